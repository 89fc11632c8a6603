import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { IntParam } from '../../common/dto/page-query.dto';
import { MAX_INT } from '../../organizations/dto/organization.dto';
import { DateRangeQueryDto } from '../../schedules/dto/schedule.dto';
import { STATS_MSG } from '../statistics-messages';
import type { StatisticsReportQuery } from '../statistics.contract';
import { IdText } from '../../common/dto/id-param.dto';

export const LOST_AFTER_DAYS_MIN = 7;
export const LOST_AFTER_DAYS_MAX = 365;

/** ?from&to (dates; the span is checked by the controller: at most 366 days), master_id, lost_after_days. */
export class ReportQueryDto extends DateRangeQueryDto implements StatisticsReportQuery {
  @IdText()
  @IsOptional()
  @IsInt({ message: STATS_MSG.masterIdInvalid })
  @Min(1, { message: STATS_MSG.masterIdInvalid })
  @Max(MAX_INT, { message: STATS_MSG.masterIdInvalid })
  master_id?: number;

  @IntParam()
  @IsOptional()
  @IsInt({ message: STATS_MSG.lostAfterInvalid })
  @Min(LOST_AFTER_DAYS_MIN, { message: STATS_MSG.lostAfterInvalid })
  @Max(LOST_AFTER_DAYS_MAX, { message: STATS_MSG.lostAfterInvalid })
  lost_after_days?: number;
}

import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { MSG } from '../../common/messages';
import { OptionalText } from '../../common/validators/fields';
import { MAX_INT } from '../../organizations/dto/organization.dto';
import { SCHEDULE_MSG } from '../schedule-messages';
import type { BlockDeleteScope, SeriesPatchRequest } from '../schedules.contract';
import { isInstantText, Rule } from './schedule.dto';

const SCOPES: BlockDeleteScope[] = ['this', 'following', 'all'];

/** DELETE …/blocks/{id}: with neither, a plain block goes (as always) and a series' occurrence goes alone. */
export class BlockDeleteQueryDto {
  @IsOptional()
  @Rule('isInstant', isInstantText, SCHEDULE_MSG.instantInvalid)
  occurrence?: string;

  @IsOptional()
  @IsIn(SCOPES, { message: SCHEDULE_MSG.scopeInvalid })
  scope?: BlockDeleteScope;
}

export class SeriesParamDto {
  @Type(() => Number)
  @IsInt({ message: MSG.invalidId })
  @Min(1, { message: MSG.invalidId })
  @Max(MAX_INT, { message: MSG.invalidId })
  series_id: number;
}

export class SeriesPatchDto implements SeriesPatchRequest {
  @Rule('isInstant', isInstantText, SCHEDULE_MSG.instantInvalid)
  from: string;

  @IsOptional()
  @IsIn(SCOPES, { message: SCHEDULE_MSG.scopeInvalid })
  scope?: BlockDeleteScope;

  @IsOptional()
  @IsString({ message: SCHEDULE_MSG.rruleText })
  rrule?: string;

  @IsOptional()
  @Rule('isInstant', isInstantText, SCHEDULE_MSG.instantInvalid)
  starts_at?: string;

  @IsOptional()
  @Rule('isInstant', isInstantText, SCHEDULE_MSG.instantInvalid)
  ends_at?: string;

  @OptionalText(500, SCHEDULE_MSG.noteTooLong)
  note?: string | null;
}

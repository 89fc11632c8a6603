import { IsIn, IsInt, IsOptional, Min, ValidateBy } from 'class-validator';
import { isWorkDate } from '../../schedules/dto/schedule.dto';
import { SCHEDULE_MSG } from '../../schedules/schedule-messages';
import { EXPORT_MSG } from '../export-messages';
import type { ExportFormat, ExportKind, ExportRequest } from '../exports.contract';

export const EXPORT_KINDS: readonly ExportKind[] = ['appointments', 'clients', 'report'];
export const EXPORT_FORMATS: readonly ExportFormat[] = ['xlsx', 'csv', 'pdf'];

/** A date the report accepts (its bounds and its answer): a file the report could not make is never queued. */
const ReportDate = () =>
  ValidateBy({
    name: 'isWorkDate',
    validator: { validate: isWorkDate, defaultMessage: () => SCHEDULE_MSG.dateInvalid },
  });

/** The body's own shape; what depends on several fields (pdf, the range) is the service's rule. */
export class ExportDto implements ExportRequest {
  @IsIn(EXPORT_KINDS, { message: EXPORT_MSG.kindInvalid })
  kind: ExportKind;

  @IsIn(EXPORT_FORMATS, { message: EXPORT_MSG.formatInvalid })
  format: ExportFormat;

  @IsOptional()
  @ReportDate()
  from?: string;

  @IsOptional()
  @ReportDate()
  to?: string;

  @IsOptional()
  @IsInt({ message: EXPORT_MSG.masterInvalid })
  @Min(1, { message: EXPORT_MSG.masterInvalid })
  master_id?: number;
}

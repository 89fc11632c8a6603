import { IsIn, IsInt, IsOptional, Matches, Min } from 'class-validator';
import { EXPORT_MSG } from '../export-messages';
import type { ExportFormat, ExportKind, ExportRequest } from '../exports.contract';

export const EXPORT_KINDS: readonly ExportKind[] = ['appointments', 'clients', 'report'];
export const EXPORT_FORMATS: readonly ExportFormat[] = ['xlsx', 'csv', 'pdf'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The body's own shape; what depends on several fields (pdf, the range) is the service's rule. */
export class ExportDto implements ExportRequest {
  @IsIn(EXPORT_KINDS, { message: EXPORT_MSG.kindInvalid })
  kind: ExportKind;

  @IsIn(EXPORT_FORMATS, { message: EXPORT_MSG.formatInvalid })
  format: ExportFormat;

  @IsOptional()
  @Matches(DATE, { message: EXPORT_MSG.dateInvalid })
  from?: string;

  @IsOptional()
  @Matches(DATE, { message: EXPORT_MSG.dateInvalid })
  to?: string;

  @IsOptional()
  @IsInt({ message: EXPORT_MSG.masterInvalid })
  @Min(1, { message: EXPORT_MSG.masterInvalid })
  master_id?: number;
}

import { text, type RefusalForms } from '../common/domain-error';
import { EXPORT_MSG } from './export-messages';

/** How the API words the refusals of exports/. */
export const EXPORT_REFUSALS: RefusalForms<
  | 'export_busy'
  | 'export_not_found'
  | 'export_link_expired'
  | 'export_pdf_report_only'
  | 'export_range_required'
  | 'export_date_invalid'
> = {
  export_busy: { status: 429, detail: text(EXPORT_MSG.tooMany) },
  export_not_found: { status: 404, detail: text(EXPORT_MSG.notFound) },
  export_link_expired: { status: 404, detail: text(EXPORT_MSG.linkExpired) },
  export_pdf_report_only: { status: 422, detail: text(EXPORT_MSG.pdfOnlyReport) },
  export_range_required: { status: 422, detail: text(EXPORT_MSG.rangeRequired) },
  export_date_invalid: { status: 422, detail: text(EXPORT_MSG.dateInvalid) },
};

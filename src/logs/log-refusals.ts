import { text, type RefusalForms } from '../common/domain-error';
import { MSG } from '../common/messages';

/** How the API words the refusals of logs/ (the mini app's error reports). */
export const LOG_REFUSALS: RefusalForms<'error_log_too_large'> = {
  error_log_too_large: { status: 413, detail: text(MSG.bodyTooLarge) },
};

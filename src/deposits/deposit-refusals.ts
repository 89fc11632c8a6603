import { text, type RefusalForms } from '../common/domain-error';
import { DEPOSIT_MSG } from './deposit-messages';

/** How the API words the deposits' refusals. */
export const DEPOSIT_REFUSALS: RefusalForms<'deposit_state'> = {
  deposit_state: { status: 409, detail: text(DEPOSIT_MSG.wrongState) },
};

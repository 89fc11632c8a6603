import { text, type RefusalForms } from '../common/domain-error';
import { DEPOSIT_MIN_RUB } from './deposit-rules';
import { DEPOSIT_MSG } from './deposit-messages';

/** How the API words the deposits' refusals. */
export const DEPOSIT_REFUSALS: RefusalForms<
  | 'deposit_state'
  | 'deposit_invoice_failed'
  | 'payments_off'
  | 'deposit_needs_price'
  | 'deposit_below_minimum'
  | 'deposit_above_price'
> = {
  deposit_state: { status: 409, detail: text(DEPOSIT_MSG.wrongState) },
  deposit_invoice_failed: { status: 503, detail: text(DEPOSIT_MSG.invoiceFailed) },
  payments_off: { status: 422, detail: text(DEPOSIT_MSG.paymentsOff) },
  deposit_needs_price: { status: 422, detail: text(DEPOSIT_MSG.percentNeedsPrice) },
  deposit_below_minimum: { status: 422, detail: text(DEPOSIT_MSG.aboveMinimum(DEPOSIT_MIN_RUB)) },
  deposit_above_price: { status: 422, detail: text(DEPOSIT_MSG.notAbovePrice) },
};

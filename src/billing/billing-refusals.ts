import { text, type RefusalForms } from '../common/domain-error';
import { BILLING_MSG } from './billing-messages';
import { PLAN_TITLES } from './plans';

/** How the API words billing's refusals. */
export const BILLING_REFUSALS: RefusalForms<
  | 'payment_not_found'
  | 'payment_already_refunded'
  | 'plans_disabled'
  | 'plan_required'
  | 'plan_already_active'
  | 'masters_limit'
  | 'online_booking_paused'
  | 'records_limit'
  | 'plan_invoice_failed'
  | 'plan_cancel_failed'
  | 'plan_refund_failed'
> = {
  payment_not_found: { status: 404, detail: text(BILLING_MSG.paymentNotFound) },
  payment_already_refunded: { status: 409, detail: text(BILLING_MSG.alreadyRefunded) },
  plans_disabled: { status: 422, detail: text(BILLING_MSG.disabled) },
  plan_required: { status: 403, detail: (v) => `Доступно на тарифе ${PLAN_TITLES[v.plan]}` },
  plan_already_active: { status: 409, detail: (v) => BILLING_MSG.alreadyActive(v.plan) },
  masters_limit: { status: 422, detail: (v) => BILLING_MSG.mastersLimit(v.plan, v.limit) },
  online_booking_paused: { status: 409, detail: (v) => BILLING_MSG.onlineBookingPaused(v.phone) },
  // a client is told only that online booking is paused, staff the plan's cap
  records_limit: {
    status: 422,
    detail: (v) => (v.online ? BILLING_MSG.onlineBookingPaused(v.phone) : BILLING_MSG.recordsLimit(v.plan, v.limit)),
  },
  plan_invoice_failed: { status: 503, detail: text(BILLING_MSG.invoiceFailed) },
  plan_cancel_failed: { status: 503, detail: text(BILLING_MSG.cancelFailed) },
  plan_refund_failed: { status: 503, detail: text(BILLING_MSG.refundFailed) },
};

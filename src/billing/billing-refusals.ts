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
> = {
  payment_not_found: { status: 404, detail: text(BILLING_MSG.paymentNotFound) },
  payment_already_refunded: { status: 409, detail: text(BILLING_MSG.alreadyRefunded) },
  plans_disabled: { status: 422, detail: text(BILLING_MSG.disabled) },
  plan_required: { status: 403, detail: (v) => `Доступно на тарифе ${PLAN_TITLES[v.plan]}` },
  plan_already_active: { status: 409, detail: (v) => BILLING_MSG.alreadyActive(v.plan) },
  masters_limit: { status: 422, detail: (v) => BILLING_MSG.mastersLimit(v.plan, v.limit) },
};

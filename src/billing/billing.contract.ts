/** The billing answers (GET /api/billing and friends); plain types the mini app imports. */

export type PlanName = 'basic' | 'pro' | 'enterprise';
export type PaidPlan = Exclude<PlanName, 'basic'>;
/** active: paid until paid_until; grace: the 3 days after it (everything still works); free: Basic. */
export type PlanStatus = 'active' | 'grace' | 'free';

export interface PlanLimits {
  /** Masters of an organization (null: unlimited, or not an organization). */
  masters: number | null;
  /** Records (bookings not cancelled) in a calendar month (null: unlimited). */
  records_per_month: number | null;
}

export interface PlanPrice {
  rub: number;
  stars: number;
}

export interface BillingResponse {
  /** BILLING=stars on this server; false: everything open, plans say Coming Soon. */
  enabled: boolean;
  plan: PlanName;
  status: PlanStatus;
  /** ISO 8601; null on Basic never paid for. */
  paid_until: string | null;
  auto_renew: boolean;
  limits: PlanLimits;
  usage: { masters: number; records_this_month: number };
  prices: Record<PaidPlan, PlanPrice>;
  /** Whose plan this is. */
  business: { kind: 'organization' | 'master'; id: number; name: string };
  /** When the grace ends and the business falls to Basic (ISO 8601); null unless status is grace. */
  grace_until: string | null;
}

export interface SubscribeResponse {
  invoice_url: string;
}

/** One payment in the super admin's list. */
export interface AdminPayment {
  id: number;
  telegram_payment_charge_id: string;
  plan: PlanName | null;
  amount: number;
  currency: string;
  is_recurring: boolean;
  is_first_recurring: boolean;
  /** The end of the paid period (subscription_expiration_date), ISO 8601. */
  period_end: string | null;
  created_at: string;
  refunded_at: string | null;
  /** Applied to nothing and to be given back (a second payment of a plan already paid); see refunded_at. */
  refund_due: boolean;
  payer: { telegram_id: number; user_id: number | null; name: string | null };
  business: { kind: 'organization' | 'master'; id: number; name: string } | null;
}

export interface AdminPaymentsResponse {
  payments: AdminPayment[];
  has_more: boolean;
  next_offset: number | null;
}

/** A successful payment of a plan, as the payments are stored. */
export interface PlanPaymentData {
  payer_telegram_id: number;
  invoice_payload: string;
  currency: string;
  total_amount: number;
  telegram_payment_charge_id: string;
  provider_payment_charge_id: string | null;
  subscription_expiration_date: number | null;
  is_recurring: boolean;
  is_first_recurring: boolean;
}

/** Invoice payloads of plans start with this (other payments, such as deposits, have their own). */
export const PLAN_PAYLOAD_PREFIX = 'plan:';

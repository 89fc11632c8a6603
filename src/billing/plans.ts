import type { PaidPlan, PlanLimits, PlanName, PlanStatus } from './billing.contract';

/** The pure rules of plans: limits, prices, and what the clock makes of a paid period. */

export const DAY_MS = 24 * 60 * 60 * 1000;
/** After paid_until everything still works this long, then the business is on Basic. */
export const GRACE_DAYS = 3;
/** Telegram Stars subscriptions renew every 30 days (the only period the Bot API accepts). */
export const SUBSCRIPTION_PERIOD_S = 2592000;
export const STARS = 'XTR';

/** The rouble prices the Tariff page shows (the spec's), beside the Stars actually charged. */
export const RUB_PRICES: Record<PaidPlan, number> = { pro: 2990, enterprise: 9990 };

export const PLAN_TITLES: Record<PlanName, string> = { basic: 'Basic', pro: 'Pro', enterprise: 'Enterprise' };

const LIMITS: Record<PlanName, PlanLimits> = {
  basic: { masters: 5, records_per_month: 100 },
  pro: { masters: 25, records_per_month: null },
  enterprise: { masters: null, records_per_month: null },
};

export const NO_LIMITS: PlanLimits = { masters: null, records_per_month: null };

export const limitsOf = (plan: PlanName): PlanLimits => LIMITS[plan];

const RANK: Record<PlanName, number> = { basic: 0, pro: 1, enterprise: 2 };

/** `plan` gives at least what `needed` gives. */
export const planCovers = (plan: PlanName, needed: PlanName): boolean => RANK[plan] >= RANK[needed];

export interface PaidPeriod {
  plan: PlanName;
  paidUntilMs: number | null;
}

export interface EffectivePlan {
  plan: PlanName;
  status: PlanStatus;
  graceUntilMs: number | null;
}

/** The plan in force at `nowMs`: the paid plan until paid_until, the same in grace 3 days more, then Basic. */
export function effectivePlan(period: PaidPeriod | null, nowMs: number): EffectivePlan {
  if (!period || period.plan === 'basic' || period.paidUntilMs === null) {
    return { plan: 'basic', status: 'free', graceUntilMs: null };
  }
  if (nowMs < period.paidUntilMs) return { plan: period.plan, status: 'active', graceUntilMs: null };
  const graceUntilMs = period.paidUntilMs + GRACE_DAYS * DAY_MS;
  if (nowMs < graceUntilMs) return { plan: period.plan, status: 'grace', graceUntilMs };
  return { plan: 'basic', status: 'free', graceUntilMs: null };
}

/** The grace day `nowMs` falls in (1…3), or null outside the grace. */
export function graceDay(paidUntilMs: number, nowMs: number): number | null {
  if (nowMs < paidUntilMs) return null;
  const day = Math.floor((nowMs - paidUntilMs) / DAY_MS) + 1;
  return day <= GRACE_DAYS ? day : null;
}

/** A limit as the database checks take it: 0 is no limit. */
export const sqlLimit = (limit: number | null): number => limit ?? 0;

/** The share of the month's records at which the business is told (per cent), highest first. */
export const USAGE_THRESHOLDS = [100, 80] as const;

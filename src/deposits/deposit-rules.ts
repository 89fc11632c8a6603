import type { DepositSetting, ServiceDeposit } from './deposits.contract';

/**
 * The smallest deposit, in roubles. Telegram refuses an invoice below its per-currency minimum
 * (`min_amount` in https://core.telegram.org/bots/payments/currencies.json), which is about one US dollar
 * and moves with the exchange rate (for RUB it has been between roughly 60 and 100 ₽). The file could not be
 * read from here, so this is a fixed figure that stays above it: 100 ₽.
 */
export const DEPOSIT_MIN_RUB = 100;

/** A service's deposit columns. */
export interface DepositColumns {
  deposit_type: 'fixed' | 'percent' | null;
  deposit_value: number | null;
}

/** The roubles charged: a fixed sum as is, a percent of the price rounded to whole roubles. */
export function depositAmount(setting: DepositSetting, price: number | null): number | null {
  if (setting.type === 'fixed') return setting.amount;
  if (price === null) return null;
  return Math.round((price * setting.percent) / 100);
}

/** Why this deposit cannot be set on a service with `price`, or null when it can. */
/** Why a service's deposit setting is refused (422). */
export type DepositSettingRefusal = 'deposit_needs_price' | 'deposit_below_minimum' | 'deposit_above_price';

export function depositRefusal(setting: DepositSetting, price: number | null): DepositSettingRefusal | null {
  if (setting.type === 'percent' && price === null) return 'deposit_needs_price';
  const amount = depositAmount(setting, price);
  if (amount === null) return 'deposit_needs_price';
  if (amount < DEPOSIT_MIN_RUB) return 'deposit_below_minimum';
  if (price !== null && amount > price) return 'deposit_above_price';
  return null;
}

export function settingOf(c: DepositColumns): DepositSetting | null {
  if (c.deposit_type === 'fixed' && c.deposit_value !== null) return { type: 'fixed', amount: c.deposit_value };
  if (c.deposit_type === 'percent' && c.deposit_value !== null) return { type: 'percent', percent: c.deposit_value };
  return null;
}

export function columnsOf(s: DepositSetting | null): DepositColumns {
  if (!s) return { deposit_type: null, deposit_value: null };
  return s.type === 'fixed'
    ? { deposit_type: 'fixed', deposit_value: s.amount }
    : { deposit_type: 'percent', deposit_value: s.percent };
}

/** The deposit a service's answer shows (null: none, or a percent of a price that is gone). */
export function serviceDeposit(c: DepositColumns, price: number | null): ServiceDeposit | null {
  const s = settingOf(c);
  if (!s) return null;
  const amount = depositAmount(s, price);
  if (amount === null) return null;
  return s.type === 'fixed' ? { type: 'fixed', amount } : { type: 'percent', percent: s.percent, amount };
}

/** A request body's "deposit": a setting, null (none), or undefined when it is not one of these. */
export function parseDeposit(value: unknown): DepositSetting | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  const whole = (n: unknown, max: number): n is number =>
    typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= max;
  if (
    v.type === 'fixed' &&
    Object.keys(v).every((k) => k === 'type' || k === 'amount') &&
    whole(v.amount, 10_000_000)
  ) {
    return { type: 'fixed', amount: v.amount };
  }
  if (v.type === 'percent' && Object.keys(v).every((k) => k === 'type' || k === 'percent') && whole(v.percent, 100)) {
    return { type: 'percent', percent: v.percent };
  }
  return undefined;
}

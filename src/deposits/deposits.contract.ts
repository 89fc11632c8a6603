/**
 * Shapes of deposits (a prepayment per service, paid in roubles through Telegram Payments); the mini app
 * imports them with `import type`. Amounts are whole roubles.
 */

/** What a service asks for: a fixed sum, or a percent of its price. */
export type DepositSetting = { type: 'fixed'; amount: number } | { type: 'percent'; percent: number };

/** A service's deposit as its answers show it: the setting plus `amount`, the roubles charged («Предоплата 500 ₽»). */
export type ServiceDeposit = { type: 'fixed'; amount: number } | { type: 'percent'; percent: number; amount: number };

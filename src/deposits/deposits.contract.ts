/**
 * Shapes of deposits (a prepayment per service, paid in roubles through Telegram Payments); the mini app
 * imports them with `import type`. Amounts are whole roubles.
 */

/** What a service asks for: a fixed sum, or a percent of its price. */
export type DepositSetting = { type: 'fixed'; amount: number } | { type: 'percent'; percent: number };

/** A service's deposit as its answers show it: the setting plus `amount`, the roubles charged («Предоплата 500 ₽»). */
export type ServiceDeposit = { type: 'fixed'; amount: number } | { type: 'percent'; percent: number; amount: number };

export type DepositStatus = 'awaiting' | 'paid' | 'refund_due' | 'refunded' | 'retained';

/** A booking's deposit (AppointmentResponse.deposit). */
export interface AppointmentDeposit {
  amount: number;
  status: DepositStatus;
}

/** How a booking that waits for its deposit is paid (AppointmentResponse.payment while `awaiting_payment`). */
export interface BookingPayment {
  amount: number;
  currency: 'RUB';
  /** Telegram's invoice link (createInvoiceLink); the mini app opens it with Telegram.WebApp.openInvoice. */
  invoice_url: string | null;
  /** Until then the time is held for the client; then the booking expires and the time is free. */
  hold_until: string;
  /** The master's cutoff: cancelled at least this many hours before the start, the deposit is returned. */
  cancel_cutoff_hours: number;
}

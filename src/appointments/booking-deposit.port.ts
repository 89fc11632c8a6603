/**
 * What a booking asks of deposits (a prepayment per service, src/deposits). appointments/ knows only this
 * port: deposits/ implements it and provides it as BOOKING_DEPOSITS, so the folders do not import each other
 * in a loop (deposits/ asks appointments/ for the status moves of a held booking, appointment-holds.ts).
 */
import type { NotificationDraft } from '../notifications/notification-kinds';
import type { AppointmentRow } from './appointment.mapper';

/**
 * What a booking waiting for its deposit holds: until when, the roubles, when to send the Pay button, and
 * the booking's usual notices, kept with the deposit and queued only once it is paid.
 */
export interface DepositHold {
  untilMs: number;
  amount: number;
  promptDueMs: number;
  notices: readonly NotificationDraft[];
}

/** What a booking of a service asks for: a hold until the deposit is paid, unless the client's paid deposit
 *  (`movesDepositOf`) is still there to move to it when it is written. */
export interface BookingDeposit {
  hold: Omit<DepositHold, 'notices'>;
  movesDepositOf?: number;
}

/** The columns of the booked service a deposit is decided from. */
export interface DepositedService {
  id: number;
  price: number | null;
  deposit_type: 'fixed' | 'percent' | null;
  deposit_value: number | null;
}

/**
 * The deposit's part of the booking insert (bookingInsertSql in booking.sql.ts, whose new row is the CTE `a`
 * and whose $14 is now): deposits/ is the one writer of appointment_deposits, and appointments/ composes these
 * CTE bodies into its one statement. $22 the deposit's roubles, $23 its held notices, $24 when the Pay button goes out, $25 a
 * payment_conflict booking whose paid deposit moves to the new one.
 */
export interface DepositInsertSql {
  /** `carried`: the paid deposit of $25, locked before the row is written (a booking that carries it is planned). */
  carried: string;
  /** `held`: the deposit row of a fresh hold. */
  hold: string;
  /** `held_notices`: the hold's notices, held in the outbox until it is paid. */
  heldNotices: string;
  /** `moved`: the carried deposit moves to the planned booking. */
  move: string;
}

export interface BookingDeposits {
  readonly insertSql: DepositInsertSql;
  /** Deposits are taken (payments are on): only then does a booking hold its time unpaid. */
  readonly enabled: boolean;
  /** What the client's booking of `service` asks for: null when nothing (no deposit, or payments off). */
  forBooking(clientId: number, service: DepositedService, now: number): Promise<BookingDeposit | null>;
  /**
   * A fresh hold's invoice link made and kept with its deposit (`row` read after the insert, with the
   * deposit's columns); false when Telegram would not make one (the booking then ends the hold).
   */
  attachInvoice(row: AppointmentRow): Promise<boolean>;
}

export const BOOKING_DEPOSITS = Symbol('BOOKING_DEPOSITS');

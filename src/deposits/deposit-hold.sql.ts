/**
 * The deposit's part of appointments/' booking insert (bookingInsertSql in appointments/booking.sql.ts, whose
 * new row is `a` and whose $14 is now): deposits/ is the one writer of appointment_deposits, and hands these to
 * appointments/ through its port (DepositInsertSql), which composes them into its one statement. $22 the
 * deposit's roubles, $23 its held notices, $24 when the Pay button goes out; $25 a payment_conflict booking
 * whose deposit moves here.
 */
import type { DepositInsertSql } from '../appointments/booking-deposit.port';
import { outboxHoldFrom } from '../notifications/outbox-sql';

/** The key a booking's notices are held under in the outbox until its deposit is paid. */
export const DEPOSIT_HELD_FOR = (bookingId: string) => `'deposit:' || ${bookingId}`;

// The paid deposit is locked (`carried`) before the row is written: of bookings made at once, the first
// carries it and is planned; the others find it moved (the lock re-reads it) and are unpaid holds.
const DEPOSIT_CARRIED = `
    SELECT d.appointment_id FROM appointment_deposits d
     WHERE d.appointment_id = $25::int AND d.status = 'paid' AND d.conflict_at IS NOT NULL
       FOR UPDATE`;
const DEPOSIT_HOLD_INSERT = `
    INSERT INTO appointment_deposits (appointment_id, amount, prompt_due_at, updated_at)
    SELECT a.id, $22::int, $24::timestamptz, $14::timestamptz FROM a
     WHERE $22::int IS NOT NULL AND a.status = 'awaiting_payment'`;
// nobody hears of an unpaid hold: its notices ($23) are held in the outbox until it is paid (DEPOSIT_HELD_FOR)
const DEPOSIT_HELD_NOTICES = outboxHoldFrom(
  '$23',
  `(SELECT a.id FROM a WHERE $22::int IS NOT NULL AND a.status = 'awaiting_payment') a`,
  "jsonb_build_object('appointment_id', a.id)",
  DEPOSIT_HELD_FOR('a.id'),
);
const DEPOSIT_MOVE = `
    UPDATE appointment_deposits d SET appointment_id = a.id, moved_from = d.appointment_id, conflict_at = NULL,
                                      updated_at = $14::timestamptz
      FROM a, carried WHERE d.appointment_id = carried.appointment_id AND a.status = 'planned'`;

export const DEPOSIT_INSERT_SQL: DepositInsertSql = {
  carried: DEPOSIT_CARRIED,
  hold: DEPOSIT_HOLD_INSERT,
  heldNotices: DEPOSIT_HELD_NOTICES,
  move: DEPOSIT_MOVE,
};

/** The deposit statements (tables appointment_deposits and deposit_payments, migration 1764260000000). */
import { APPOINTMENT_SELECT } from '../appointments/appointment.mapper';
import { STAFF_JSON } from '../appointments/booking.sql';
import { managesOrganization, mastersBooking } from '../access/access.sql';
import { outboxReleaseHeld } from '../notifications/outbox-sql';
import { DEPOSIT_HELD_FOR } from './deposit-hold.sql';
import { JSON_INTEGER, JSON_OBJECT } from '../database/json-text.sql';

/** $1 client, $2 service: their paid deposit whose time was taken, not yet moved (the oldest). */
export const CONFLICT_OF_CLIENT_SQL = `
  SELECT d.appointment_id FROM appointment_deposits d JOIN appointments a ON a.id = d.appointment_id
   WHERE a.client_id = $1 AND a.service_id = $2 AND a.status = 'payment_conflict'
     AND d.status = 'paid' AND d.conflict_at IS NOT NULL
   ORDER BY d.conflict_at LIMIT 1`;

export const SET_INVOICE_SQL = `UPDATE appointment_deposits SET invoice_url = $2 WHERE appointment_id = $1`;

/** A booking with its deposit and payer as a payment sees it ($1), locked. */
export const PAYABLE_SQL = `
  SELECT a.id, a.status, a.master_id, a.organization_id, (extract(epoch FROM a.starts_at) * 1000)::float8 AS starts_ms,
         (extract(epoch FROM a.hold_until) * 1000)::float8 AS hold_ms,
         d.amount, d.currency, d.status AS deposit_status, c.telegram_id::float8 AS payer
    FROM appointments a
    JOIN appointment_deposits d ON d.appointment_id = a.id
    LEFT JOIN users c ON c.id = a.client_id
   WHERE a.id = $1
     FOR UPDATE OF a`;

export interface PayableRow {
  id: number;
  status: string;
  master_id: number;
  organization_id: number | null;
  starts_ms: number;
  hold_ms: number | null;
  amount: number;
  currency: string;
  deposit_status: string;
  payer: number | null;
}

export const STORE_PAYMENT_SQL = `
  WITH i AS (
    INSERT INTO deposit_payments (telegram_payment_charge_id, provider_payment_charge_id, appointment_id,
                                  payer_telegram_id, amount, currency, outcome, created_at)
    VALUES ($1, $2, $3, $4, $5, $6, 'received', $7)
    ON CONFLICT (telegram_payment_charge_id) DO NOTHING
    RETURNING id)
  SELECT id FROM i`;

export const PAYMENT_OUTCOME_SQL = `UPDATE deposit_payments SET outcome = $2 WHERE id = $1`;

/** $1 booking, $2 now, $3 Telegram's charge id, $4 the provider's, $5 conflict (boolean). */
export const DEPOSIT_PAID_SQL = `
  UPDATE appointment_deposits
     SET status = 'paid', telegram_payment_charge_id = $3, provider_payment_charge_id = $4, paid_at = $2,
         conflict_at = CASE WHEN $5::boolean THEN $2::timestamptz END, prompt_due_at = NULL, updated_at = $2
   WHERE appointment_id = $1`;

/** $1 booking: its usual notices, held in the outbox since it was made, go out now that it is paid. */
export const QUEUE_HELD_NOTICES_SQL = outboxReleaseHeld(DEPOSIT_HELD_FOR('$1::int'), 'now()');

/**
 * A booking as the deposit's notices and marks need it: the answer's columns, the caller's ($2) right to
 * mark it (its master, or the organization's owner or an admin), and the business's people.
 */
export const DEPOSIT_BOOKING_SQL = `${APPOINTMENT_SELECT(
  'appointments',
  `, (${mastersBooking('a', '$2')} OR COALESCE(${managesOrganization('o', '$2')}, false)) AS business,
     ${mastersBooking('a', 'a.master_id')} AS master_serves, ${STAFF_JSON('o')} AS staff`,
)} WHERE a.id = $1`;

/** $1 booking, $2 the new state, $3 now, $4 the states it may come from. */
export const MARK_DEPOSIT_SQL = `
  WITH u AS (
    UPDATE appointment_deposits SET status = $2, updated_at = $3
     WHERE appointment_id = $1 AND status = ANY($4::varchar[])
    RETURNING appointment_id)
  SELECT appointment_id FROM u`;

/** Conflicts not rebooked within a day ($1: now minus a day) are to be refunded. */
export const STALE_CONFLICTS_SQL = `
  WITH u AS (
    UPDATE appointment_deposits SET status = 'refund_due', conflict_at = NULL, updated_at = $2
     WHERE appointment_id IN (SELECT appointment_id FROM appointment_deposits
                               WHERE status = 'paid' AND conflict_at <= $1
                               ORDER BY conflict_at LIMIT $3 FOR UPDATE SKIP LOCKED)
    RETURNING appointment_id)
  SELECT count(*)::int AS n FROM u`;

/** Refunds the business was not yet told about, claimed for telling ($1 now, $2 batch). */
export const CLAIM_REFUND_NOTICES_SQL = `
  WITH u AS (
    UPDATE appointment_deposits SET refund_told_at = $1
     WHERE appointment_id IN (SELECT appointment_id FROM appointment_deposits
                               WHERE status = 'refund_due' AND refund_told_at IS NULL
                               LIMIT $2 FOR UPDATE SKIP LOCKED)
    RETURNING appointment_id)
  SELECT appointment_id FROM u`;

/** Unpaid holds whose Pay button is due ($1 now, $2 batch). */
export const CLAIM_PROMPTS_SQL = `
  WITH u AS (
    UPDATE appointment_deposits d SET prompt_due_at = NULL
      FROM appointments a
     WHERE a.id = d.appointment_id AND d.appointment_id IN (
             SELECT appointment_id FROM appointment_deposits
              WHERE prompt_due_at <= $1 LIMIT $2 FOR UPDATE SKIP LOCKED)
       AND a.status = 'awaiting_payment' AND a.hold_until > $1 AND d.invoice_url IS NOT NULL
    RETURNING d.appointment_id)
  SELECT appointment_id FROM u`;

/** Prompts whose booking was paid, expired or gone meanwhile are not sent. */
export const DROP_STALE_PROMPTS_SQL = `
  UPDATE appointment_deposits SET prompt_due_at = NULL WHERE prompt_due_at <= $1`;

/** Service row `s`'s deposit as JSON, as serviceDeposit (deposit-rules.ts) reads it: the roubles charged in `amount`. */
export const SERVICE_DEPOSIT_JSON = (s: string) => `CASE
    WHEN ${s}.deposit_type = 'fixed' THEN json_build_object('type', 'fixed', 'amount', ${s}.deposit_value)
    WHEN ${s}.deposit_type = 'percent' AND ${s}.price IS NOT NULL THEN json_build_object(
      'type', 'percent', 'percent', ${s}.deposit_value, 'amount', round(${s}.price * ${s}.deposit_value / 100)::int)
  END`;

/** SERVICE_DEPOSIT_JSON as compact JSON text (json-text.sql.ts), 'null' for none. */
export const SERVICE_DEPOSIT_JSON_TEXT = (s: string) => `CASE
    WHEN ${s}.deposit_type = 'fixed' THEN ${JSON_OBJECT({ type: `'"fixed"'`, amount: JSON_INTEGER(`${s}.deposit_value`) })}
    WHEN ${s}.deposit_type = 'percent' AND ${s}.price IS NOT NULL THEN ${JSON_OBJECT({
      type: `'"percent"'`,
      percent: JSON_INTEGER(`${s}.deposit_value`),
      amount: JSON_INTEGER(`round(${s}.price * ${s}.deposit_value / 100)::int`),
    })}
    ELSE 'null'
  END`;

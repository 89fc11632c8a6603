/**
 * The booking's statements, ONE each. BOOKING_CONTEXT_SQL answers everything a booking (or a move)
 * decides on: the master, the service and whether this master performs it, the caller's right to manage
 * the master's organization, who is told, and the schedule with overrides, blocks and busy ranges around
 * the start (the same data and the same busy rule as the public slot reads, src/schedules/public-slots.sql.ts).
 */
import { bookableInOrganization, managesOrganization } from '../access/access.sql';
import { recordsCheckSql } from '../billing/plan-records.sql';
import { outboxInsertFrom } from '../notifications/outbox-sql';
import { scheduleBundleSql } from '../schedules/schedule-bundle.sql';
import { APPOINTMENT_SELECT } from './appointment.mapper';
import type { DepositInsertSql } from './booking-deposit.port';

/**
 * The owner and unblocked admins of organization `o` (an alias of organizations, maybe NULL) as a JSON list
 * of { user_id, chat_id }: the master's side of the organization's bookings. '[]' outside an organization.
 */
export const STAFF_JSON = (o: string) => `CASE WHEN ${o}.id IS NULL THEN '[]'::json ELSE COALESCE((
           SELECT json_agg(json_build_object('user_id', x.id, 'chat_id', x.telegram_id::float8) ORDER BY x.id)
             FROM (SELECT ou.id, ou.telegram_id FROM users ou WHERE ou.id = ${o}.owner_id AND NOT ou.is_blocked
                   UNION
                   SELECT au.id, au.telegram_id FROM organization_members am JOIN users au ON au.id = am.user_id
                    WHERE am.organization_id = ${o}.id AND am.role = 'admin' AND NOT am.is_blocked
                      AND NOT au.is_blocked) x), '[]'::json) END`;

/**
 * $1 master (user id), $2 service id, $3 and $4 the dates whose overrides count (inclusive), $5 and $6 the
 * instants (epoch ms) of blocks and busy ranges, $7 an appointment to leave out (a move; 0 = none),
 * $8 the caller. No row: no such unblocked user.
 */
export const BOOKING_CONTEXT_SQL = `
  SELECT u.id AS master_id, u.first_name, u.last_name, u.phone, u.telegram_id::float8 AS telegram_id,
         mp.specialization, mp.address,
         (mp.deep_link IS NOT NULL OR ${bookableInOrganization('u.id')}) AS is_master,
         CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object(
           'id', s.id, 'name', s.name, 'duration_minutes', s.duration_minutes, 'price', s.price::float8,
           'deposit_type', s.deposit_type, 'deposit_value', s.deposit_value, 'capacity', s.capacity,
           'min_participants', s.min_participants, 'min_check_hours', s.min_check_hours) END AS service,
         CASE
           WHEN s.id IS NULL THEN false
           WHEN s.organization_id IS NULL THEN s.master_id = u.id AND mp.deep_link IS NOT NULL
           ELSE ${bookableInOrganization('u.id', 's.organization_id')} AND (oms.service_ids IS NULL OR s.id = ANY(oms.service_ids))
         END AS service_ok,
         CASE WHEN o.id IS NULL THEN NULL ELSE json_build_object(
           'id', o.id, 'name', o.name, 'address', o.address, 'phone', o.phone, 'time_zone', o.time_zone) END AS organization,
         ${managesOrganization('o', '$8')} AS caller_manages,
         ${STAFF_JSON('o')} AS staff,
         COALESCE(ms.cancel_cutoff_hours, 3) AS cancel_cutoff_hours,
         COALESCE(ms.buffer_minutes, 0) AS buffer_minutes,
         ${scheduleBundleSql({ overridesFrom: '$3::date', overridesTo: '$4::date', fromMs: '$5', toMs: '$6', exceptAppointment: '$7' })}
    FROM users u
    LEFT JOIN master_profiles mp ON mp.user_id = u.id
    LEFT JOIN master_schedules ms ON ms.master_id = u.id
    LEFT JOIN services s ON s.id = $2
    LEFT JOIN organizations o ON o.id = s.organization_id
    LEFT JOIN organization_master_services oms ON oms.organization_id = o.id AND oms.master_id = u.id
   WHERE u.id = $1 AND NOT u.is_blocked`;

// $20 the status ('planned', or 'awaiting_payment' with $21 hold_until); deposits/ writes the deposit's part
// (DepositInsertSql: $22 its roubles, $23 its notices, held in the outbox until paid, $24 the Pay button,
// $25 a payment_conflict booking whose deposit moves here).
const IS_CARRIED = `EXISTS (SELECT 1 FROM carried)`;
// nobody hears of an unpaid hold: its notices ($23) are held in the outbox until it is paid
const HEARD = `(SELECT a.id FROM a WHERE a.status <> 'awaiting_payment') a`;

// Any conflict inserts nothing and answers no row: a repeated idempotency key (the unique index), a second
// seat of one client in one group session (appointments_one_seat), or a time someone holds (the no-overlap constraint; DO NOTHING without a target covers exclusion constraints
// too). A conflicting row still being written is waited for, so a loser answers only after the winner
// committed. No error is raised, so 200 losers of one slot are 200 plain answers, not 200 failed statements.
// The client's quota ($16 per master, $17 in all) is checked by the same statement before the row goes in
// (booking_quota_check, migration 1764020000000: one client's bookings are decided one at a time, and over
// a limit the statement fails with BK001 or BK002), and so are the business's records of the month under its
// plan ($19, 0 with billing off; recordsCheckSql: BL002 when the month is full). The notices ($15, outboxDraftsJson) are queued by the
// same statement, with the new row's id, and only when the row went in: the booking and its notices commit
// together in one round trip.
// With `deposit` null the statement is a booking's that neither holds nor carries a deposit (most bookings):
// the same row, checks and notices without the deposit's parts, which PostgreSQL would otherwise set up on
// every booking to do nothing; its parameters stop at $21, and $22 is the group session ($26 in the full one).
export const bookingInsertSql = (deposit: DepositInsertSql | null) => {
  const insert = `
  a AS (
    INSERT INTO appointments (master_id, client_id, organization_id, service_id, client_name, client_phone,
                              starts_at, ends_at, occupied_until, status, price, comment, created_by,
                              idempotency_key, created_at, updated_at, hold_until, session_id)
    SELECT $1::int, $2::int, $3::int, $4::int, $5::varchar, $6::varchar, $7::timestamptz, $8::timestamptz,
           $9::timestamptz, ${deposit ? `CASE WHEN ${IS_CARRIED} THEN 'planned' ELSE $20::varchar END` : '$20::varchar'},
           $10::numeric, $11::text, $12::int, $13::varchar, $14::timestamptz, $14::timestamptz,
           ${deposit ? `CASE WHEN ${IS_CARRIED} THEN NULL ELSE $21::timestamptz END` : '$21::timestamptz'},
           ${deposit ? '$26' : '$22'}::int
     WHERE booking_quota_check($2::int, $1::int, $14::timestamptz, $13::varchar, $16::int, $17::int)
       AND ${recordsCheckSql({ organization: '$3', master: '$1', start: '$7', zone: '$18', limit: '$19', client: '$2', key: '$13' })}
    ON CONFLICT DO NOTHING
    RETURNING *),
  notices AS (${outboxInsertFrom('$15', HEARD, "jsonb_build_object('appointment_id', a.id)")})`;
  if (!deposit) return `WITH ${insert}\n  ${APPOINTMENT_SELECT('a')}`;
  return `
  WITH carried AS (${deposit.carried}),${insert},
  held AS (${deposit.hold}),
  held_notices AS (${deposit.heldNotices}),
  moved AS (${deposit.move})
  ${APPOINTMENT_SELECT('a')}`;
};

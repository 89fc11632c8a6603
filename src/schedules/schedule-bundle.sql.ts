/**
 * The SQL columns that feed the slot engine for one master, shared by the public slot reads
 * (public-slots.sql.ts) and the booking check (src/appointments/booking.sql.ts), so both judge a start by
 * the same data and the same busy rule. Expects `u` (the master's users row) and `ms` (their
 * master_schedules row, LEFT JOINed) in scope. Answers the columns schedule, overrides, blocks and busy;
 * busy ranges are [start, max(occupied_until, end + the master's current buffer)) of live appointments and
 * scheduled group sessions. Blocks include the busy times of the master's own outside calendars
 * (calendar-sync/calendar-busy.sql.ts), or only their version (externalBusyVersion), the times then read
 * apart by externalBusyByMasterSql.
 */
import { externalBusyRows, externalBusyVersion } from '../calendar-sync/calendar-busy.sql';

/** Epoch milliseconds of a timestamptz expression, as float8 (what the slot engine works in). */
export const EPOCH_MS = (col: string): string => `(extract(epoch FROM ${col}) * 1000)::float8`;

/**
 * EPOCH_MS of a timestamptz expression without numeric arithmetic (extract answers numeric since
 * PostgreSQL 14, several times dearer than float8 per row): date_part's float8 seconds, rounded to whole
 * microseconds (exact: a timestamptz holds whole microseconds, and float8 keeps them within a quarter of
 * one), then divided by 1000. The same float8 as EPOCH_MS for every timestamptz.
 */
export const EPOCH_MS_FAST = (col: string): string => `round(date_part('epoch', ${col}) * 1000000) / 1000`;

/**
 * The [start, end] pairs (epoch ms) of the rows of `from`, as one two-dimensional float8 array (`arrays`)
 * or that array as JSON: a third of the work of a JSON array per row. None: `{}` or `[]`. Either way the
 * client sees [[start, end], ...] (to_json of the array, or the JSON).
 */
const pairs = (arrays: boolean, start: string, end: string, from: string): string => {
  const agg = `SELECT array_agg(ARRAY[${EPOCH_MS_FAST(start)}, ${EPOCH_MS_FAST(end)}]) FROM ${from}`;
  return arrays ? `COALESCE((${agg}), '{}'::float8[])` : `COALESCE((SELECT to_json((${agg}))), '[]'::json)`;
};

export interface ScheduleBundleParams {
  /** SQL expressions of the first and last dates whose overrides count. */
  readonly overridesFrom: string;
  readonly overridesTo: string;
  /** SQL expressions of the instants (epoch ms) around which blocks and busy ranges are read. */
  readonly fromMs: string;
  readonly toMs: string;
  /** An SQL expression of an appointment id to leave out (a move), or none. */
  readonly exceptAppointment?: string;
  /**
   * Blocks and busy as float8[] columns rather than JSON: for a read whose row is hashed in binary on every
   * request and written out as JSON only when it changed (slot-answers.ts versionedSlotSql).
   */
  readonly arrays?: boolean;
  /**
   * Blocks of the master's own blocks only, and the column external_busy the version of their outside busy
   * times (NULL without a schedule): for a kept-answer read, which reads those times (externalBusyByMasterSql)
   * only when its digest, the version with it, changed.
   */
  readonly externalBusyVersion?: boolean;
}

const instant = (ms: string): string => `to_timestamp(${ms}::float8 / 1000)`;

/**
 * JSON {"<master id>": [[start, end], ...]} (epoch ms) of the outside busy times overlapping the instants
 * fromMs..toMs of the masters `masters` (an SQL int[]); a master without any is left out, none at all: NULL.
 */
export const externalBusyByMasterSql = (masters: string, fromMs: string, toMs: string): string => `(
  SELECT json_object_agg(m.id, e.pairs)
    FROM unnest(${masters}) m(id)
   CROSS JOIN LATERAL (
     SELECT array_agg(ARRAY[${EPOCH_MS_FAST('cb.starts_at')}, ${EPOCH_MS_FAST('cb.ends_at')}]) AS pairs
       FROM (${externalBusyRows('m.id', instant(fromMs), instant(toMs))}) cb) e
   WHERE e.pairs IS NOT NULL)`;

export function scheduleBundleSql(p: ScheduleBundleParams): string {
  const from = instant(p.fromMs);
  const to = instant(p.toMs);
  const except = p.exceptAppointment ? ` AND a.id <> ${p.exceptAppointment}` : '';
  const none = p.arrays ? `'{}'::float8[]` : `'[]'::json`;
  return `
  CASE WHEN ms.master_id IS NULL THEN NULL ELSE json_build_object(
    'time_zone', ms.time_zone, 'pattern', ms.pattern, 'slot_step_minutes', ms.slot_step_minutes,
    'min_notice_minutes', ms.min_notice_minutes, 'horizon_days', ms.horizon_days,
    'buffer_minutes', ms.buffer_minutes) END AS schedule,
  CASE WHEN ms.master_id IS NULL THEN '[]'::json ELSE COALESCE((
    SELECT json_agg(json_build_array(so.date::text, so.intervals))
      FROM schedule_overrides so
     WHERE so.master_id = u.id AND so.date BETWEEN ${p.overridesFrom} AND ${p.overridesTo}), '[]'::json) END AS overrides,
  CASE WHEN ms.master_id IS NULL THEN ${none} ELSE ${pairs(
    p.arrays === true,
    'sb.starts_at',
    'sb.ends_at',
    `(SELECT sb.starts_at, sb.ends_at FROM schedule_blocks sb
       WHERE sb.master_id = u.id AND sb.starts_at < ${to} AND sb.ends_at > ${from}
      ${p.externalBusyVersion ? '' : `UNION ALL ${externalBusyRows('u.id', from, to)}`}) sb`,
  )}
  END AS blocks,
  CASE WHEN ms.master_id IS NULL THEN ${none} ELSE ${pairs(
    p.arrays === true,
    'b.starts_at',
    `GREATEST(b.occupied_until, b.ends_at + make_interval(mins => ms.buffer_minutes))`,
    `(SELECT a.starts_at, a.ends_at, a.occupied_until FROM appointments a
       WHERE a.master_id = u.id AND a.status NOT IN ('cancelled', 'expired', 'payment_conflict')${except}
         AND tstzrange(a.starts_at, a.occupied_until) && tstzrange(${from}, ${to})
      UNION ALL
      -- a group session holds its master's time, with or without seats taken
      SELECT g.starts_at, g.ends_at, g.occupied_until FROM group_sessions g
       WHERE g.master_id = u.id AND g.status = 'scheduled'
         AND g.starts_at < ${to} AND g.occupied_until > ${from}) b`,
  )}
  END AS busy${
    p.externalBusyVersion
      ? `,
  CASE WHEN ms.master_id IS NULL THEN NULL ELSE ${externalBusyVersion('u.id')} END AS external_busy`
      : ''
  }`;
}

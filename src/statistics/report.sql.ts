/**
 * The report's statement. It takes the view as viewBookingsSql($1 organization, $2 masters) and instants
 * as epoch ms.
 */
import { EPOCH_MS, EPOCH_MS_FAST } from '../schedules/schedule-bundle.sql';
import { viewBookingsSql, viewDayRowsSql, type BusinessView } from '../access/business-view';
import { boundsSql, clientKindsSql } from './client-kinds.sql';
import { groupSessionsSql } from './group-sessions.sql';
import { reportVersionSql } from './report-version.sql';

const at = (param: string) => `to_timestamp(${param}::float8 / 1000)`;

/**
 * The view's booking figures per master, date of the view's zone and service over the dates $9..$11 (the
 * previous period and the range), with the columns of booking_days (see its migration for each figure's
 * definition). Read from booking_days when its dates are the view's (the business's zone: always for an
 * owner's view and an independent master's; an organization's master whose own schedule names another zone
 * sees other dates), else counted from the bookings of [$3, $4) by the same definitions.
 */
const daysSql = (view: BusinessView): string => `
  SELECT k.master_id, k.day, k.service_id, k.bookings, k.visits, k.cancelled, k.no_shows, k.revenue, k.retained,
         k.booked
    FROM booking_days k
   WHERE (SELECT ok FROM kept) AND ${viewDayRowsSql(view, 'k')} AND k.day BETWEEN $9::date AND $11::date
  UNION ALL
  SELECT a.master_id, (a.starts_at AT TIME ZONE $8::varchar)::date, COALESCE(a.service_id, 0),
         count(*)::int,
         count(*) FILTER (WHERE a.status = 'completed')::int,
         count(*) FILTER (WHERE a.status = 'cancelled')::int,
         count(*) FILTER (WHERE a.status = 'no_show')::int,
         COALESCE(sum(a.price) FILTER (WHERE a.status = 'completed'), 0),
         COALESCE(sum(d.amount) FILTER (WHERE a.status <> 'completed'), 0)::int,
         COALESCE(range_agg(tstzrange(a.starts_at, a.ends_at)) FILTER (WHERE a.status <> 'cancelled'),
                  '{}'::tstzmultirange)
    FROM appointments a LEFT JOIN appointment_deposits d ON d.appointment_id = a.id AND d.status = 'retained'
   WHERE NOT (SELECT ok FROM kept)
     AND ${viewBookingsSql(view, 'a', '$1', '$2')} AND a.starts_at >= ${at('$3')} AND a.starts_at < ${at('$4')}
   GROUP BY 1, 2, 3`;

/** The ranges of multirange `m` as [[start, end], ...] epoch ms (one float8 array: cheaper than a JSON array each). */
const ranges = (m: string) => `COALESCE(to_json((
  SELECT array_agg(ARRAY[${EPOCH_MS_FAST('lower(r)')}, ${EPOCH_MS_FAST('upper(r)')}]) FROM unnest(${m}) r)), '[]'::json)`;

/**
 * The view's own masters, written for its shape (an organization's master members, or the view's masters),
 * so the planner's estimate of them is the same for any values: the statement's plan made once for its
 * shape then holds for every report, and is not made again for each.
 */
function viewMastersSql(view: BusinessView): string {
  if (view.masterIds === null)
    return `SELECT user_id FROM organization_members WHERE organization_id = $1::int AND role = 'master'`;
  return view.masterIds.length === 1 ? `SELECT ($2::int[])[1]` : `SELECT unnest($2::int[])`;
}

/**
 * The whole report's data in ONE statement, instants as epoch ms: per master and period (the range from
 * $10 on, the previous period before it) the figures summed and the booked time merged; per date of the
 * range its figures; per service visited in the range its visits and revenue; the masters of the view
 * (its masters with bookings then, and an organization's master members) with their schedules, overrides
 * of the dates $5..$6 and blocks around [$3, $4) as one JSON text each (working-time.ts reads it only when
 * it has not seen it); the new, returning and lost clients (client-kinds.sql.ts,
 * with $12 and $13); the group sessions.
 * $8 is the view's zone, $9 the previous period's first date, $11 the range's last.
 * With the version of the data it read (report-version.sql.ts, the same snapshot) over the masters it lists.
 */
const reportText = (view: BusinessView): string => `
  WITH kept AS (
    SELECT booking_days_zone($1::int, ($2::int[])[1]) = $8::varchar AS ok
  ), d AS (${daysSql(view)}
  ), p AS (
    SELECT d.master_id, d.day >= $10::date AS cur, sum(d.bookings)::int AS bookings, sum(d.visits)::int AS visits,
           sum(d.cancelled)::int AS cancelled, sum(d.no_shows)::int AS no_shows,
           (sum(d.revenue) * 100)::bigint AS revenue_kop, sum(d.retained)::bigint * 100 AS retained_kop,
           range_agg(d.booked) AS booked
      FROM d GROUP BY 1, 2
  ), m AS (
    SELECT DISTINCT id FROM (SELECT master_id AS id FROM p UNION ALL ${viewMastersSql(view)}) x
  ), bounds AS (SELECT ${boundsSql}
  )
  SELECT
    (${reportVersionSql(view, 'ARRAY(SELECT m.id FROM m)')}) AS version,
    json_build_object('masters',
    COALESCE((SELECT json_agg(json_build_object(
        'id', u.id, 'first_name', u.first_name, 'last_name', u.last_name,
        'schedule', json_build_array(ms.time_zone, ms.pattern,
          COALESCE((SELECT json_agg(json_build_array(so.date::text, so.intervals))
                      FROM schedule_overrides so
                     WHERE so.master_id = u.id AND so.date BETWEEN $5::date AND $6::date), '[]'::json),
          COALESCE((SELECT json_agg(json_build_array(${EPOCH_MS('sb.starts_at')}, ${EPOCH_MS('sb.ends_at')}))
                      FROM schedule_blocks sb
                     WHERE sb.master_id = u.id AND sb.starts_at < ${at('$4')} AND sb.ends_at > ${at('$3')}), '[]'::json))::text)
        ORDER BY u.first_name, u.last_name NULLS FIRST, u.id)
      FROM m JOIN users u ON u.id = m.id LEFT JOIN master_schedules ms ON ms.master_id = u.id), '[]'::json),
    'periods', COALESCE((SELECT json_agg(json_build_array(p.master_id, p.cur, p.bookings, p.visits, p.cancelled, p.no_shows,
                                               p.revenue_kop, p.retained_kop, ${ranges('p.booked')}))
                FROM p), '[]'::json),
    'days', COALESCE((SELECT json_agg(json_build_array(x.day - DATE '1970-01-01', x.bookings, x.visits, x.revenue_kop))
                FROM (SELECT d.day, sum(d.bookings)::int AS bookings, sum(d.visits)::int AS visits,
                             (sum(d.revenue) * 100)::bigint AS revenue_kop
                        FROM d WHERE d.day >= $10::date GROUP BY d.day) x), '[]'::json),
    'services', COALESCE((SELECT json_agg(json_build_array(s.id, s.name, x.visits, x.revenue_kop))
                FROM (SELECT d.service_id, sum(d.visits)::int AS visits, (sum(d.revenue) * 100)::bigint AS revenue_kop
                        FROM d WHERE d.day >= $10::date AND d.visits > 0 GROUP BY d.service_id) x
                JOIN services s ON s.id = x.service_id), '[]'::json),
    'kinds', (${clientKindsSql(view)}),
    'group_sessions', (${groupSessionsSql(view)})) AS data`;

/**
 * Only the version of a kept report's data ($3: the masters it lists): one small statement, so a report
 * asked again while nothing it reads has changed costs a few index reads (the report's statement gated on
 * the version costs its whole plan's start and end each time: 0.23 ms against 0.03).
 */
const versionText = (view: BusinessView): string => `SELECT (${reportVersionSql(view, '$3::int[]')}) AS version`;

const texts = new Map<string, string>();
const versionTexts = new Map<string, string>();

/** reportVersionSql's statement for the view's shape. */
export function reportVersionCheckSql(view: BusinessView): string {
  const shape = `${view.masterIds === null}`;
  let text = versionTexts.get(shape);
  if (text === undefined) versionTexts.set(shape, (text = versionText(view)));
  return text;
}

/**
 * reportSql's text for the view's shape (whether it is outside organizations, all of one, or some of its
 * masters, and how many): the text depends on nothing else, so it is written once per shape, not per report.
 */
export function reportSql(view: BusinessView): string {
  const shape = `${view.organizationId === null}:${view.masterIds?.length ?? 'all'}`;
  let text = texts.get(shape);
  if (text === undefined) texts.set(shape, (text = reportText(view)));
  return text;
}

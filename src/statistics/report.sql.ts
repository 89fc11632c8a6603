/**
 * The report's statement. It takes the view's bookings as viewBookingsSql($1 organization,
 * $2 masters) and instants as epoch ms.
 */
import { EPOCH_MS } from '../schedules/schedule-bundle.sql';
import { viewBookingsSql, viewMasterClientRowsSql, type BusinessView } from '../access/business-view';
import { groupSessionsSql } from './group-sessions.sql';

const at = (param: string) => `to_timestamp(${param}::float8 / 1000)`;

/** The last visit of kept row `s` starting before `end` (an epoch-ms parameter); its bookings only when later. */
const visitBefore = (s: string, end: string) => `
  CASE WHEN ${s}.last_visit < ${at(end)} THEN ${s}.last_visit
       ELSE (SELECT max(a.starts_at) FROM appointments a
              WHERE a.master_id = ${s}.master_id AND a.client_key = ${s}.client_key
                AND COALESCE(a.organization_id, 0) = ${s}.organization_id
                AND a.status = 'completed' AND a.starts_at < ${at(end)}) END`;

/**
 * Per master and client of the view (clients with at least one visit), from the kept per-client rows
 * (client_stats): the first visit ever, the last visit starting before $4 (the range's end) and before
 * $7 (the previous period's end), and the last booking that is not cancelled. Only a client whose last
 * visit is not before those ends has their bookings read, from its latest back. A subquery of reportSql,
 * so a report is one statement.
 */
const marksSql = (view: BusinessView): string => `
  SELECT s.master_id, s.client_key AS key, ${EPOCH_MS('s.first_visit')} AS first_visit,
         ${EPOCH_MS(visitBefore('s', '$4'))} AS last_visit,
         ${EPOCH_MS(visitBefore('s', '$7'))} AS last_prev_visit,
         ${EPOCH_MS('s.last_live')} AS last_live
    FROM client_stats s
   WHERE ${viewMasterClientRowsSql(view, 's')} AND s.visits > 0`;

/**
 * The whole report's data in ONE statement: bookings starting in [$3, $4) (the previous period and the
 * range; $7 is where the range starts) with the amount of a deposit the business retained, the masters of the view (its masters with bookings then, and an
 * organization's master members) with their schedules, overrides of the dates $5..$6 and blocks around
 * [$3, $4), the names of the services visited, and every client's marks (marksSql).
 */
export const reportSql = (view: BusinessView): string => `
  WITH b AS (
    SELECT a.master_id, a.service_id, a.status, a.price::text AS price,
           ${EPOCH_MS('a.starts_at')} AS s, ${EPOCH_MS('a.ends_at')} AS e, d.amount AS retained
      FROM appointments a
      LEFT JOIN appointment_deposits d ON d.appointment_id = a.id AND d.status = 'retained'
     WHERE ${viewBookingsSql(view, 'a', '$1', '$2')} AND a.starts_at >= ${at('$3')} AND a.starts_at < ${at('$4')}
  ), m AS (
    SELECT DISTINCT id FROM (
      SELECT master_id AS id FROM b
      UNION ALL SELECT user_id FROM organization_members
                 WHERE organization_id = $1::int AND role = 'master' AND $2::int[] IS NULL
      UNION ALL SELECT unnest($2::int[])) x
  )
  SELECT
    COALESCE((SELECT json_agg(json_build_object(
        'id', u.id, 'first_name', u.first_name, 'last_name', u.last_name,
        'time_zone', ms.time_zone, 'pattern', ms.pattern,
        'overrides', COALESCE((SELECT json_agg(json_build_array(so.date::text, so.intervals))
                                 FROM schedule_overrides so
                                WHERE so.master_id = u.id AND so.date BETWEEN $5::date AND $6::date), '[]'::json),
        'blocks', COALESCE((SELECT json_agg(json_build_array(${EPOCH_MS('sb.starts_at')}, ${EPOCH_MS('sb.ends_at')}))
                              FROM schedule_blocks sb
                             WHERE sb.master_id = u.id AND sb.starts_at < ${at('$4')} AND sb.ends_at > ${at('$3')}), '[]'::json))
        ORDER BY u.first_name, u.last_name NULLS FIRST, u.id)
      FROM m JOIN users u ON u.id = m.id LEFT JOIN master_schedules ms ON ms.master_id = u.id), '[]'::json) AS masters,
    COALESCE((SELECT json_agg(json_build_array(b.master_id, b.service_id, b.status, b.price, b.s, b.e, b.retained)) FROM b), '[]'::json)
      AS bookings,
    COALESCE((SELECT json_agg(json_build_array(s.id, s.name)) FROM services s
               WHERE s.id IN (SELECT b.service_id FROM b WHERE b.status = 'completed')), '[]'::json) AS services,
    COALESCE((SELECT json_agg(json_build_array(c.master_id, c.key, c.first_visit, c.last_visit, c.last_prev_visit,
                                               c.last_live))
                FROM (${marksSql(view)}) c), '[]'::json) AS marks,
    (${groupSessionsSql(view)}) AS group_sessions`;

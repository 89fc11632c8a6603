/**
 * The report's new, returning and lost clients (definitions: report-figures.ts clientKinds), counted by
 * the database from the kept per-client rows (client_stats) without reading a client's history: a
 * subquery of the report's statement (report.sql.ts), so a report stays one statement. Same parameters:
 * the view ($1 organization, $2 masters), instants as epoch ms: $3 the previous period's start, $7 the
 * range's start (the previous period's end), $4 the range's end, $12 and $13 the start of the date
 * `lost_after_days` days before the range's and the previous period's last date (a last visit before it is
 * "more than that many days before"). `m` is the report's CTE of the view's masters.
 *
 * Why each count is exact:
 * - new: the first visit ever starts in the period (its date is one of the period's);
 * - returning: a client had a visit in the period when their last visit is in it, or is later and one of
 *   their bookings with that master is a visit in it (one index probe, only for clients active after the
 *   period); over several masters, the distinct clients with a visit in the period less the new ones (a
 *   new client's first visit is in the period);
 * - lost: a last visit more than that many days before the period's last date is before the period's end,
 *   so it is also the last visit before the end; "no booking that is not cancelled after it" is then a
 *   last booking not cancelled no later than it.
 * Only clients with a visit since the previous period's start are read, and the lost ones; the masters of a
 * client active then are the masters with bookings then, so `m` lists them all.
 */
import type { BusinessView } from '../access/business-view';
import { viewClientRowsSql } from '../access/business-view';

/**
 * An instant parameter (epoch ms) as the report's CTE `bounds` holds it, converted once per statement: a
 * conversion written in a row's expression would run for every client row.
 */
const BOUND: Record<string, string> = {
  $3: 'prev_start',
  $7: 'cur_start',
  $4: 'cur_end',
  $12: 'lost_cur',
  $13: 'lost_prev',
};
const at = (param: string) => `(SELECT bounds.${BOUND[param]} FROM bounds)`;

/** The CTE `bounds` of the instants the counts compare with. */
export const boundsSql = Object.entries(BOUND)
  .map(([param, name]) => `to_timestamp(${param}::float8 / 1000) AS ${name}`)
  .join(', ');

/**
 * Whether kept row `s` (one master's) had a visit in [from, to): its last visit is in it; or, when the last
 * is later, its first visit is in it (a first visit at or after `from` decides alone: every visit is at or
 * after it); else one index probe, only for a client who first came before `from` and visits after `to`.
 * A scalar subquery, not EXISTS: the planner would otherwise hash every visit of the window.
 */
const visitIn = (s: string, from: string, to: string) => `
  (${s}.last_visit >= ${at(from)} AND (${s}.last_visit < ${at(to)} OR CASE WHEN ${s}.first_visit >= ${at(from)}
     THEN ${s}.first_visit < ${at(to)} ELSE (
     SELECT true FROM appointments x
      WHERE x.master_id = ${s}.master_id AND x.client_key = ${s}.client_key
        AND COALESCE(x.organization_id, 0) = ${s}.organization_id AND x.status = 'completed'
        AND x.starts_at >= ${at(from)} AND x.starts_at < ${at(to)} LIMIT 1) IS NOT NULL END))`;

/**
 * Kept rows of one business and master (`where` names them) whose last visit is `since`, as a subquery in
 * the order of client_stats_last_visit_idx: that order makes the planner read that index even when its
 * estimates are stale (a business that just grew), not every row of the organization.
 */
const rowsByLastVisit = (where: string, since: string) => `(
  SELECT s.* FROM client_stats s WHERE ${where} AND s.last_visit ${since} ORDER BY s.last_visit DESC NULLS LAST)`;

/** The active per-master rows: CTE `act` (master, client, first visit, a visit in the previous period, in the range). */
export const activeClientsSql = `
  SELECT s.master_id, s.client_key, s.first_visit, ${visitIn('s', '$3', '$7')} AS vp, ${visitIn('s', '$7', '$4')} AS vc
    FROM m CROSS JOIN LATERAL
         ${rowsByLastVisit('s.organization_id = COALESCE($1::int, 0) AND s.master_id = m.id', `>= ${at('$3')}`)} s`;

const newIn = (s: string, from: string, to: string) =>
  `count(*) FILTER (WHERE ${s}.first_visit >= ${at(from)} AND ${s}.first_visit < ${at(to)})::int`;

/**
 * { masters: [[master, new, returning, lost] of the range], merged: [new, returning, lost of the range, then
 * of the previous period] } over CTE `act` (activeClientsSql) and `m`.
 */
export const clientKindsSql = (view: BusinessView): string => `
  SELECT json_build_object(
    'masters', COALESCE((
      SELECT json_agg(json_build_array(m.id, COALESCE(a.new, 0), COALESCE(a.ret, 0), l.lost))
        FROM m
        LEFT JOIN (SELECT act.master_id, ${newIn('act', '$7', '$4')} AS new,
                          count(*) FILTER (WHERE act.vc AND act.first_visit < ${at('$7')})::int AS ret
                     FROM act GROUP BY act.master_id) a ON a.master_id = m.id
        CROSS JOIN LATERAL (
          SELECT count(*)::int AS lost
            FROM ${rowsByLastVisit('s.organization_id = COALESCE($1::int, 0) AND s.master_id = m.id', `< ${at('$12')}`)} s
           WHERE s.last_live <= s.last_visit) l), '[]'::json),
    'merged', (
      SELECT json_build_array(n.cur, v.cur - n.cur, l.cur, n.prev, v.prev - n.prev, l.prev)
        FROM (SELECT ${newIn('s', '$7', '$4')} AS cur, ${newIn('s', '$3', '$7')} AS prev
                FROM ${rowsByLastVisit(viewClientRowsSql(view, 's'), `>= ${at('$3')}`)} s) n,
             (SELECT count(*) FILTER (WHERE c.vc)::int AS cur, count(*) FILTER (WHERE c.vp)::int AS prev
                FROM (SELECT bool_or(act.vc) AS vc, bool_or(act.vp) AS vp FROM act GROUP BY act.client_key) c) v,
             (SELECT count(*) FILTER (WHERE s.last_visit < ${at('$12')})::int AS cur,
                     count(*) FILTER (WHERE s.last_visit < ${at('$13')})::int AS prev
                FROM ${rowsByLastVisit(viewClientRowsSql(view, 's'), `< ${at('$12')}`)} s
               WHERE s.last_live <= s.last_visit) l))`;

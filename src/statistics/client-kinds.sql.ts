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
 * - returning: a client had a visit in the period when their last visit is in it, or is later and their
 *   first visit is in it, or (only for a client who came before the period and visits after it) one of
 *   their bookings is a visit in it (an index probe); returning is that less the new ones (a new client's
 *   first visit is in the period). A master's figures read that master's rows active in the range; the
 *   merged ones read the view's own rows (an organization's rows over all its masters) once, both periods
 *   in one pass;
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
 * Whether one master's kept row `s` has a visit in [from, to) although its first visit is before `from`
 * and its last at or after `to`: one index probe of that master's bookings of the client. A scalar
 * subquery, not EXISTS: the planner would otherwise hash every visit of the window.
 */
const masterProbe = (s: string, from: string, to: string) => `(
     SELECT true FROM appointments x
      WHERE x.master_id = ${s}.master_id AND x.client_key = ${s}.client_key
        AND COALESCE(x.organization_id, 0) = ${s}.organization_id AND x.status = 'completed'
        AND x.starts_at >= ${at(from)} AND x.starts_at < ${at(to)} LIMIT 1) IS NOT NULL`;

/**
 * Whether kept row `s` had a visit in [from, to): its last visit is in it; or, when the last is later, its
 * first visit is in it (a first visit at or after `from` decides alone: every visit is at or after it);
 * else `probe`, only for a client who first came before `from` and visits after `to`.
 */
const visitIn = (s: string, from: string, to: string, probe: string) => `
  (${s}.last_visit >= ${at(from)} AND (${s}.last_visit < ${at(to)} OR CASE WHEN ${s}.first_visit >= ${at(from)}
     THEN ${s}.first_visit < ${at(to)} ELSE ${probe} END))`;

/** visitIn for one master's row `s`. */
const masterVisitIn = (s: string, from: string, to: string) => visitIn(s, from, to, masterProbe(s, from, to));

/**
 * visitIn for a row of the view's own client base: an organization's row over its masters (master 0)
 * asks its masters' rows of the client (client_stats_client_idx), a master's row its bookings.
 */
const viewVisitIn = (view: BusinessView, s: string, from: string, to: string) =>
  view.organizationId !== null && view.masterIds === null
    ? visitIn(
        s,
        from,
        to,
        `(SELECT true FROM client_stats cm
           WHERE cm.organization_id = ${s}.organization_id AND cm.client_key = ${s}.client_key AND cm.master_id <> 0
             AND ${masterVisitIn('cm', from, to)} LIMIT 1) IS NOT NULL`,
      )
    : masterVisitIn(s, from, to);

/**
 * Kept rows of one business and master (`where` names them) whose last visit is `since`, as a subquery in
 * the order of client_stats_last_visit_idx: that order makes the planner read that index even when its
 * estimates are stale (a business that just grew), not every row of the organization.
 */
const rowsByLastVisit = (where: string, since: string) => `(
  SELECT s.* FROM client_stats s WHERE ${where} AND s.last_visit ${since} ORDER BY s.last_visit DESC NULLS LAST)`;

const firstIn = (s: string, from: string, to: string) =>
  `${s}.first_visit >= ${at(from)} AND ${s}.first_visit < ${at(to)}`;

/**
 * { masters: [[master, new, returning, lost] of the range], merged: [new, returning, lost of the range, then
 * of the previous period] } over the report's CTEs `m` and `bounds`. A master's rows active in the range
 * are those with a last visit since its start; one who came before it returned when they had a visit in it.
 */
export const clientKindsSql = (view: BusinessView): string => `
  SELECT json_build_object(
    'masters', COALESCE((
      SELECT json_agg(json_build_array(m.id, a.new, a.ret, l.lost))
        FROM m
        CROSS JOIN LATERAL (
          SELECT count(*) FILTER (WHERE ${firstIn('s', '$7', '$4')})::int AS new,
                 count(*) FILTER (WHERE s.first_visit < ${at('$7')}
                                    AND (s.last_visit < ${at('$4')} OR ${masterProbe('s', '$7', '$4')}))::int AS ret
            FROM ${rowsByLastVisit('s.organization_id = COALESCE($1::int, 0) AND s.master_id = m.id', `>= ${at('$7')}`)} s) a
        CROSS JOIN LATERAL (
          SELECT count(*)::int AS lost
            FROM ${rowsByLastVisit('s.organization_id = COALESCE($1::int, 0) AND s.master_id = m.id', `< ${at('$12')}`)} s
           WHERE s.last_live <= s.last_visit) l), '[]'::json),
    'merged', (
      SELECT json_build_array(v.new_cur, v.cur - v.new_cur, l.cur, v.new_prev, v.prev - v.new_prev, l.prev)
        FROM (SELECT count(*) FILTER (WHERE ${firstIn('s', '$7', '$4')})::int AS new_cur,
                     count(*) FILTER (WHERE ${firstIn('s', '$3', '$7')})::int AS new_prev,
                     count(*) FILTER (WHERE ${viewVisitIn(view, 's', '$7', '$4')})::int AS cur,
                     count(*) FILTER (WHERE ${viewVisitIn(view, 's', '$3', '$7')})::int AS prev
                FROM ${rowsByLastVisit(viewClientRowsSql(view, 's'), `>= ${at('$3')}`)} s) v,
             (SELECT count(*) FILTER (WHERE s.last_visit < ${at('$12')})::int AS cur,
                     count(*) FILTER (WHERE s.last_visit < ${at('$13')})::int AS prev
                FROM ${rowsByLastVisit(viewClientRowsSql(view, 's'), `< ${at('$12')}`)} s
               WHERE s.last_live <= s.last_visit) l))`;

/**
 * The report's figures of group sessions (src/sessions): a subquery of the report's statement (report.sql.ts),
 * so a report stays one statement. Same parameters: the view as viewBookingsSql($1 organization, $2 masters),
 * instants as epoch ms: $3 the previous period's start, $7 the range's start, $4 the range's end.
 */
import { viewBookingsSql, type BusinessView } from '../access/business-view';

const at = (param: string) => `to_timestamp(${param}::float8 / 1000)`;

/** One period's figures as a JSON array: [sessions, seats offered, seats taken, visits, revenue in kopecks]. */
const periodFigures = (when: string) => `json_build_array(
    count(*) FILTER (WHERE ${when}),
    COALESCE(sum(x.capacity) FILTER (WHERE ${when}), 0),
    COALESCE(sum(x.seats_taken) FILTER (WHERE ${when}), 0),
    COALESCE(sum(x.visits) FILTER (WHERE ${when}), 0),
    COALESCE(sum(x.revenue_kop) FILTER (WHERE ${when}), 0))`;

/**
 * { cur, prev }: the figures of the view's sessions starting in [$7, $4) and in [$3, $7) that were not
 * cancelled (status scheduled: one that ran stays so). Seats taken is the session's counter (seats not
 * cancelled, kept by the database); visits and revenue are its completed seats, each at its own price.
 * The view's condition is the bookings' one read on group_sessions, which carries the same master_id and
 * organization_id (and a status no booking filter excludes); by group_sessions_organization_starts or
 * group_sessions_master_starts, then appointments_session per session.
 */
export const groupSessionsSql = (view: BusinessView): string => `
  SELECT json_build_object('cur', ${periodFigures('x.cur')}, 'prev', ${periodFigures('NOT x.cur')})
    FROM (SELECT g.starts_at >= ${at('$7')} AS cur, g.capacity, g.seats_taken, v.visits, v.revenue_kop
            FROM group_sessions g
            CROSS JOIN LATERAL (
              SELECT count(*) AS visits, round(COALESCE(sum(a.price), 0) * 100)::bigint AS revenue_kop
                FROM appointments a WHERE a.session_id = g.id AND a.status = 'completed') v
           WHERE ${viewBookingsSql(view, 'g', '$1', '$2')} AND g.status = 'scheduled'
             AND g.starts_at >= ${at('$3')} AND g.starts_at < ${at('$4')}) x`;

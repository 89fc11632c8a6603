import { ratio, roubles } from './report-figures';
import type { StatisticsGroupSessions, StatisticsReportResponse } from './statistics.contract';

/** One period as groupSessionsSql answers it: [sessions, seats offered, seats taken, visits, revenue kopecks]. */
type PeriodRow = [number, number | string, number | string, number | string, number | string];

/** The report statement's `group_sessions` column (group-sessions.sql.ts). */
export interface GroupSessionsRow {
  cur: PeriodRow;
  prev: PeriodRow;
}

function figures([sessions, offered, taken, visits, revenueKop]: PeriodRow): StatisticsGroupSessions {
  const seatsOffered = Number(offered);
  const seatsTaken = Number(taken);
  return {
    sessions: Number(sessions),
    seats_offered: seatsOffered,
    seats_taken: seatsTaken,
    occupancy: ratio(seatsTaken, seatsOffered),
    visits: Number(visits),
    revenue: roubles(Number(revenueKop)),
  };
}

/**
 * The report's group-session fields: present only when the view had a session in either period, so a
 * business without group work gets the report's shape as written.
 */
export function groupSessionFields(
  row: GroupSessionsRow | null,
): Pick<StatisticsReportResponse, 'group_sessions' | 'previous_group_sessions'> {
  if (!row || Number(row.cur[0]) + Number(row.prev[0]) === 0) return {};
  return { group_sessions: figures(row.cur), previous_group_sessions: figures(row.prev) };
}

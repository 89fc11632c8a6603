// The group sessions of the board's week, for the masters it shows, and the names of their services. A
// session is one block of the day («Йога 5/12»); its seats (bookings with a session_id) are inside it, not
// beside it.
import { useQueries } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { fetchPublicMasterPage } from '../../api/public';
import { useMastersSessions, type SessionResponse } from '../../api/sessions';
import type { BookableMaster } from './ManualBookingForm';
import type { Board } from './use-board';
import { addDays, zonedDate } from '../../lib/zoned-time';

export interface BoardSessions {
  /** Sessions by the board zone's date, in time order. */
  byDate: Map<string, SessionResponse[]>;
  /** A service's name by its id (the masters' services and the bookings' ones). */
  serviceName: (id: number) => string | null;
}

export function useBoardSessions(board: Board, masters: number[], bookable: BookableMaster[], enabled: boolean) {
  const from = addDays(board.week[0], -1);
  const to = addDays(board.week[6], 1);
  const answers = useMastersSessions(masters, from, to, enabled);
  const pages = useQueries({
    queries: bookable.map((m) => ({
      queryKey: m.ref
        ? m.ref.kind === 'master'
          ? queryKeys.publicMaster(m.ref.value)
          : queryKeys.publicOrganizationMaster(m.ref.value)
        : ['public', 'none', m.id],
      queryFn: () => fetchPublicMasterPage(m.ref!),
      enabled: enabled && m.ref !== null,
      retry: false,
    })),
  });
  const byDate = new Map<string, SessionResponse[]>();
  const sessions = answers.flatMap((a) => a.data?.sessions ?? []);
  for (const s of sessions.sort((x, y) => Date.parse(x.starts_at) - Date.parse(y.starts_at))) {
    const day = zonedDate(s.starts_at, board.zone);
    byDate.set(day, [...(byDate.get(day) ?? []), s]);
  }
  const names = new Map<number, string>();
  for (const p of pages) for (const s of p.data?.services ?? []) names.set(s.id, s.name);
  for (const a of board.calendar.data?.appointments ?? []) if (a.service) names.set(a.service.id, a.service.name);

  return { byDate, serviceName: (id: number) => names.get(id) ?? null } satisfies BoardSessions;
}

/** The seats of a session among the board's bookings, not shown as bookings of their own. */
export function isSeat(a: object): boolean {
  return typeof (a as { session_id?: unknown }).session_id === 'number';
}

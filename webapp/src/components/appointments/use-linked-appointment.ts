// A bot notice's button opens a booking on the board: /calendar/day?appointment=42 (the salon's records take
// the same). The board shows the week of ?date= (or today's); a booking not in it is looked for in the
// calendar around today, and once found its day is shown and its details opened.
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AppointmentResponse } from '@api/appointments/appointments.contract';
import { fetchCalendar } from '../../api/appointments';
import { queryKeys } from '../../api/query-keys';
import type { Board } from './use-board';
import { addDays, zonedDate } from '../../lib/zoned-time';

/**
 * Where a booking not on screen is looked for, in turn: the coming weeks, further on, then the weeks before
 * (each at most 62 days, the calendar's limit). Bookings a notice speaks of are mostly near and ahead.
 */
export function searchWindows(today: string): { from: string; to: string }[] {
  return [
    { from: addDays(today, -7), to: addDays(today, 54) },
    { from: addDays(today, 55), to: addDays(today, 116) },
    { from: addDays(today, -69), to: addDays(today, -8) },
  ];
}

/** 'none': no link; 'searching': looking further; 'missing': not in the caller's calendar. */
export type LinkState = 'none' | 'searching' | 'missing';

export function useLinkedAppointment(
  board: Board,
  masterId: number | null,
  enabled: boolean,
  open: (a: AppointmentResponse) => void,
): LinkState {
  const id = board.linked;
  const { calendar } = board;
  const settled = calendar.isSuccess && !calendar.isPlaceholderData;
  const here = id !== null && settled ? (calendar.data?.appointments.find((a) => a.id === id) ?? null) : null;
  const search = useQuery({
    queryKey: queryKeys.findAppointment(id ?? 0, masterId, board.today),
    queryFn: async () => {
      for (const range of searchWindows(board.today)) {
        const page = await fetchCalendar({ ...range, masterId });
        const found = page.appointments.find((a) => a.id === id);
        if (found) return { appointment: found, zone: page.time_zone };
      }
      return null;
    },
    enabled: id !== null && enabled && settled && here === null,
    retry: false,
  });

  const opened = useRef<number | null>(null);
  const found = here ? { appointment: here, zone: board.zone } : (search.data ?? null);
  useEffect(() => {
    if (id === null || !found || opened.current === id) return;
    opened.current = id;
    open(found.appointment);
    board.linkHandled(zonedDate(found.appointment.starts_at, found.zone));
  }, [id, found, open, board]);

  if (id === null) return 'none';
  if (search.data === null || search.isError) return 'missing';
  return 'searching';
}

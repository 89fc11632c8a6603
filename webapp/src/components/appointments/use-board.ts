// The day/week board's state: the chosen date and view live in the address (?date=YYYY-MM-DD&view=week), so
// a link (from the calendar, a notice) opens a given day, and Back returns to it.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AppointmentResponse } from '@api/appointments/appointments.contract';
import { isCalendarDate } from '@api/time-core/calendar-date';
import { useAppointmentCalendar } from '../../api/appointments';
import { addDays, browserZone, todayIn, weekStart, zonedDate } from '../../lib/zoned-time';

export type BoardView = 'day' | 'week';

/** A bot notice's button opens a booking: /calendar/day?appointment=42 (and the salon's records likewise). */
export const LINK_PARAM = 'appointment';

/** A positive integer id from ?appointment=, else null. */
export function linkedId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export function useBoard(masterId: number | null, enabled = true) {
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => Date.now());
  const asked = params.get('date');
  const chosen = asked && isCalendarDate(asked) ? asked : null; // a date that does not exist means today
  const view: BoardView = params.get('view') === 'week' ? 'week' : 'day';

  // The zone is the answer's (the master's or the salon's); until it is known, the browser's. The week asked
  // for is padded by a day on each side, so a zone a day apart still has the whole week.
  const anchor = chosen ?? todayIn(browserZone(), now);
  const monday = weekStart(anchor);
  const calendar = useAppointmentCalendar({ from: addDays(monday, -1), to: addDays(monday, 7), masterId }, enabled);
  const zone = calendar.data?.time_zone ?? browserZone();
  const today = todayIn(zone, now);
  const date = chosen ?? today;
  const week = Array.from({ length: 7 }, (_, i) => addDays(weekStart(date), i));

  const byDate = useMemo(() => {
    const map = new Map<string, AppointmentResponse[]>();
    for (const a of calendar.data?.appointments ?? []) {
      const day = zonedDate(a.starts_at, zone);
      const list = map.get(day) ?? [];
      list.push(a);
      map.set(day, list);
    }
    return map;
  }, [calendar.data, zone]);

  function update(next: { date?: string; view?: BoardView; dropLink?: boolean }) {
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (next.date) p.set('date', next.date);
        if (next.view) p.set('view', next.view);
        if (next.dropLink) p.delete(LINK_PARAM);
        return p;
      },
      { replace: true },
    );
  }

  return {
    now,
    zone,
    today,
    date,
    view,
    week,
    byDate,
    calendar,
    setDate: (d: string) => update({ date: d }),
    setView: (v: BoardView) => update({ view: v }),
    /** The booking a link names (?appointment=), or null. */
    linked: linkedId(params.get(LINK_PARAM)),
    /** The linked booking was found on `date`: that day is shown, and the link is done with (not opened again). */
    linkHandled: (d: string | null) => update({ date: d ?? undefined, dropLink: true }),
  };
}

export type Board = ReturnType<typeof useBoard>;

// The day/week board's state: the chosen date and view live in the address (?date=YYYY-MM-DD&view=week), so
// a link (from the calendar, a notice) opens a given day, and Back returns to it.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AppointmentResponse } from '@api/appointments/appointments.contract';
import { useAppointmentCalendar } from '../../api/appointments';
import { addDays, browserZone, todayIn, weekStart, zonedDate } from './zoned-time';

export type BoardView = 'day' | 'week';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function useBoard(masterId: number | null, enabled = true) {
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => Date.now());
  const asked = params.get('date');
  const chosen = asked && DATE.test(asked) ? asked : null;
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

  function update(next: { date?: string; view?: BoardView }) {
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (next.date) p.set('date', next.date);
        if (next.view) p.set('view', next.view);
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
  };
}

export type Board = ReturnType<typeof useBoard>;

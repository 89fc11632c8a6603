/**
 * When a master's daily agenda is due: their agenda_time on a local date of their zone. Plain functions
 * (no Nest), used by the schedule PUT (through AGENDA_PLANNER, which this folder provides: it turns the
 * agenda on, off or moves it) and by the runner (which moves a sent agenda to the next day).
 */
import type { EntityManager } from 'typeorm';
import { addDays } from '../time-core/calendar-date';
import { parseClock } from '../time-core/clock-text';
import { localToInstant, zonedDate } from '../time-core/zone';

/**
 * The first moment after `afterMs` that is `agendaTime` local in `zone`, skipping the local date
 * `skipDate` (the date an agenda was last sent for: one agenda a day, even when the time is changed later).
 */
export function nextAgendaDue(
  agendaTime: string,
  zone: string,
  afterMs: number,
  skipDate: string | null = null,
): number {
  const minutes = parseClock(agendaTime);
  if (minutes === null || minutes >= 1440) throw new RangeError(`Not an agenda time: ${agendaTime}`);
  let date = zonedDate(afterMs, zone);
  // today's time may be past already; a DST gap moves a time forward, never back before afterMs
  for (let i = 0; i < 3; i++, date = addDays(date, 1)) {
    const at = localToInstant(date, minutes, zone);
    if (at > afterMs && date !== skipDate) return at;
  }
  return localToInstant(date, minutes, zone);
}

/**
 * Turns the master's agenda on (or moves it) for `agendaTime` in `zone`, or off (null), inside the caller's
 * transaction. An agenda already sent today is not sent again today.
 */
export async function planAgenda(
  m: EntityManager,
  masterId: number,
  agendaTime: string | null,
  zone: string,
  nowMs: number,
): Promise<void> {
  if (agendaTime === null) {
    await m.query(`DELETE FROM master_agendas WHERE master_id = $1`, [masterId]);
    return;
  }
  const [row]: { last_sent_ms: number | null }[] = await m.query(
    `SELECT (extract(epoch FROM last_sent_at) * 1000)::float8 AS last_sent_ms FROM master_agendas WHERE master_id = $1`,
    [masterId],
  );
  const sentDate = row?.last_sent_ms == null ? null : zonedDate(row.last_sent_ms, zone);
  const due = nextAgendaDue(agendaTime, zone, nowMs, sentDate);
  await m.query(
    `INSERT INTO master_agendas (master_id, next_due_at) VALUES ($1, $2)
     ON CONFLICT (master_id) DO UPDATE SET next_due_at = EXCLUDED.next_due_at`,
    [masterId, new Date(due).toISOString()],
  );
}

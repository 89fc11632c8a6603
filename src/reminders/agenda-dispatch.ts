import type { EntityManager } from 'typeorm';
import type { AgendaItem, NotificationDraft } from '../notifications/notification-kinds';
import type { NotificationsService } from '../notifications/notifications.service';
import { addDays } from '../time-core/calendar-date';
import { parseClock } from '../time-core/clock-text';
import { formatInstant, localToInstant, zonedDate } from '../time-core/zone';
import { nextAgendaDue } from './agenda-plan';
import { ADVANCE_AGENDA_SQL, AGENDA_ITEMS_SQL, CLAIM_AGENDAS_SQL, ClaimedAgenda } from './reminder.sql';

/** More would not fit one Telegram message (4096 characters); the text says how many are left out. */
export const AGENDA_MAX_ITEMS = 40;

export interface AgendaBatchResult {
  claimed: number;
  sent: number;
}

interface ItemRow {
  appointment_id: number;
  starts_ms: number;
  status: AgendaItem['status'];
  client_name: string | null;
  client_phone: string | null;
  service_name: string | null;
}

/** The master's live bookings of `date` (local in `zone`), and how many there are in all. */
async function dayItems(m: EntityManager, masterId: number, date: string, zone: string) {
  const from = new Date(localToInstant(date, 0, zone)).toISOString();
  const to = new Date(localToInstant(addDays(date, 1), 0, zone)).toISOString();
  const rows: ItemRow[] = await m.query(AGENDA_ITEMS_SQL, [masterId, from, to, AGENDA_MAX_ITEMS + 1]);
  const items: AgendaItem[] = rows.slice(0, AGENDA_MAX_ITEMS).map((r) => ({
    appointment_id: r.appointment_id,
    starts_at: formatInstant(r.starts_ms, zone),
    client_name: r.client_name,
    client_phone: r.client_phone,
    service_name: r.service_name,
    status: r.status,
  }));
  return { items, more: rows.length > AGENDA_MAX_ITEMS };
}

/**
 * One batch of due agendas, inside the caller's transaction (claimed with SKIP LOCKED, advanced in the same
 * commit as the notice). Each lists the local day of `now`, once a day: an agenda due days ago (the server
 * was down) is not sent for days gone by, only for today once today's time has come.
 */
export async function dispatchAgendas(
  m: EntityManager,
  notifications: NotificationsService,
  nowMs: number,
  batchSize: number,
): Promise<AgendaBatchResult> {
  const claimed: ClaimedAgenda[] = await m.query(CLAIM_AGENDAS_SQL, [new Date(nowMs).toISOString(), batchSize]);
  const drafts: NotificationDraft<'master_agenda'>[] = [];
  for (const g of claimed) {
    const minutes = g.agenda_time === null ? null : parseClock(g.agenda_time);
    if (minutes === null || g.time_zone === null) {
      await m.query(`DELETE FROM master_agendas WHERE master_id = $1`, [g.master_id]);
      continue;
    }
    const today = zonedDate(nowMs, g.time_zone);
    const sentToday = g.last_sent_ms !== null && zonedDate(g.last_sent_ms, g.time_zone) === today;
    const send = !sentToday && !g.is_blocked && localToInstant(today, minutes, g.time_zone) <= nowMs;
    if (send) {
      const { items, more } = await dayItems(m, g.master_id, today, g.time_zone);
      drafts.push({
        chatId: g.chat_id,
        userId: g.master_id,
        kind: 'master_agenda',
        payload: { date: today, time_zone: g.time_zone, items, more },
      });
    }
    const next = nextAgendaDue(g.agenda_time!, g.time_zone, nowMs, send || sentToday ? today : null);
    await m.query(ADVANCE_AGENDA_SQL, [
      g.master_id,
      new Date(next).toISOString(),
      send ? new Date(nowMs).toISOString() : null,
    ]);
  }
  await notifications.enqueue(drafts, m);
  return { claimed: claimed.length, sent: drafts.length };
}

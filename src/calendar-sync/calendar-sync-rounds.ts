/**
 * The sync's due work, one round each, as plain functions of (db, now, deps) so any job loop can run them:
 * - runCalendarSyncOnce: due connections read their busy times for the next 60 days (our own events left
 *   out) and replace what was kept; the next read CALENDAR_SYNC_MINUTES later.
 * - runCalendarEventsOnce: bookings whose calendar lags behind become pending rows; pending rows are written
 *   (put or delete), a failure waits (1, 2, 4 … 60 minutes) and is tried again.
 * A credential refusal counts against the connection; the third in a row marks it broken and the master is
 * told once (in the same transaction), with «Переподключить». Nothing else stops.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { NotificationDraft } from '../notifications/notification-kinds';
import { sqlInstant } from '../database/sql-instant';
import { CalendarAuthError, type CalendarProvider, ownUid, type ProviderConnection } from './calendar-provider';
import { REPLACE_BUSY_SQL } from './calendar-busy.sql';
import {
  CLAIM_EVENTS_SQL,
  EVENT_DONE_SQL,
  EVENT_FAIL_SQL,
  EVENT_SQL,
  SCAN_SQL,
  type EventRow,
} from './calendar-events.sql';
import {
  BY_ID_SQL,
  CHAT_SQL,
  CLAIM_DUE_SQL,
  SYNC_FAIL_SQL,
  SYNC_OK_SQL,
  type ConnectionRow,
} from './calendar-sync.sql';
import { open } from './secret-box';

const MINUTE = 60_000;
export const SYNC_WINDOW_MS = 60 * 24 * 60 * MINUTE;
/** Credential refusals in a row that mark a connection broken; other failures in a row. */
export const AUTH_FAILURES_TO_BREAK = 3;
export const ANY_FAILURES_TO_BREAK = 12;
const LEASE_MS = 2 * MINUTE;

export interface SyncDeps {
  key: Buffer;
  providers: Record<'google' | 'caldav', CalendarProvider>;
  syncMinutes: number;
  enqueue: (drafts: NotificationDraft[], m: EntityManager) => Promise<unknown>;
  batchSize?: number;
}

export function providerConnection(row: ConnectionRow, key: Buffer): ProviderConnection {
  return {
    id: String(row.id),
    provider: row.provider,
    serverUrl: row.server_url,
    account: row.account,
    secret: open(key, row.secret),
    timeZone: row.time_zone,
  };
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** A failed call of connection `id`: counted; on the failure that breaks it, the master is told (once). */
export async function connectionFailed(db: DataSource, deps: SyncDeps, id: number, e: unknown, now: number) {
  const auth = e instanceof CalendarAuthError;
  const limit = auth ? AUTH_FAILURES_TO_BREAK : ANY_FAILURES_TO_BREAK;
  await db.transaction(async (m) => {
    const [row] = await m.query<{ tell: boolean; master_id: number; provider: 'google' | 'caldav'; account: string }[]>(
      SYNC_FAIL_SQL,
      [id, message(e), sqlInstant(now + deps.syncMinutes * MINUTE), auth ? limit : ANY_FAILURES_TO_BREAK],
    );
    if (!row?.tell) return;
    const [chat] = await m.query<{ chat_id: string }[]>(CHAT_SQL, [row.master_id]);
    if (!chat) return;
    await deps.enqueue(
      [
        {
          chatId: Number(chat.chat_id),
          userId: row.master_id,
          kind: 'calendar_broken',
          payload: { connection_id: id, provider: row.provider, account: row.account },
        },
      ],
      m,
    );
  });
}

/** One round of reading busy times; answers how many connections were read. */
export async function runCalendarSyncOnce(db: DataSource, now: number, deps: SyncDeps): Promise<number> {
  const claimed = await db.transaction((m) =>
    m.query<{ id: number }[]>(CLAIM_DUE_SQL, [sqlInstant(now), deps.batchSize ?? 20, sqlInstant(now + LEASE_MS)]),
  );
  for (const { id } of claimed) {
    const [row] = await db.query<ConnectionRow[]>(BY_ID_SQL, [id]);
    if (!row) continue;
    try {
      const conn = providerConnection(row, deps.key);
      const provider = deps.providers[row.provider];
      const chosen = row.calendars.filter((c) => c.blocks_time).map((c) => c.id);
      const busy = chosen.length
        ? await provider.busy(conn, chosen, new Date(now), new Date(now + SYNC_WINDOW_MS))
        : [];
      const times = busy
        .filter((b) => !b.own_uid && b.ends_at.getTime() > b.starts_at.getTime())
        .map((b) => [b.starts_at.getTime(), b.ends_at.getTime()]);
      await db.transaction(async (m) => {
        await m.query(REPLACE_BUSY_SQL, [row.id, row.master_id, row.provider, JSON.stringify(times)]);
        await m.query(SYNC_OK_SQL, [row.id, sqlInstant(now), sqlInstant(now + deps.syncMinutes * MINUTE), null]);
      });
    } catch (e) {
      await connectionFailed(db, deps, row.id, e, now);
    }
  }
  return claimed.length;
}

const eventText = (r: EventRow) => ({
  summary: [r.client_first_name, r.service_name].filter(Boolean).join(' — ') || 'Запись',
  description: [r.service_name && `Услуга: ${r.service_name}`, r.client_phone && `Телефон: ${r.client_phone}`]
    .filter(Boolean)
    .join('\n'),
});

/** One round of writing bookings' events; answers how many rows were tried. */
export async function runCalendarEventsOnce(db: DataSource, now: number, deps: SyncDeps): Promise<number> {
  await db.query(SCAN_SQL, [sqlInstant(now)]);
  const claimed = await db.transaction((m) =>
    m.query<{ id: number }[]>(CLAIM_EVENTS_SQL, [sqlInstant(now), deps.batchSize ?? 50, sqlInstant(now + LEASE_MS)]),
  );
  for (const { id } of claimed) {
    const [ev] = await db.query<EventRow[]>(EVENT_SQL, [id]);
    if (!ev) continue;
    const [row] = await db.query<ConnectionRow[]>(BY_ID_SQL, [ev.connection_id]);
    if (!row) continue;
    try {
      const conn = providerConnection(row, deps.key);
      const provider = deps.providers[row.provider];
      let remote = ev.remote_id;
      let written = ev.written_calendar_id;
      // the booking went, or the receiving calendar changed: the old event goes first
      if (remote && written && (ev.want_starts_ms === null || written !== ev.calendar_id)) {
        await provider.deleteEvent(conn, written, remote);
        remote = null;
        written = null;
      }
      if (ev.want_starts_ms !== null && ev.want_ends_ms !== null) {
        const put = await provider.putEvent(conn, ev.calendar_id, {
          uid: ownUid(String(ev.appointment_id)),
          starts_at: new Date(ev.want_starts_ms),
          ends_at: new Date(ev.want_ends_ms),
          ...eventText(ev),
          ...(remote ? { remote_id: remote } : {}),
        });
        remote = put.remote_id;
        written = ev.calendar_id;
      }
      await db.query(EVENT_DONE_SQL, [id, ev.want_starts_ms, remote, written, ev.calendar_id, sqlInstant(now)]);
    } catch (e) {
      await db.query(EVENT_FAIL_SQL, [id, message(e), sqlInstant(now)]);
      if (e instanceof CalendarAuthError) await connectionFailed(db, deps, row.id, e, now);
    }
  }
  return claimed.length;
}

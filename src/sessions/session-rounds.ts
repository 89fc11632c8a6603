import type { DataSource } from 'typeorm';
import { sqlInstant } from '../database/sql-instant';
import type { GroupSessionNotice, NotificationDraft } from '../notifications/notification-kinds';
import type { NotificationsService } from '../notifications/notifications.service';
import { formatInstant } from '../time-core/zone';
import { cancelSession } from './sessions.service';
import {
  CLAIM_MINIMUM_SQL,
  CLAIM_SUMMARIES_SQL,
  MINIMUM_MET_SQL,
  SUMMARISED_SQL,
  type SessionNoticeRow,
} from './session-rounds.sql';

/** The reason attendees read when a session is cancelled below its minimum. */
export const MINIMUM_REASON = 'Не набралось минимальное число участников';

const noticeOf = (r: SessionNoticeRow): GroupSessionNotice => ({
  session_id: r.id,
  service_name: r.service_name,
  starts_at: formatInstant(r.starts_ms, r.time_zone),
  time_zone: r.time_zone,
  seats_taken: r.seats_taken,
  capacity: r.capacity,
});

/**
 * One round of the minimum-participants check: each scheduled session whose check is due (min_check_hours
 * before its start) and has fewer seats than its minimum is cancelled by itself: every attendee is told in
 * the chat, paid deposits become refund_due (a business's cancellation), and the master is told. A session
 * that has its minimum is not checked again. Answers how many sessions were cancelled.
 */
export async function runSessionMinimumOnce(
  db: DataSource,
  notifications: NotificationsService,
  now: number,
  batchSize = 50,
): Promise<{ checked: number; cancelled: number }> {
  return db.transaction(async (m) => {
    const due: SessionNoticeRow[] = await m.query(CLAIM_MINIMUM_SQL, [sqlInstant(now), batchSize]);
    const below = due.filter((r) => r.seats_taken < (r.min_participants ?? 0));
    const met = due.filter((r) => !below.includes(r)).map((r) => r.id);
    if (met.length > 0) await m.query(MINIMUM_MET_SQL, [met]);
    const told: NotificationDraft<'session_cancelled'>[] = [];
    for (const r of below) {
      const by = r.organization_id === null ? 'master' : 'organization';
      await cancelSession(m, notifications, r.id, by, MINIMUM_REASON, now, 'minimum');
      told.push({
        chatId: r.chat_id,
        userId: r.master_id,
        kind: 'session_cancelled',
        payload: { ...noticeOf(r), min_participants: r.min_participants ?? 0 },
      });
    }
    if (told.length > 0) await notifications.enqueue(told, m);
    return { checked: due.length, cancelled: below.length };
  });
}

/**
 * One round of the master's summaries: for each session with seats taken or freed since the last summary
 * (and that summary at least 15 minutes ago), one message with both counts and the seats taken now.
 */
export async function runSessionSummariesOnce(
  db: DataSource,
  notifications: NotificationsService,
  now: number,
  batchSize = 100,
): Promise<number> {
  return db.transaction(async (m) => {
    const due: SessionNoticeRow[] = await m.query(CLAIM_SUMMARIES_SQL, [sqlInstant(now), batchSize]);
    if (due.length === 0) return 0;
    await m.query(SUMMARISED_SQL, [due.map((r) => r.id), sqlInstant(now)]);
    await notifications.enqueue(
      due.map((r) => ({
        chatId: r.chat_id,
        userId: r.master_id,
        kind: 'session_seats_changed' as const,
        payload: { ...noticeOf(r), taken: r.taken, freed: r.freed },
      })),
      m,
    );
    return due.length;
  });
}

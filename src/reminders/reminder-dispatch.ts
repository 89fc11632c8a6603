import type { EntityManager } from 'typeorm';
import type { AppointmentRow } from '../appointments/appointment.mapper';
import { contactOf, noticeOf, templateOf } from '../appointments/booking-notices';
import type { NotificationDraft } from '../notifications/notification-kinds';
import type { NotificationsService } from '../notifications/notifications.service';
import { CLAIM_REMINDERS_SQL, ClaimedReminder, FINISH_REMINDERS_SQL, REMINDED_APPOINTMENTS_SQL } from './reminder.sql';

export interface ReminderBatchResult {
  claimed: number;
  sent: number;
  skipped: number;
}

/** Why a due reminder is not sent, or null to send it. */
export function skipReason(r: ClaimedReminder, a: AppointmentRow | undefined, nowMs: number): string | null {
  if (!a) return 'deleted';
  if (a.status !== 'planned' && a.status !== 'confirmed') return a.status;
  if (a.starts_ms !== r.starts_ms) return 'moved';
  if (a.starts_ms <= nowMs) return 'started';
  if (a.client_id === null || a.c_chat === null) return 'no_client';
  return null;
}

/**
 * One batch, inside the caller's transaction: claims due reminders (rows another runner holds are skipped),
 * queues the outbox notice of each one still worth sending and marks every claimed row sent or skipped, so
 * the notice and the mark commit together: a crash before the commit leaves the rows due for the next run,
 * and a committed row is never claimed again. Two reminders of one booking due at once (the server was
 * down) send only the nearer one.
 */
export async function dispatchReminders(
  m: EntityManager,
  notifications: NotificationsService,
  nowMs: number,
  batchSize: number,
): Promise<ReminderBatchResult> {
  const now = new Date(nowMs).toISOString();
  const claimed: ClaimedReminder[] = await m.query(CLAIM_REMINDERS_SQL, [now, batchSize]);
  if (claimed.length === 0) return { claimed: 0, sent: 0, skipped: 0 };
  const ids = [...new Set(claimed.map((r) => r.appointment_id))];
  const rows: AppointmentRow[] = await m.query(REMINDED_APPOINTMENTS_SQL, [ids]);
  const byId = new Map(rows.map((a) => [a.id, a]));

  const reasons = new Map<string, string | null>();
  const nearest = new Map<number, ClaimedReminder>();
  for (const r of claimed) {
    const reason = skipReason(r, byId.get(r.appointment_id), nowMs);
    reasons.set(r.id, reason);
    if (reason !== null) continue;
    const other = nearest.get(r.appointment_id);
    if (!other || r.lead_minutes < other.lead_minutes) nearest.set(r.appointment_id, r);
  }
  const drafts: NotificationDraft<'appointment_reminder'>[] = [];
  for (const r of claimed) {
    if (reasons.get(r.id) !== null) continue;
    if (nearest.get(r.appointment_id) !== r) {
      reasons.set(r.id, 'superseded');
      continue;
    }
    const a = byId.get(r.appointment_id)!;
    drafts.push({
      chatId: a.c_chat!,
      userId: a.client_id,
      kind: 'appointment_reminder',
      payload: { ...noticeOf(a, 'client'), lead_minutes: r.lead_minutes, ...contactOf(a) },
      template: templateOf(a),
    });
  }
  await notifications.enqueue(drafts, m);
  const status = claimed.map((r) => (reasons.get(r.id) === null ? 'sent' : 'skipped'));
  await m.query(FINISH_REMINDERS_SQL, [claimed.map((r) => r.id), status, claimed.map((r) => reasons.get(r.id)), now]);
  return { claimed: claimed.length, sent: drafts.length, skipped: claimed.length - drafts.length };
}

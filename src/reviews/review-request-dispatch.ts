import type { EntityManager } from 'typeorm';
import { APPOINTMENT_SELECT, type AppointmentRow } from '../appointments/appointment.mapper';
import { noticeOf, templateOf } from '../appointments/booking-notices';
import type { NotificationDraft } from '../notifications/notification-kinds';
import type { NotificationsService } from '../notifications/notifications.service';
import { clientOfOwnBusiness } from './review-access.sql';
import { REVIEW_WINDOW_MS, visitRefusal } from './review-rules';

/**
 * $1 now, $2 batch size: the review requests due (partial index review_requests_due_idx). Rows another
 * runner holds are skipped, not waited for.
 */
export const CLAIM_REVIEW_REQUESTS_SQL = `
  SELECT appointment_id FROM review_requests
   WHERE status = 'pending' AND due_at <= $1
   ORDER BY due_at
   LIMIT $2
   FOR UPDATE SKIP LOCKED`;

const REQUESTED_SQL = APPOINTMENT_SELECT(
  'appointments',
  `, c.is_blocked AS c_blocked, c.review_requests_muted AS c_muted,
     EXISTS (SELECT 1 FROM reviews r WHERE r.appointment_id = a.id) AS reviewed,
     ${clientOfOwnBusiness('a', 'o')} AS own_business`,
);

/** $1 ids, $2 statuses, $3 skip reasons (null when sent), $4 now. */
const FINISH_SQL = `
  UPDATE review_requests r
     SET status = v.status, skip_reason = v.reason, sent_at = CASE WHEN v.status = 'sent' THEN $4::timestamptz END
    FROM unnest($1::int[], $2::varchar[], $3::varchar[]) AS v(id, status, reason)
   WHERE r.appointment_id = v.id`;

type RequestedRow = AppointmentRow & {
  c_blocked: boolean | null;
  c_muted: boolean | null;
  reviewed: boolean;
  own_business: boolean;
};

export interface ReviewRequestBatchResult {
  claimed: number;
  sent: number;
  skipped: number;
}

/** Why a due request is not sent, or null to send it. */
export function requestSkipReason(a: RequestedRow | undefined, nowMs: number): string | null {
  if (!a) return 'deleted';
  // only what the client could review is asked about: the API's and the stars' rule
  const refusal = visitRefusal(a);
  // a hold never paid, or paid for a time someone else took: there was no visit
  if (refusal === 'not_a_visit') return 'unpaid';
  if (refusal) return refusal;
  if (a.client_id === null || a.c_chat === null) return 'no_client';
  if (a.c_blocked) return 'blocked';
  if (a.c_muted) return 'muted';
  if (a.reviewed) return 'reviewed';
  if (nowMs - a.ends_ms > REVIEW_WINDOW_MS) return 'expired';
  return null;
}

/** The mini app path of the master's page with the booking's service chosen («Записаться снова»). */
export function bookAgainPath(a: AppointmentRow): string | null {
  const query = a.service_id !== null ? `?service=${a.service_id}` : '';
  if (a.m_code) return `/organization-master/${encodeURIComponent(a.m_code)}${query}`;
  if (a.m_deep_link) return `/master/${encodeURIComponent(a.m_deep_link)}${query}`;
  return null;
}

/**
 * One batch inside the caller's transaction, like the reminders: claims due requests, queues the client's
 * message for each one still worth asking and marks every claimed row sent or skipped, so the message and
 * the mark commit together and no instance asks twice.
 */
export async function dispatchReviewRequests(
  m: EntityManager,
  notifications: NotificationsService,
  nowMs: number,
  batchSize: number,
): Promise<ReviewRequestBatchResult> {
  const now = new Date(nowMs).toISOString();
  const claimed: { appointment_id: number }[] = await m.query(CLAIM_REVIEW_REQUESTS_SQL, [now, batchSize]);
  if (claimed.length === 0) return { claimed: 0, sent: 0, skipped: 0 };
  const ids = claimed.map((r) => r.appointment_id);
  const rows: RequestedRow[] = await m.query(`${REQUESTED_SQL} WHERE a.id = ANY($1::int[])`, [ids]);
  const byId = new Map(rows.map((a) => [a.id, a]));
  const reasons = ids.map((id) => requestSkipReason(byId.get(id), nowMs));
  const drafts: NotificationDraft<'review_request'>[] = [];
  ids.forEach((id, i) => {
    if (reasons[i] !== null) return;
    const a = byId.get(id)!;
    const n = noticeOf(a, 'client');
    drafts.push({
      chatId: a.c_chat!,
      userId: a.client_id,
      kind: 'review_request',
      payload: {
        appointment_id: id,
        master_name: n.master_name,
        service_name: n.service_name,
        starts_at: n.starts_at,
        book_again_path: bookAgainPath(a),
      },
      template: templateOf(a),
    });
  });
  await notifications.enqueue(drafts, m);
  const statuses = reasons.map((r) => (r === null ? 'sent' : 'skipped'));
  await m.query(FINISH_SQL, [ids, statuses, reasons, now]);
  return { claimed: ids.length, sent: drafts.length, skipped: ids.length - drafts.length };
}

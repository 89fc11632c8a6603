import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { STAFF_JSON } from '../appointments/booking.sql';
import type { NotificationDraft } from '../notifications/notification-kinds';
import { NotificationsService } from '../notifications/notifications.service';

/** $1 review: what the notice says and who reads it (the master, and the organization's owner and admins). */
const NEW_REVIEW_SQL = `
  SELECT r.id AS review_id, r.rating, r.text, r.master_id,
         concat_ws(' ', au.first_name, NULLIF(upper(left(btrim(au.last_name), 1)), '') || '.') AS author_name,
         concat_ws(' ', mu.first_name, mu.last_name) AS master_name, sv.name AS service_name,
         o.name AS organization_name,
         CASE WHEN mu.is_blocked THEN NULL ELSE mu.telegram_id::float8 END AS master_chat,
         ${STAFF_JSON('o')} AS staff
    FROM reviews r
    JOIN users au ON au.id = r.author_id
    JOIN users mu ON mu.id = r.master_id
    JOIN appointments a ON a.id = r.appointment_id
    LEFT JOIN services sv ON sv.id = a.service_id
    LEFT JOIN organizations o ON o.id = r.organization_id
   WHERE r.id = $1`;

interface NewReviewRow {
  review_id: number;
  rating: number;
  text: string | null;
  master_id: number;
  author_name: string;
  master_name: string;
  service_name: string | null;
  organization_name: string | null;
  master_chat: number | null;
  staff: { user_id: number; chat_id: number }[];
}

/** Tells the master's side of a booking about its new review, in the transaction that wrote it. */
@Injectable()
export class ReviewNotices {
  constructor(private readonly notifications: NotificationsService) {}

  async newReview(m: EntityManager, reviewId: number): Promise<void> {
    const [row]: NewReviewRow[] = await m.query(NEW_REVIEW_SQL, [reviewId]);
    if (!row) return;
    const readers = new Map<number, number>();
    if (row.master_chat !== null) readers.set(row.master_id, row.master_chat);
    for (const s of row.staff) readers.set(s.user_id, s.chat_id);
    const payload = {
      review_id: row.review_id,
      rating: row.rating,
      text: row.text,
      author_name: row.author_name,
      master_name: row.master_name,
      service_name: row.service_name,
      organization_name: row.organization_name,
    };
    const drafts: NotificationDraft<'review_received'>[] = [...readers].map(([userId, chatId]) => ({
      chatId,
      userId,
      kind: 'review_received',
      payload,
    }));
    await this.notifications.enqueue(drafts, m);
  }
}

import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APPOINTMENT_SELECT, type AppointmentRow } from '../appointments/appointment.mapper';
import { AppointmentEvents, type NoShowMark } from '../appointments/appointment-events';
import { noticeOf } from '../appointments/booking-notices';
import { NotificationsService } from '../notifications/notifications.service';
import { REVIEW_MSG } from './review-messages';

/**
 * $1 appointment, $2 who marked it, $3 the report's words, $4 now: the booking's review, reported by who
 * marked it (a second report by them adds nothing); no row when the booking has no review.
 */
const REPORT_SQL = `
  WITH rv AS (SELECT id, rating FROM reviews WHERE appointment_id = $1)
     , added AS (
       INSERT INTO review_reports (review_id, user_id, reason, created_at) SELECT id, $2, $3, $4 FROM rv
       ON CONFLICT DO NOTHING RETURNING review_id)
     , counted AS (
       UPDATE reviews SET reports_count = reports_count + 1 WHERE id IN (SELECT review_id FROM added) RETURNING id)
  SELECT id, rating FROM rv`;

const AUTHOR_SQL = `${APPOINTMENT_SELECT('appointments', ', c.is_blocked AS c_blocked')} WHERE a.id = $1`;

/**
 * A visit marked a no-show after its client reviewed it: the mark is the master's word against the
 * client's, and it would have hidden the review. The review stays public and goes to the super admin's
 * moderation as a report (the reported list of /api/admin/reviews), and its author is told in the chat.
 */
@Injectable()
export class ReviewNoShowDisputes {
  constructor(
    events: AppointmentEvents,
    private readonly notifications: NotificationsService,
  ) {
    events.onNoShow((m, mark) => this.disputed(m, mark));
  }

  async disputed(m: EntityManager, mark: NoShowMark): Promise<void> {
    const at = new Date(mark.atMs).toISOString();
    const [review]: { id: number; rating: number }[] = await m.query(REPORT_SQL, [
      mark.appointmentId,
      mark.markedBy,
      REVIEW_MSG.noShowAfterReview,
      at,
    ]);
    if (!review) return;
    const [a]: (AppointmentRow & { c_blocked: boolean | null })[] = await m.query(AUTHOR_SQL, [mark.appointmentId]);
    if (!a || a.c_chat === null || a.c_blocked) return;
    await this.notifications.enqueue(
      [
        {
          chatId: a.c_chat,
          userId: a.client_id,
          kind: 'review_disputed',
          payload: { ...noticeOf(a, 'client'), review_id: review.id, rating: review.rating },
        },
      ],
      m,
    );
  }
}

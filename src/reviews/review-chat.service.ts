import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APPOINTMENT_SELECT, type AppointmentRow } from '../appointments/appointment.mapper';
import { refusalOf } from '../common/domain-error';
import { CLOCK, Clock } from '../common/clock';
import { ACTOR_REFUSALS, actAs } from '../users/act-as';
import { muteReviewRequests } from '../users/user-store';
import type { User } from '../users/entities/user.entity';
import { clientOfOwnBusiness, INSERT_REVIEW_SQL } from './review-access.sql';
import type { ReviewRequestsPort, ReviewTapResult } from './review-chat.contract';
import { ReviewNotices } from './review-notices';
import { bookAgainPath } from './review-request-dispatch';
import { EDIT_WINDOW_MS, reviewRefusal } from './review-rules';

const MAX_INT4 = 2147483647;

const TAPPED_SQL = `${APPOINTMENT_SELECT(
  'appointments',
  `, r.id AS review_id, r.author_id, (extract(epoch FROM r.created_at) * 1000)::float8 AS review_created_ms,
     ${clientOfOwnBusiness('a', 'o')} AS own_business`,
)} LEFT JOIN reviews r ON r.appointment_id = a.id WHERE a.id = $1 FOR UPDATE OF a`;

type TappedRow = AppointmentRow & {
  review_id: number | null;
  author_id: number | null;
  review_created_ms: number | null;
  own_business: boolean;
};

/**
 * The review request's buttons in the chat, as the user with that Telegram id: a star writes the review of
 * their own booking (or changes its rating within seven days) under the API's rules; «Не спрашивать» stops
 * further requests to them.
 */
@Injectable()
export class ReviewChatService implements ReviewRequestsPort {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly notices: ReviewNotices,
  ) {}

  rate(telegramId: number, appointmentId: number, rating: number): Promise<ReviewTapResult> {
    return refusalOf(ACTOR_REFUSALS, async () => this.rateAs(await actAs(this.db, telegramId), appointmentId, rating));
  }

  private async rateAs(user: User, appointmentId: number, rating: number): Promise<ReviewTapResult> {
    if (!Number.isInteger(appointmentId) || appointmentId < 1 || appointmentId > MAX_INT4) {
      return { ok: false, reason: 'not_found' };
    }
    return this.db.transaction(async (m): Promise<ReviewTapResult> => {
      const [a]: TappedRow[] = await m.query(TAPPED_SQL, [appointmentId]);
      if (!a || a.client_id !== user.id) return { ok: false, reason: 'not_found' };
      const nowMs = this.clock.now();
      const now = new Date(nowMs).toISOString();
      const again = bookAgainPath(a);
      if (a.review_id !== null) {
        if (nowMs - a.review_created_ms! > EDIT_WINDOW_MS) return { ok: false, reason: 'edit_window_passed' };
        await m.query(`UPDATE reviews SET rating = $2, updated_at = $3 WHERE id = $1 AND rating <> $2`, [
          a.review_id,
          rating,
          now,
        ]);
        return { ok: true, outcome: 'changed', rating, bookAgainPath: again };
      }
      const refusal = reviewRefusal(a, nowMs);
      if (refusal) return { ok: false, reason: refusal };
      const [row]: { id: number }[] = await m.query(INSERT_REVIEW_SQL, [appointmentId, user.id, rating, null, now]);
      await this.notices.newReview(m, row.id);
      return { ok: true, outcome: 'created', rating, bookAgainPath: again };
    });
  }

  /** «Не спрашивать»: no more review requests to this user (their reviews stay as they are). */
  mute(telegramId: number): Promise<ReviewTapResult> {
    return refusalOf(ACTOR_REFUSALS, async () => {
      const user = await actAs(this.db, telegramId);
      await muteReviewRequests(this.db, user.id);
      return { ok: true, outcome: 'muted', rating: null, bookAgainPath: null } as const;
    });
  }
}

import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { unprocessable } from '../common/http-errors';
import { CLOCK, Clock } from '../common/clock';
import type { User } from '../users/entities/user.entity';
import { BOOKING_FOR_REVIEW_SQL, BookingForReview, INSERT_REVIEW_SQL } from './review-access.sql';
import { REVIEW_MSG } from './review-messages';
import { EDIT_WINDOW_MS, REFUSAL_MSG, type ReviewRefusal, reviewRefusal } from './review-rules';
import { ReviewNotices } from './review-notices';
import { REVIEW_BY_ID_SQL } from './review.sql';
import type { Review, ReviewRequest } from './reviews.contract';

/**
 * A client's review of their own visit: written once per booking by its registered client, changed within
 * seven days, deleted at any time. Nobody else writes or removes it.
 */
@Injectable()
export class ReviewsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly notices: ReviewNotices,
  ) {}

  async create(user: User, appointmentId: number, dto: ReviewRequest): Promise<Review> {
    return this.db.transaction(async (m) => {
      const b = await this.booking(m, appointmentId, user.id);
      if (b.client_id === null) throw unprocessable(REVIEW_MSG.noClient);
      if (!b.is_client) throw new ForbiddenException({ detail: REVIEW_MSG.notYourBooking });
      const nowMs = this.clock.now();
      const refusal = reviewRefusal(b, nowMs);
      if (refusal) throw refusalError(refusal);
      const [row]: { id: number }[] = await m.query(INSERT_REVIEW_SQL, [
        appointmentId,
        user.id,
        dto.rating,
        dto.text ?? null,
        new Date(nowMs).toISOString(),
      ]);
      if (!row) throw new ConflictException({ detail: REVIEW_MSG.alreadyReviewed });
      await this.notices.newReview(m, row.id);
      return this.read(m, row.id);
    });
  }

  async update(user: User, appointmentId: number, dto: ReviewRequest): Promise<Review> {
    return this.db.transaction(async (m) => {
      const b = await this.ownReview(m, appointmentId, user);
      const nowMs = this.clock.now();
      if (nowMs - b.review_created_ms! > EDIT_WINDOW_MS) throw unprocessable(REVIEW_MSG.editWindowPassed);
      await m.query(`UPDATE reviews SET rating = $2, text = $3, updated_at = $4 WHERE id = $1`, [
        b.review_id,
        dto.rating,
        dto.text ?? null,
        new Date(nowMs).toISOString(),
      ]);
      return this.read(m, b.review_id!);
    });
  }

  async remove(user: User, appointmentId: number): Promise<void> {
    await this.db.transaction(async (m) => {
      const b = await this.ownReview(m, appointmentId, user);
      await m.query(`DELETE FROM reviews WHERE id = $1`, [b.review_id]);
    });
  }

  /** The booking's review for its author, its master and the organization's owner and admins. */
  async get(user: User, appointmentId: number): Promise<Review> {
    const b = await this.booking(this.db.manager, appointmentId, user.id);
    if (!b.is_client && !b.is_master && !b.is_staff) throw new ForbiddenException({ detail: REVIEW_MSG.viewForbidden });
    if (b.review_id === null) throw new NotFoundException({ detail: REVIEW_MSG.reviewNotFound });
    return this.read(this.db.manager, b.review_id);
  }

  private async booking(m: EntityManager, appointmentId: number, userId: number): Promise<BookingForReview> {
    // the row is locked so a status change or a second review waits for this one
    const [b]: BookingForReview[] = await m.query(`${BOOKING_FOR_REVIEW_SQL} FOR UPDATE OF a`, [appointmentId, userId]);
    if (!b) throw new NotFoundException({ detail: REVIEW_MSG.appointmentNotFound });
    return b;
  }

  /** The booking's review when the caller wrote it: 404 without a booking or a review, 403 for others. */
  private async ownReview(m: EntityManager, appointmentId: number, user: User): Promise<BookingForReview> {
    const b = await this.booking(m, appointmentId, user.id);
    if (!b.is_client && !b.is_master && !b.is_staff) throw new ForbiddenException({ detail: REVIEW_MSG.notAuthor });
    if (b.review_id === null) throw new NotFoundException({ detail: REVIEW_MSG.reviewNotFound });
    if (b.author_id !== user.id) throw new ForbiddenException({ detail: REVIEW_MSG.notAuthor });
    return b;
  }

  private async read(m: EntityManager, reviewId: number): Promise<Review> {
    const [row]: { review: Review }[] = await m.query(REVIEW_BY_ID_SQL, [reviewId]);
    return row.review;
  }
}

/** The API's answer to a refusal: a coded domain error, or the plain 422 the older refusals always gave. */
function refusalError(refusal: ReviewRefusal): Error {
  if (refusal === 'not_a_visit') return new DomainError('review_not_a_visit');
  if (refusal === 'own_business') return new DomainError('review_own_business');
  return unprocessable(REFUSAL_MSG[refusal]);
}

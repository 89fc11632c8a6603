import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { CLOCK, Clock } from '../common/clock';
import type { User } from '../users/entities/user.entity';
import { BOOKING_FOR_REVIEW_SQL, BookingForReview, INSERT_REVIEW_SQL } from './review-access.sql';
import { EDIT_WINDOW_MS, type ReviewRefusal, reviewRefusal } from './review-rules';
import { REFUSAL_CODE } from './review-refusals';
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
      if (b.client_id === null) throw new DomainError('review_no_client');
      if (!b.is_client) throw new DomainError('review_not_your_booking');
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
      if (!row) throw new DomainError('review_already_written');
      await this.notices.newReview(m, row.id);
      return this.read(m, row.id);
    });
  }

  async update(user: User, appointmentId: number, dto: ReviewRequest): Promise<Review> {
    return this.db.transaction(async (m) => {
      const b = await this.ownReview(m, appointmentId, user);
      const nowMs = this.clock.now();
      if (nowMs - b.review_created_ms! > EDIT_WINDOW_MS) throw new DomainError('review_edit_window_passed');
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
    if (!b.is_client && !b.is_master && !b.is_staff) throw new DomainError('review_view_forbidden');
    if (b.review_id === null) throw new DomainError('review_not_found');
    return this.read(this.db.manager, b.review_id);
  }

  private async booking(m: EntityManager, appointmentId: number, userId: number): Promise<BookingForReview> {
    // the row is locked so a status change or a second review waits for this one
    const [b]: BookingForReview[] = await m.query(`${BOOKING_FOR_REVIEW_SQL} FOR UPDATE OF a`, [appointmentId, userId]);
    if (!b) throw new DomainError('appointment_not_found');
    return b;
  }

  /** The booking's review when the caller wrote it: 404 without a booking or a review, 403 for others. */
  private async ownReview(m: EntityManager, appointmentId: number, user: User): Promise<BookingForReview> {
    const b = await this.booking(m, appointmentId, user.id);
    if (!b.is_client && !b.is_master && !b.is_staff) throw new DomainError('review_not_author');
    if (b.review_id === null) throw new DomainError('review_not_found');
    if (b.author_id !== user.id) throw new DomainError('review_not_author');
    return b;
  }

  private async read(m: EntityManager, reviewId: number): Promise<Review> {
    const [row]: { review: Review }[] = await m.query(REVIEW_BY_ID_SQL, [reviewId]);
    return row.review;
  }
}

/** The API's answer to a refusal of the review rules: its code. */
function refusalError(refusal: ReviewRefusal): DomainError {
  return new DomainError(REFUSAL_CODE[refusal]);
}

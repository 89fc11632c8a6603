import { mastersOwnBookings } from '../access/access.sql';
import { callerOrganizations } from '../access/organization-access';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CLOCK, Clock } from '../common/clock';
import type { User } from '../users/entities/user.entity';
import { decodeCursor, pageByCursor } from './review-cursor';
import { REVIEW_FOR_REPLY_SQL } from './review-access.sql';
import { ADMIN_REVIEW_BY_ID_SQL, ADMIN_REVIEW_JSON, REVIEW_BY_ID_SQL, REVIEW_PAGE_SQL } from './review.sql';
import { REVIEWS_LIMIT_DEFAULT } from './dto/review.dto';
import type { AdminReview, AdminReviewsResponse, AdminReviewStatus, Review } from './reviews.contract';

const ADMIN_FILTER: Record<AdminReviewStatus, string> = {
  reported: 'r.reports_count > 0 AND NOT r.hidden',
  hidden: 'r.hidden',
  all: 'true',
};

/**
 * What others do with a review: the master's side replies, any registered user reports it once, and the
 * super admin hides or restores it. The business never edits or removes a client's words.
 */
@Injectable()
export class ReviewModerationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The booking's master, or the organization's owner and admins; a second reply replaces the first. */
  async reply(user: User, reviewId: number, text: string): Promise<Review> {
    const [r]: { id: number; may_reply: boolean }[] = await this.db.query(REVIEW_FOR_REPLY_SQL, [reviewId, user.id]);
    if (!r) throw new DomainError('review_not_found');
    if (!r.may_reply) throw new DomainError('review_reply_forbidden');
    await this.db.query(
      `UPDATE reviews SET reply_text = $2, reply_author_id = $3, reply_created_at = $4 WHERE id = $1`,
      [reviewId, text, user.id, new Date(this.clock.now()).toISOString()],
    );
    const [row]: { review: Review }[] = await this.db.query(REVIEW_BY_ID_SQL, [reviewId]);
    return row.review;
  }

  async report(user: User, reviewId: number, reason: string | null): Promise<void> {
    const [exists]: unknown[] = await this.db.query(`SELECT 1 FROM reviews WHERE id = $1`, [reviewId]);
    if (!exists) throw new DomainError('review_not_found');
    // one statement: the report and the count commit together, a second report adds nothing
    const counted: unknown[] = await this.db.query(
      `WITH added AS (
         INSERT INTO review_reports (review_id, user_id, reason, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING RETURNING review_id)
       , counted AS (
         UPDATE reviews SET reports_count = reports_count + 1 WHERE id IN (SELECT review_id FROM added) RETURNING id)
       SELECT id FROM counted`,
      [reviewId, user.id, reason, new Date(this.clock.now()).toISOString()],
    );
    if (counted.length === 0) throw new DomainError('review_already_reported');
  }

  /** The reviews the caller answers for: as the master (of an organization only while they serve it), and of the organizations they own or administer. */
  async mine(user: User, cursor?: string, limit?: number): Promise<AdminReviewsResponse> {
    const at = decodeCursor(cursor);
    const n = limit ?? REVIEWS_LIMIT_DEFAULT;
    const where = `((${mastersOwnBookings('r', '$4')}) OR r.organization_id IN (
        SELECT organization_id FROM ${callerOrganizations('$4')} mine WHERE role IN ('owner', 'admin')))`;
    const [row]: { items: { c: string; r: AdminReview }[] }[] = await this.db.query(
      `SELECT ${REVIEW_PAGE_SQL(where, '$1', '$2', '$3', ADMIN_REVIEW_JSON)} AS items`,
      [n + 1, at?.createdAt ?? null, at?.id ?? null, user.id],
    );
    return pageByCursor(row.items, n);
  }

  async list(status: AdminReviewStatus = 'reported', cursor?: string, limit?: number): Promise<AdminReviewsResponse> {
    const at = decodeCursor(cursor);
    const n = limit ?? REVIEWS_LIMIT_DEFAULT;
    const [row]: { items: { c: string; r: AdminReview }[] }[] = await this.db.query(
      `SELECT ${REVIEW_PAGE_SQL(ADMIN_FILTER[status], '$1', '$2', '$3', ADMIN_REVIEW_JSON)} AS items`,
      [n + 1, at?.createdAt ?? null, at?.id ?? null],
    );
    return pageByCursor(row.items, n);
  }

  /** The moderator's mark: a hidden review leaves the public lists and the aggregates (trigger on reviews). */
  async setHidden(reviewId: number, hidden: boolean): Promise<AdminReview> {
    const done: unknown[] = await this.db.query(
      `WITH x AS (UPDATE reviews SET hidden = $2 WHERE id = $1 RETURNING id) SELECT id FROM x`,
      [reviewId, hidden],
    );
    if (done.length === 0) throw new DomainError('review_not_found');
    const [row]: { review: AdminReview }[] = await this.db.query(ADMIN_REVIEW_BY_ID_SQL, [reviewId]);
    return row.review;
  }
}

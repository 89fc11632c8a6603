import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { bookableMemberRow, visibleOrganization } from '../access/access.sql';
import { preparedQuery } from '../database/prepared-query';
import { isLinkValue, type BookingLinkKind } from '../deep-links/link-grammar';
import { JSON_FLOAT8, JSON_INTEGER, JSON_OBJECT } from '../database/json-text.sql';
import { CURSOR_SQL, decodeCursor } from './review-cursor';
import {
  DISTRIBUTION_TEXT_SQL,
  RATING_SQL,
  REVIEWS_COUNT_SQL,
  STATS_JOIN,
  type StatsSubject,
} from './review-stats.sql';
import { REVIEW_JOINS, REVIEW_JSON_TEXT } from './review.sql';
import { REVIEWS_LIMIT_DEFAULT } from './dto/review.dto';
import type { ReviewListQuery } from './reviews.contract';

/** Each page's subject ($1 its link): the same visibility rules as the public pages themselves. */
const SUBJECTS: Record<
  BookingLinkKind,
  { subject: StatsSubject; sql: string; list: string; notFound: 'master_not_found' | 'organization_not_found' }
> = {
  master: {
    subject: 'master',
    sql: `SELECT u.id FROM master_profiles mp JOIN users u ON u.id = mp.user_id
           WHERE mp.deep_link = $1 AND NOT u.is_blocked`,
    list: 'r.master_id = s.id',
    notFound: 'master_not_found',
  },
  organization_master: {
    subject: 'master',
    sql: `SELECT u.id FROM organization_members m
            JOIN users u ON u.id = m.user_id
            JOIN organizations o ON o.id = m.organization_id
           WHERE m.master_code = $1 AND ${bookableMemberRow('m', 'u')} AND ${visibleOrganization('o')}`,
    list: 'r.master_id = s.id',
    notFound: 'master_not_found',
  },
  organization: {
    subject: 'organization',
    sql: `SELECT o.id FROM organizations o WHERE o.deep_link = $1 AND ${visibleOrganization('o')}`,
    list: 'r.organization_id = s.id',
    notFound: 'organization_not_found',
  },
};

/**
 * ONE statement per page: the subject, its kept aggregate (one row by key) and a page of visible reviews, as
 * the whole JSON text of a PublicReviewsResponse (json-text.sql.ts: the bytes JSON.stringify would give), so
 * the route sends it untouched and Node neither parses the reviews nor writes them again. $2 rows (limit + 1) are read, the first $2 - 1 shown, and next_cursor is the base64url of the last shown
 * one's cursor text when the extra row exists (encodeCursor's bytes: base64 with -_ and no padding).
 */
const PAGE_TEXT_SQL = (kind: BookingLinkKind) => {
  const s = SUBJECTS[kind];
  return `WITH s AS (${s.sql}),
    p AS (SELECT x.c, x.j, row_number() OVER (ORDER BY x.created_at DESC, x.id DESC) AS n FROM (
      SELECT r.id, r.created_at, ${CURSOR_SQL('r')} AS c, ${REVIEW_JSON_TEXT} AS j
        FROM s JOIN reviews r ON ${s.list} ${REVIEW_JOINS}
       WHERE r.visible AND ($3::timestamptz IS NULL OR (r.created_at, r.id) < ($3::timestamptz, $4::int))
       ORDER BY r.created_at DESC, r.id DESC
       LIMIT $2) x)
    SELECT ${JSON_OBJECT({
      rating: JSON_FLOAT8(RATING_SQL('st')),
      reviews_count: JSON_INTEGER(REVIEWS_COUNT_SQL('st')),
      distribution: DISTRIBUTION_TEXT_SQL('st'),
      items: `COALESCE((SELECT '[' || string_agg(p.j, ',' ORDER BY p.n) || ']' FROM p WHERE p.n < $2), '[]')`,
      next_cursor: `COALESCE((SELECT '"' || rtrim(translate(encode(convert_to(p.c, 'UTF8'), 'base64'), E'+/\\n', '-_'), '=') || '"'
                                FROM p WHERE p.n = $2 - 1 AND EXISTS (SELECT 1 FROM p q WHERE q.n = $2)), 'null')`,
    })} AS page
      FROM s ${STATS_JOIN('st', s.subject, 's.id')}`;
};

const PAGE_TEXTS: Record<BookingLinkKind, string> = {
  master: PAGE_TEXT_SQL('master'),
  organization_master: PAGE_TEXT_SQL('organization_master'),
  organization: PAGE_TEXT_SQL('organization'),
};

/** The reviews of a public master, organization-master or organization page: no identity needed. */
@Injectable()
export class ReviewPagesService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A page as the whole JSON text of a PublicReviewsResponse, written by the database (PAGE_TEXT_SQL). */
  async pageJson(kind: BookingLinkKind, link: string, q: ReviewListQuery): Promise<string> {
    if (!isLinkValue(kind, link)) throw new DomainError('link_invalid');
    const at = decodeCursor(q.cursor);
    const limit = q.limit ?? REVIEWS_LIMIT_DEFAULT;
    const [row] = await preparedQuery<{ page: string }>(this.db, PAGE_TEXTS[kind], [
      link,
      limit + 1,
      at?.createdAt ?? null,
      at?.id ?? null,
    ]);
    if (!row) throw new DomainError(SUBJECTS[kind].notFound);
    return row.page;
  }
}

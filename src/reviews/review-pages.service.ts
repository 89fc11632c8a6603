import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { bookableMemberRow, visibleOrganization } from '../access/access.sql';
import { preparedQuery } from '../database/prepared-query';
import { isLinkValue, type BookingLinkKind } from '../deep-links/link-grammar';
import { decodeCursor, pageByCursor } from './review-cursor';
import { DISTRIBUTION_SQL, RATING_SQL, REVIEWS_COUNT_SQL, STATS_JOIN, type StatsSubject } from './review-stats.sql';
import { REVIEW_PAGE_SQL } from './review.sql';
import { REVIEWS_LIMIT_DEFAULT } from './dto/review.dto';
import type { PublicReviewsResponse, Review, ReviewListQuery } from './reviews.contract';

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

/** ONE statement per page: the subject, its kept aggregate (one row by key) and a page of visible reviews. */
const PAGE_SQL = (kind: BookingLinkKind) => {
  const s = SUBJECTS[kind];
  return `WITH s AS (${s.sql})
    SELECT ${RATING_SQL('st')} AS rating, ${REVIEWS_COUNT_SQL('st')} AS reviews_count,
           ${DISTRIBUTION_SQL('st')} AS distribution,
           ${REVIEW_PAGE_SQL(`${s.list} AND r.visible`, '$2', '$3', '$4')} AS items
      FROM s ${STATS_JOIN('st', s.subject, 's.id')}`;
};

const PAGES: Record<BookingLinkKind, string> = {
  master: PAGE_SQL('master'),
  organization_master: PAGE_SQL('organization_master'),
  organization: PAGE_SQL('organization'),
};

type PageRow = Omit<PublicReviewsResponse, 'items' | 'next_cursor'> & { items: { c: string; r: Review }[] };

/** The reviews of a public master, organization-master or organization page: no identity needed. */
@Injectable()
export class ReviewPagesService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async page(kind: BookingLinkKind, link: string, q: ReviewListQuery): Promise<PublicReviewsResponse> {
    if (!isLinkValue(kind, link)) throw new DomainError('link_invalid');
    const at = decodeCursor(q.cursor);
    const limit = q.limit ?? REVIEWS_LIMIT_DEFAULT;
    const [row]: PageRow[] = await preparedQuery(this.db, PAGES[kind], [
      link,
      limit + 1,
      at?.createdAt ?? null,
      at?.id ?? null,
    ]);
    if (!row) throw new DomainError(SUBJECTS[kind].notFound);
    return {
      rating: row.rating,
      reviews_count: row.reviews_count,
      distribution: row.distribution,
      ...pageByCursor(row.items, limit),
    };
  }
}

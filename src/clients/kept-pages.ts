/**
 * Pages of the client list kept in the process (clients.service.ts) as the JSON bytes sent, each with the
 * version of its data (report_versions, read beside the caller's view: client-page-view.sql.ts) and the
 * instants between which the clock leaves it as it is. Asked again, a page is sent as kept while the view,
 * the version and the clock agree, for one statement.
 *
 * Where the clock enters a page:
 * - `next_booking`: the first planned or confirmed booking after now. Passing time removes only the earliest
 *   one, so a row's holds until its start, and the page until the earliest shown (a booking made meanwhile
 *   moves the version);
 * - the "new" segment (a first visit within 30 days of now): time only takes clients out of it, each at its
 *   first visit plus 30 days; with one out, the clients after it move up, so the first page holds until the
 *   earliest of its rows and the one after it leaves. A later page would shift with clients before it, whose
 *   rows it never reads: such a page is not kept;
 * - the "lost" segment: before the start of a local date (60 days before today in the view's zone), a value
 *   that changes at midnight: it is part of the key;
 * - nothing else: the order, the other segments, the search and the figures are of the data alone.
 * A page is never served before the instant it was made at (a clock set back could show a booking again).
 */
import type { ClientSegment, ClientSort } from './clients.contract';

/** A page as sent, with what it holds for. */
export interface KeptPage {
  version: string;
  /** The clock's instants (ms) the page holds in: from <= now < until. */
  from: number;
  until: number;
  body: Buffer;
}

/** How many pages to keep, and callers' questions. */
export const KEPT_PAGES = 256;

const DAY = 86_400_000;

/** The page's view as its statement answers it (client-page-view.sql.ts). */
export interface PageView {
  org: number;
  master: number;
  zone: string;
}

/** The question as asked, the search trimmed. */
export interface PageQuestion {
  sort: ClientSort;
  segment: ClientSegment;
  q: string | null;
  limit: number;
  offset: number;
}

export const questionKey = (q: PageQuestion): string => JSON.stringify([q.sort, q.segment, q.q, q.limit, q.offset]);

/**
 * What a page depends on besides the data and the clock's passing: the view's client base (its business
 * and master, whose notes follow from them) and zone (its instants are written in it), "lost" since, and
 * the question.
 */
export const pageKey = (view: PageView, lostBefore: number | null, question: string): string =>
  `${view.org}|${view.master}|${view.zone}|${lostBefore ?? ''}|${question}`;

/** The rows' instants the clock passes (epoch ms), as the page's statement returns them. */
interface TimedRow {
  first_visit: number | null;
  next_booking: number | null;
}

/**
 * The first instant at which a page made at `now` may read otherwise (see above): `shown` the rows on the
 * page, `read` those and the one after it that says whether there is a next page. `now` itself: not kept.
 */
export function pageHoldsUntil(
  now: number,
  q: Pick<PageQuestion, 'segment' | 'offset'>,
  shown: readonly TimedRow[],
  read: readonly TimedRow[],
  newDays: number,
): number {
  let until = Number.POSITIVE_INFINITY;
  for (const r of shown) if (r.next_booking !== null) until = Math.min(until, r.next_booking);
  if (q.segment === 'new') {
    if (q.offset > 0) return now;
    // in the segment while now <= first_visit + newDays days (the clock's instants are whole ms)
    for (const r of read)
      if (r.first_visit !== null) until = Math.min(until, Math.floor(r.first_visit + newDays * DAY) + 1);
  }
  return until;
}

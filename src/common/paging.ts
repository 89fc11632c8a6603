import type { FastifyReply } from 'fastify';
import type { PageHeader, PageInfo, PageQuery } from './page.contract';

export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 100;

/** The limit and offset to use, defaults applied. */
export function pageWindow(q: PageQuery | undefined): { limit: number; offset: number } {
  return { limit: q?.limit ?? PAGE_LIMIT_DEFAULT, offset: q?.offset ?? 0 };
}

export type Page<T> = { items: T[] } & PageInfo;

/** One page from rows fetched with `LIMIT limit + 1`: the extra row only tells that there is more. */
export function pageOf<T>(rows: T[], window: { limit: number; offset: number }): Page<T> {
  const has_more = rows.length > window.limit;
  return {
    items: has_more ? rows.slice(0, window.limit) : rows,
    has_more,
    next_offset: has_more ? window.offset + window.limit : null,
  };
}

const HAS_MORE: PageHeader = 'x-has-more';
const NEXT_OFFSET: PageHeader = 'x-next-offset';

/** For a list answered as a bare array: the page's items, with X-Has-More / X-Next-Offset set on the reply. */
export function itemsWithPageHeaders<T>(reply: FastifyReply, page: Page<T>): T[] {
  void reply.header(HAS_MORE, String(page.has_more));
  if (page.next_offset !== null) void reply.header(NEXT_OFFSET, String(page.next_offset));
  return page.items;
}

// Lists the API answers a page at a time (GET /invitations/my, GET /services/my): the first page loads
// with the screen, "Show more" asks for the next (limit 1-100, default 50; offset).
//
// Not useInfiniteQuery: its observer, shared by lazy pages, made the bundler move react-query's core out
// of the start-up chunk into one of its own, and the start-up code went over its 120 KiB gzip budget. One
// useQuery holds the pages loaded so far instead.
import { useState } from 'react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { PageHeader } from '@api/common/page.contract';

export interface Paged<T> {
  items: T[];
  /** The offset of the next page, or null on the last one. */
  next_offset: number | null;
}

interface Pages<T> {
  pages: Paged<T>[];
}

/** `path` asking for the page at `offset` (the first page is the plain path, as before paging). */
export function pagePath(path: string, offset: number): string {
  return offset > 0 ? `${path}?offset=${offset}` : path;
}

const NEXT_OFFSET: PageHeader = 'x-next-offset';

/** The next page's offset of a list answered as a bare array (headers X-Has-More / X-Next-Offset). */
export function nextOffsetFromHeaders(headers: Headers): number | null {
  const raw = headers.get(NEXT_OFFSET);
  const next = raw === null ? NaN : Number(raw);
  return Number.isInteger(next) && next > 0 ? next : null;
}

export interface PagedList<T> {
  items: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  hasMore: boolean;
  loadingMore: boolean;
  /** Loads the next page; rejects (with the API client's message) when that fails. */
  loadMore: () => Promise<void>;
}

/**
 * A paged list under one key: the pages loaded so far as one list, and loadMore() for the next page. A
 * refetch (an invalidation after a change) loads again as many pages as were shown, so the list keeps
 * its length.
 */
export function usePagedList<T>(
  queryKey: QueryKey,
  fetchPage: (offset: number) => Promise<Paged<T>>,
  enabled = true,
): PagedList<T> {
  const queryClient = useQueryClient();
  const [loadingMore, setLoadingMore] = useState(false);
  const query = useQuery({
    queryKey,
    queryFn: async (): Promise<Pages<T>> => {
      const shown = queryClient.getQueryData<Pages<T>>(queryKey)?.pages.length ?? 1;
      const pages: Paged<T>[] = [];
      let offset = 0;
      while (pages.length < shown) {
        const page = await fetchPage(offset);
        pages.push(page);
        if (page.next_offset === null) break;
        offset = page.next_offset;
      }
      return { pages };
    },
    enabled,
  });
  const pages = query.data?.pages;
  const next = pages ? pages[pages.length - 1].next_offset : null;

  async function loadMore(): Promise<void> {
    if (next === null || loadingMore) return;
    setLoadingMore(true);
    try {
      const page = await fetchPage(next);
      queryClient.setQueryData<Pages<T>>(queryKey, (old) => (old ? { pages: [...old.pages, page] } : old));
    } finally {
      setLoadingMore(false);
    }
  }

  return {
    items: pages?.flatMap((p) => p.items),
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    hasMore: next !== null,
    loadingMore,
    loadMore,
  };
}

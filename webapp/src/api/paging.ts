// Lists the API answers a page at a time (GET /invitations/my, GET /services/my): the first page loads
// with the screen, "Show more" asks for the next (limit 1-100, default 50; offset).
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { PageHeader } from '@api/common/page.contract';

export interface Paged<T> {
  items: T[];
  /** The offset of the next page, or null on the last one. */
  next_offset: number | null;
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
  loadMore(): void;
}

/** A paged list under one key: the pages loaded so far as one list, and loadMore() for the next page. */
export function usePagedList<T>(
  queryKey: QueryKey,
  fetchPage: (offset: number) => Promise<Paged<T>>,
  enabled = true,
): PagedList<T> {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: Paged<T>) => last.next_offset ?? undefined,
    enabled,
  });
  return {
    items: query.data?.pages.flatMap((p) => p.items),
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}

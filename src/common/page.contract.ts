// Paging of lists that grow without bound (GET /invitations/my, GET /services/my, ...): plain types the
// mini app imports too. limit 1..100 (default 50), offset from 0 (default 0).

/** `?limit=` and `?offset=`. */
export interface PageQuery {
  limit?: number;
  offset?: number;
}

/** Added to an object response: is there more, and the offset that asks for it (null when there is not). */
export interface PageInfo {
  has_more: boolean;
  next_offset: number | null;
}

/**
 * A list answered as a bare JSON array keeps that shape (older callers read the array) and says the same
 * in headers: `X-Has-More: true|false`, and `X-Next-Offset: <n>` when there is more.
 */
export type PageHeader = 'x-has-more' | 'x-next-offset';

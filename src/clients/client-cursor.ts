import { DomainError } from '../common/domain-error';

/**
 * The client list's cursor: the position of the next row in the sorted list, opaque to callers. A list
 * computed afresh per page (sums over bookings) has no stable row to resume after, so a position it is.
 */
export const encodeClientCursor = (offset: number): string => Buffer.from(`o:${offset}`, 'utf8').toString('base64url');

/** The position a cursor names (0 without one); a 422 for a cursor we did not give out. */
export function decodeClientCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const m = /^[A-Za-z0-9_-]{1,20}$/.test(cursor)
    ? /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString())
    : null;
  if (!m || encodeClientCursor(Number(m[1])) !== cursor) throw new DomainError('client_cursor_invalid');
  return Number(m[1]);
}

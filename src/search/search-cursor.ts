import { createHash } from 'node:crypto';
import { fieldErrors } from '../schedules/date-range';
import { SEARCH_MSG } from './search-messages';
import type { SearchSort } from './search.contract';

/**
 * A position in a search's order: the last shown hit's two sort keys (exact decimal texts, as the
 * database wrote them) and its service id. The text names the order it belongs to and carries a check
 * sum, so a cursor of another order, an edited one or one we never gave out is refused.
 */
export interface SearchCursor {
  k1: string;
  k2: string;
  id: number;
}

const DECIMAL = /^-?\d{1,16}(\.\d{1,8})?$/;
const MAX_INT4 = 2147483647;

const checksum = (body: string) =>
  createHash('sha256').update(`search-cursor:${body}`).digest('base64url').slice(0, 12);

export function encodeSearchCursor(sort: SearchSort, at: SearchCursor): string {
  const body = `${sort}~${at.k1}~${at.k2}~${at.id}`;
  return Buffer.from(`${body}~${checksum(body)}`, 'utf8').toString('base64url');
}

/** The cursor a client sent back for this order, or a 422 on `cursor`. */
export function decodeSearchCursor(cursor: string | undefined, sort: SearchSort): SearchCursor | null {
  if (cursor === undefined) return null;
  const parts = /^[A-Za-z0-9_-]{1,200}$/.test(cursor)
    ? Buffer.from(cursor, 'base64url').toString('utf8').split('~')
    : [];
  if (parts.length === 5) {
    const [s, k1, k2, id, sum] = parts;
    const n = Number(id);
    if (
      s === sort &&
      DECIMAL.test(k1) &&
      DECIMAL.test(k2) &&
      /^\d{1,10}$/.test(id) &&
      n >= 1 &&
      n <= MAX_INT4 &&
      sum === checksum(parts.slice(0, 4).join('~'))
    )
      return { k1, k2, id: n };
  }
  throw fieldErrors([{ loc: ['query', 'cursor'], msg: SEARCH_MSG.cursorInvalid }]);
}

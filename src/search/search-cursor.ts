import { createHmac, timingSafeEqual } from 'node:crypto';
import { fieldErrors } from '../schedules/date-range';
import { SEARCH_MSG } from './search-messages';
import type { SearchSort } from './search.contract';

/**
 * A position in a search's order: the last shown hit's two sort keys (exact decimal texts, as the
 * database wrote them) and its service id. The text names the order it belongs to and carries a
 * signature, so a cursor of another order, an edited one or one we never gave out is refused.
 */
export interface SearchCursor {
  k1: string;
  k2: string;
  id: number;
}

const DECIMAL = /^-?\d{1,16}(\.\d{1,8})?$/;
const MAX_INT4 = 2147483647;
/** 96 bits of the HMAC: enough that guessing one is hopeless, short enough for an address. */
const SIGNATURE_CHARS = 16;

/**
 * Signs and reads search cursors: `base64url(<sort>~<k1>~<k2>~<id>~<sig>)`, sig = HMAC-SHA256 over the rest
 * under a key of the server's. Without the key nobody can make a cursor that points the statement at keys
 * of their choosing. Stateless, so any instance that shares the key reads another's cursors.
 */
export class SearchCursorSigner {
  private readonly key: Buffer;

  /** `secret`: the bot token (the one secret every instance shares); the key is derived from it. */
  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('search-cursor').digest();
  }

  encode(sort: SearchSort, at: SearchCursor): string {
    const body = `${sort}~${at.k1}~${at.k2}~${at.id}`;
    return Buffer.from(`${body}~${this.mac(body)}`, 'utf8').toString('base64url');
  }

  /** The cursor a client sent back for this order, or a 422 on `cursor`. */
  decode(cursor: string | undefined, sort: SearchSort): SearchCursor | null {
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
        this.signedBody(parts.slice(0, 4).join('~'), sum)
      )
        return { k1, k2, id: n };
    }
    throw fieldErrors([{ loc: ['query', 'cursor'], msg: SEARCH_MSG.cursorInvalid }]);
  }

  private signedBody(body: string, sum: string): boolean {
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(sum);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url').slice(0, SIGNATURE_CHARS);
  }
}

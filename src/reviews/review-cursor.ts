import { DomainError } from '../common/domain-error';

/** A position in a newest-first list: the last shown review's creation instant (microseconds) and id. */
export interface ReviewCursor {
  createdAt: string;
  id: number;
}

const SHAPE = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_(\d{1,10})$/;
const MAX_INT4 = 2147483647;

/** The SQL that writes a review's cursor text (exact to the microsecond, as the database keeps it). */
export const CURSOR_SQL = (alias: string) =>
  `to_char(${alias}.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${alias}.id`;

export const encodeCursor = (raw: string): string => Buffer.from(raw, 'utf8').toString('base64url');

/** The cursor a client sent back, or a 422 when it is not one we gave out. */
export function decodeCursor(cursor: string | undefined): ReviewCursor | null {
  if (cursor === undefined) return null;
  const m = /^[A-Za-z0-9_-]{1,100}$/.test(cursor)
    ? SHAPE.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
    : null;
  const id = m ? Number(m[2]) : 0;
  if (!m || Number.isNaN(Date.parse(m[1])) || id < 1 || id > MAX_INT4) throw new DomainError('review_cursor_invalid');
  return { createdAt: m[1], id };
}

/** The page's items and the cursor of the next page, from rows fetched with `LIMIT limit + 1`. */
export function pageByCursor<T>(
  rows: { c: string; r: T }[],
  limit: number,
): { items: T[]; next_cursor: string | null } {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  return { items: shown.map((x) => x.r), next_cursor: more ? encodeCursor(shown[shown.length - 1].c) : null };
}

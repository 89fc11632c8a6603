// Tiny helpers that write SQL literals for the set-based seed statements (values are ours, never a user's).

export const lit = (v: string | number | null): string =>
  v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`;
export const arr = (xs: string[]): string => `ARRAY[${xs.map(lit).join(',')}]::text[]`;
/** Element `(expr mod n) + 1` of a text array literal (1-based, never null). */
export const pick = (xs: string[], expr: string): string => `(${arr(xs)})[((${expr}) % ${xs.length}) + 1]`;

/** The seed's clock as SQL: `now` as a timestamptz literal, `today` its date (in the session's zone, as
 *  current_date would be). Every date the seed writes is relative to it, so the demo's bookings fall in the
 *  coming weeks of whatever clock the caller passes. */
export interface SqlClock {
  now: string;
  today: string;
}
export function sqlClock(now: Date): SqlClock {
  if (Number.isNaN(now.getTime())) throw new Error('the seed needs a valid clock');
  const literal = `'${now.toISOString()}'::timestamptz`;
  return { now: literal, today: `(${literal})::date` };
}

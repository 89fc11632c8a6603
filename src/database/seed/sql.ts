// Tiny helpers that write SQL literals for the set-based seed statements (values are ours, never a user's).

export const lit = (v: string | number | null): string =>
  v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`;
export const arr = (xs: string[]): string => `ARRAY[${xs.map(lit).join(',')}]::text[]`;
/** Element `(expr mod n) + 1` of a text array literal (1-based, never null). */
export const pick = (xs: string[], expr: string): string => `(${arr(xs)})[((${expr}) % ${xs.length}) + 1]`;

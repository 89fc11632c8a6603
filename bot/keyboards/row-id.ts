/**
 * The row a button's data names, by id. Row ids are int4 (serial columns), so digits beyond its range can
 * only come from a forged or corrupted button: they name no row, and the tap is answered as a stale one
 * without asking the database (which would refuse the number instead of finding nothing).
 */
export const MAX_ROW_ID = 2_147_483_647;

/** The id in `digits` (a button's matched digits), or null when no row can have it. */
export function rowIdOf(digits: string): number | null {
  const id = Number(digits);
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_ROW_ID ? id : null;
}

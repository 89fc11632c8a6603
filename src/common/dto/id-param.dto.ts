import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { MSG } from '../messages';

const MAX_INT4 = 2147483647;

/** Decimal digits without a leading zero: all an id is ever written as. */
const ID_TEXT = /^[1-9]\d{0,9}$/;

/** The id a path segment or query string spells the one way IdText reads ("12" -> 12), else null. */
export const idOfText = (value: string): number | null => (ID_TEXT.test(value) ? Number(value) : null);

/**
 * An id as a path segment or query string sends it: "12" becomes 12; anything else (" 1", "0x10", "1e3",
 * "01", "+1", "1.0") stays as sent and fails the integer check, so a fuzzed spelling never reaches the
 * same record as the real id. A JSON number is taken as it is.
 */
export const IdText = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? idOfText(value) : null) ?? value);

/** `/{id}` path parameter: a positive int4; anything else is a 422 on ["path", "id"]. */
export class IdParamDto {
  @IdText()
  @IsInt({ message: MSG.invalidId })
  @Min(1, { message: MSG.invalidId })
  @Max(MAX_INT4, { message: MSG.invalidId })
  id: number;
}

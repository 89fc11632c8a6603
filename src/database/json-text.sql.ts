/**
 * SQL expressions that write JSON text as JSON.stringify does: no whitespace, keys in the order given,
 * strings escaped alike (to_json). For answers PostgreSQL writes whole and Node sends untouched.
 * (json_build_object writes ' : ' and ', ', json_agg ', \n ' between objects; jsonb reorders keys.)
 */

/** The JSON text of any value (to_json's: a string escaped, a number, true or false); 'null' for NULL. */
export const JSON_VALUE = (expr: string): string => `COALESCE(to_json(${expr})::text, 'null')`;

/** JSON_VALUE of an integer expression, cheaper: its text as it is. */
export const JSON_INTEGER = (expr: string): string => `COALESCE((${expr})::text, 'null')`;

/** JSON_VALUE of a boolean expression, cheaper. */
export const JSON_BOOLEAN = (expr: string): string =>
  `CASE WHEN ${expr} THEN 'true' WHEN NOT ${expr} THEN 'false' ELSE 'null' END`;

/** SQL's concat() takes at most 100 arguments: two a key, and the closing brace. */
const MAX_KEYS = 49;

/**
 * The JSON text of an object: `fields` maps each key, in order, to an SQL expression of JSON text that is
 * never NULL (JSON_VALUE and its kin, another JSON_OBJECT, or a literal such as 'null'). Keys: a-z, '_'.
 */
export function JSON_OBJECT(fields: Record<string, string>): string {
  const entries = Object.entries(fields);
  if (entries.length === 0 || entries.length > MAX_KEYS) throw new Error(`JSON_OBJECT: ${entries.length} keys`);
  const parts = entries.map(([key, value], i) => {
    if (!/^[a-z_]+$/.test(key)) throw new Error(`JSON_OBJECT: key ${JSON.stringify(key)}`);
    return `'${i === 0 ? '{' : ','}"${key}":', ${value}`;
  });
  return `concat(${parts.join(', ')}, '}')`;
}

/**
 * JSON_VALUE of a float8 under 1e15 in size that may be tiny (a coordinate near the equator or the
 * meridian): PostgreSQL writes 1.234e-05, 1.5e-07 and -0 where JSON.stringify writes 0.00001234, 1.5e-7
 * and 0 (fixed notation down to 1e-6, no leading zero in an exponent). From 1e-4 up both write the same
 * shortest digits in fixed notation, so only the rare tiny value pays for the rewriting.
 */
export const JSON_FLOAT8 = (expr: string): string => {
  const x = `(${expr})`;
  return `CASE WHEN abs(${x}) >= 1e-4::float8 THEN ${x}::text
    WHEN ${x} IS NULL THEN 'null'
    WHEN ${x} = 0 THEN '0'
    WHEN abs(${x}) >= 1e-6::float8
      THEN CASE WHEN ${x} < 0 THEN '-0.' ELSE '0.' END || repeat('0', -1 - split_part(${x}::text, 'e', 2)::int)
           || replace(split_part(ltrim(${x}::text, '-'), 'e', 1), '.', '')
    ELSE replace(${x}::text, 'e-0', 'e-') END`;
};

/** The JSON text of an array of `element` (JSON text) over the rows of `from` (FROM … WHERE …), '[]' for none. */
export const JSON_ARRAY = (element: string, orderBy: string, from: string): string =>
  `COALESCE((SELECT '[' || string_agg(${element}, ',' ORDER BY ${orderBy}) || ']' ${from}), '[]')`;

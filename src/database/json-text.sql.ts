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

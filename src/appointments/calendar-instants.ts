/**
 * The calendar's instants: PostgreSQL writes the answer's JSON text (calendar.sql.ts) but not its
 * instants' ISO text, which Node writes with formatInstant, so every answer of the app reads one zone
 * database (Node's; PostgreSQL's and PGlite's tzdata differ from it in a few zones in late 2026, e.g.
 * America/Vancouver and Africa/Casablanca). The statement leaves a mark per instant, a control character
 * that to_json always escapes, so nothing else in the text can look like one.
 */
import { instantFormatter } from '../time-core/zone';

/**
 * SQL: JSON text of timestamptz `col` as a mark for writeInstants, in zone `zone` (an SQL expression of an
 * IANA name; never contains the marks' characters), or 'null' for NULL. Epoch seconds: the text keeps whole
 * seconds only (date_part's float8 seconds: the same whole second as extract's numeric, at a fraction of its cost
 * per row). The spaces keep a mark at least 11 characters long, so the 25 of formatInstant's text
 * ('2026-12-01T09:00:00+03:00') fit in the 3 bytes a character writeInstants allows.
 */
export const INSTANT_MARK = (col: string, zone: string): string =>
  `COALESCE('"' || chr(1) || ${zone} || chr(2) || floor(date_part('epoch', ${col}))::bigint || '     "', 'null')`;

const OPEN = '\u0001';
const SEP = '\u0002';

/**
 * The answer's UTF-8 bytes: the database's `pieces` of JSON text, each INSTANT_MARK replaced by
 * formatInstant's text of its instant in its zone. Encoded piece by piece straight into buffers (a UTF-16
 * unit is at most 3 bytes of UTF-8), with no joined string of the whole answer in between.
 */
export function writeInstants(pieces: readonly string[]): Buffer {
  const formatters = new Map<string, (ms: number) => string>();
  const out: Buffer[] = [];
  for (const text of pieces) {
    const buf = Buffer.allocUnsafe(3 * text.length);
    let at = 0;
    let from = 0;
    for (let open = text.indexOf(OPEN); open >= 0; open = text.indexOf(OPEN, from)) {
      const sep = text.indexOf(SEP, open);
      const end = text.indexOf('"', sep);
      const zone = text.slice(open + 1, sep);
      let format = formatters.get(zone);
      if (!format) formatters.set(zone, (format = instantFormatter(zone)));
      at += buf.write(text.slice(from, open), at);
      at += buf.write(format(Number(text.slice(sep + 1, end)) * 1000), at, 'latin1');
      from = end;
    }
    at += buf.write(text.slice(from), at);
    out.push(buf.subarray(0, at));
  }
  return Buffer.concat(out);
}

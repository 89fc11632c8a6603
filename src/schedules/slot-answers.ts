/**
 * Answers of the public slot reads kept for repeats: a booking page is opened by many people and polled by
 * some, and an "any master" answer of a large salon is real work (the slot engine over every master and
 * date, megabytes of JSON). An answer is reused only when it would come out exactly the same:
 * - the same request (route, link, service, dates);
 * - the same data: the read's one statement hashes everything the answer is computed from (versionedSlotSql),
 *   or a version of it that changes with it (the outside busy times), and returns the rows only when the hash
 *   differs from the kept answer's, so a booking, a cancellation, a schedule change made through any instance
 *   or a calendar sync is seen by the very next read;
 * - the same moment as far as the answer can tell: time only removes slots (the earliest bookable start
 *   moves on) and adds a day at a master's midnight (the horizon), so an answer holds from when it was
 *   computed until just before its first slot of some master stops being bookable, and never past the next
 *   quarter hour (every zone's midnight falls on one).
 */
import { LRUCache } from 'lru-cache';

const MINUTE = 60_000;
const QUARTER_HOUR = 15 * MINUTE;

/** One kept answer: its JSON body, the hash of its data, and the instants (ms) between which it holds. */
export interface KeptAnswer {
  digest: string;
  body: Buffer;
  from: number;
  until: number;
}

/**
 * The read `sql` (parameters $1..$6) wrapped so that it answers one row { digest, row, late }: `digest` the
 * md5 of the read's row in binary (record_send: arrays of numbers are hashed as they are held, never written
 * out as text), `row` the read's row as JSON, and `late` the SQL expression `late` of that row (`late(x)`,
 * x naming the row): what the answer needs but the digest stands for by a version (the outside busy times,
 * public-slots.sql.ts). `row` and `late` are NULL when the digest equals $7 (the kept answer's), and `late`
 * is then not evaluated at all (a branch of CASE not taken). No row: the read found nothing. Both `OFFSET 0`
 * keep the planner from pulling the read up into the wrapper: pulled up, each use of the row (its text for
 * the digest, the digest twice, to_json) ran every subquery of the read again, three times the work for the
 * same row.
 */
export const versionedSlotSql = (sql: string, late: (x: string) => string): string => `
  SELECT v.digest, CASE WHEN v.digest = $7 THEN NULL ELSE to_json(v.x) END AS row,
         CASE WHEN v.digest = $7 THEN NULL ELSE ${late('v.x')} END AS late
    FROM (SELECT x, md5(record_send(x)) AS digest FROM (${sql} OFFSET 0) x OFFSET 0) v`;

/** The last instant an answer computed at `now` holds, given the first slot of each master in it. */
export function holdsUntil(now: number, firstSlots: readonly { startMs: number; noticeMinutes: number }[]): number {
  let until = Math.floor(now / QUARTER_HOUR) * QUARTER_HOUR + QUARTER_HOUR - 1;
  for (const s of firstSlots) until = Math.min(until, s.startMs - s.noticeMinutes * MINUTE);
  return until;
}

export class SlotAnswers {
  // at most 32 MB of answers, each at most 15 minutes (longer it cannot hold anyway)
  private readonly kept = new LRUCache<string, KeptAnswer>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (a) => a.body.length + 200,
    ttl: QUARTER_HOUR,
  });

  /** The answer kept for `key` that holds at `now`, if any. */
  holding(key: string, now: number): KeptAnswer | undefined {
    const a = this.kept.get(key);
    return a && a.from <= now && now <= a.until ? a : undefined;
  }

  keep(key: string, answer: KeptAnswer): void {
    if (answer.until >= answer.from) this.kept.set(key, answer);
  }
}

/**
 * The one check of a business's records of a month under its plan (plan_records_check, migrations
 * 1764250000000 and 1764320000000), for every statement that puts a booking in a month: a new booking, a
 * move, a lapsed deposit hold taken again or paid. It takes the business's lock and counts the month of
 * `start`; over the limit the statement fails with BL002 (the caller answers RecordsQuota.refusal). Each
 * argument is an SQL expression: a parameter ($n) or a column of the row being written.
 */
export interface RecordsCheckArgs {
  organization: string;
  master: string;
  /** The booking's start: its month is the one counted. */
  start: string;
  /** The business's zone (RecordsQuota.zone). */
  zone: string;
  /** The limit (RecordsQuota.limit; 0: no limit, nothing locked or counted). */
  limit: string;
  /** A new booking's client and idempotency key: its retry is never refused. */
  client?: string;
  key?: string;
  /** An existing booking being put in the month: no new record when it already counts there. */
  moved?: string;
}

export const recordsCheckSql = (a: RecordsCheckArgs): string =>
  `plan_records_check(${a.organization}::int, ${a.master}::int, ${a.start}::timestamptz, ${a.zone}::varchar, ` +
  `${a.client ?? 'NULL'}::int, ${a.key ?? 'NULL'}::varchar, ${a.limit}::int, ${a.moved ?? 'NULL'}::int)`;

/**
 * calendar_busy: the times (only the times) of the master's outside events, for the next 60 days. The
 * schedules' statements read them through the fragments here (one owner per table), in the same statement
 * as the master's own blocks, so they block free times everywhere blocks do.
 */

/**
 * Rows (starts_at, ends_at) of master `master`'s outside busy times that overlap [from, to) (SQL timestamptz
 * expressions): a UNION ALL arm beside schedule_blocks.
 */
export const externalBusyRows = (master: string, from: string, to: string): string => `
  SELECT cb.starts_at, cb.ends_at FROM calendar_busy cb
   WHERE cb.master_id = ${master} AND cb.starts_at < ${to} AND cb.ends_at > ${from}`;

/**
 * The version of master `master`'s outside busy times (NULL: none since versions are kept): it changes in
 * the same statement as any of their rows (triggers on calendar_busy), so a read that hashes it instead of
 * the rows knows as surely whether they changed.
 */
export const externalBusyVersion = (master: string): string =>
  `(SELECT cv.version FROM calendar_busy_versions cv WHERE cv.master_id = ${master})`;

/** $1 master, $2 $3 the range (epoch ms): the day view's «Занято (Google)» / «Занято (календарь)» rows. */
export const LIST_EXTERNAL_BUSY_SQL = `
  SELECT (extract(epoch FROM starts_at) * 1000)::float8 AS starts_ms,
         (extract(epoch FROM ends_at) * 1000)::float8 AS ends_ms, provider
    FROM calendar_busy
   WHERE master_id = $1 AND starts_at < to_timestamp($3::float8 / 1000) AND ends_at > to_timestamp($2::float8 / 1000)
   ORDER BY starts_at`;

export interface ExternalBusyRow {
  starts_ms: number;
  ends_ms: number;
  provider: 'google' | 'caldav';
}

/** Connection $1 (of master $2, provider $3): its busy times are now exactly the JSON array $4 of [start, end] ms. */
export const REPLACE_BUSY_SQL = `
  WITH gone AS (DELETE FROM calendar_busy WHERE connection_id = $1)
  INSERT INTO calendar_busy (connection_id, master_id, provider, starts_at, ends_at)
  SELECT $1, $2, $3, to_timestamp((x->>0)::float8 / 1000), to_timestamp((x->>1)::float8 / 1000)
    FROM jsonb_array_elements($4::jsonb) x`;

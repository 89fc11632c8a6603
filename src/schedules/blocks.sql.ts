/**
 * The SQL of blocks and block series (src/schedules/blocks.service.ts, block-series.service.ts). Each
 * occurrence of a series is a schedule_blocks row with series_id, so the slot engine's busy input
 * (schedule-bundle.sql.ts) reads plain blocks and occurrences alike.
 */
import { EPOCH_MS } from './schedule-bundle.sql';

export interface BlockRow {
  id: number;
  starts_ms: number;
  ends_ms: number;
  note: string | null;
  series_id: number | null;
  rrule: string | null;
}

export interface SeriesRow {
  id: number;
  master_id: number;
  rrule: string;
  first_ms: number;
  duration_minutes: number;
  time_zone: string;
  note: string | null;
  /** Epoch ms of the starts removed one by one (EXDATE). */
  exdates: number[];
}

const BLOCK_SELECT = `
  SELECT b.id, ${EPOCH_MS('b.starts_at')} AS starts_ms, ${EPOCH_MS('b.ends_at')} AS ends_ms, b.note, b.series_id,
         s.rrule
    FROM schedule_blocks b LEFT JOIN schedule_block_series s ON s.id = b.series_id`;

/** $1 master, $2 $3 the range (epoch ms): blocks and occurrences that overlap it. */
export const LIST_BLOCKS_SQL = `${BLOCK_SELECT}
   WHERE b.master_id = $1 AND b.starts_at < to_timestamp($3::float8 / 1000) AND b.ends_at > to_timestamp($2::float8 / 1000)
   ORDER BY b.starts_at, b.id`;

/** Block $1 of master $2. */
export const ONE_BLOCK_SQL = `${BLOCK_SELECT} WHERE b.id = $1 AND b.master_id = $2`;

/** The occurrence of series $1 starting at $2 (epoch ms). */
export const OCCURRENCE_SQL = `${BLOCK_SELECT} WHERE b.series_id = $1 AND b.starts_at = to_timestamp($2::float8 / 1000)`;

/** The first occurrence of series $1. */
export const FIRST_OCCURRENCE_SQL = `${BLOCK_SELECT} WHERE b.series_id = $1 ORDER BY b.starts_at LIMIT 1`;

/** $1 master, $2 $3 start and end (epoch ms), $4 note. */
export const INSERT_BLOCK_SQL = `
  INSERT INTO schedule_blocks (master_id, starts_at, ends_at, note)
  VALUES ($1, to_timestamp($2::float8 / 1000), to_timestamp($3::float8 / 1000), $4)
  RETURNING id`;

/** Block $1 of master $2, counted (a DELETE through TypeORM answers [rows, count]; a SELECT plain rows). */
export const DELETE_BLOCK_SQL = `
  WITH d AS (DELETE FROM schedule_blocks WHERE id = $1 AND master_id = $2 RETURNING 1)
  SELECT count(*)::int AS n FROM d`;

export const SERIES_SQL = `
  SELECT id, master_id, rrule, ${EPOCH_MS('first_starts_at')} AS first_ms, duration_minutes, time_zone, note, exdates
    FROM schedule_block_series WHERE id = $1`;

/** $1 master, $2 rrule, $3 first start (epoch ms), $4 minutes, $5 zone, $6 note, $7 exdates (JSON). */
export const INSERT_SERIES_SQL = `
  INSERT INTO schedule_block_series (master_id, rrule, first_starts_at, duration_minutes, time_zone, note, exdates)
  VALUES ($1, $2, to_timestamp($3::float8 / 1000), $4, $5, $6, $7::jsonb)
  RETURNING id`;

/** Series $1 from here on: $2 rrule, $3 first start, $4 minutes, $5 zone, $6 note, $7 exdates (JSON). */
export const UPDATE_SERIES_SQL = `
  UPDATE schedule_block_series
     SET rrule = $2, first_starts_at = to_timestamp($3::float8 / 1000), duration_minutes = $4, time_zone = $5,
         note = $6, exdates = $7::jsonb
   WHERE id = $1`;

/** Series $1 ends earlier: $2 its shortened rrule, $3 the exdates it keeps (JSON). */
export const SHORTEN_SERIES_SQL = `UPDATE schedule_block_series SET rrule = $2, exdates = $3::jsonb WHERE id = $1`;

/** Series $1 (its occurrences go with it, ON DELETE CASCADE). */
export const DELETE_SERIES_SQL = `DELETE FROM schedule_block_series WHERE id = $1`;

/** $1 master, $2 series, $3 minutes, $4 note, $5 the starts (JSON array of epoch ms). */
export const INSERT_OCCURRENCES_SQL = `
  INSERT INTO schedule_blocks (master_id, series_id, starts_at, ends_at, note)
  SELECT $1, $2, to_timestamp(x::float8 / 1000), to_timestamp(x::float8 / 1000) + make_interval(mins => $3), $4
    FROM json_array_elements_text($5::json) x`;

/** Occurrences of series $1 starting at or after $2 (epoch ms). */
export const DELETE_OCCURRENCES_FROM_SQL = `
  DELETE FROM schedule_blocks WHERE series_id = $1 AND starts_at >= to_timestamp($2::float8 / 1000)`;

/** The occurrence of series $1 at $2 goes, and its start is kept as an EXDATE. */
export const EXCLUDE_OCCURRENCE_SQL = `
  WITH d AS (DELETE FROM schedule_blocks WHERE series_id = $1 AND starts_at = to_timestamp($2::float8 / 1000))
  UPDATE schedule_block_series SET exdates = exdates || to_jsonb($2::float8) WHERE id = $1`;

/**
 * Live bookings of master $1 that a block crosses: series $2's occurrences, or block $3. The master moves
 * them; a block never cancels a booking.
 */
export const CONFLICTS_SQL = `
  SELECT a.id FROM appointments a
   WHERE a.master_id = $1 AND a.status NOT IN ('cancelled', 'expired', 'payment_conflict')
     AND EXISTS (SELECT 1 FROM schedule_blocks b
                  WHERE (b.series_id = $2 OR b.id = $3) AND b.starts_at < a.ends_at AND b.ends_at > a.starts_at)
   ORDER BY a.starts_at, a.id`;

/** Every series of master ${masterId} as JSON, for the calendar feed: one VEVENT with RRULE and EXDATEs each. */
export const masterSeriesJson = (masterId: string): string => `COALESCE((
  SELECT json_agg(json_build_object('id', s.id, 'rrule', s.rrule, 'first_ms', ${EPOCH_MS('s.first_starts_at')},
           'duration_minutes', s.duration_minutes, 'time_zone', s.time_zone, 'note', s.note, 'exdates', s.exdates)
           ORDER BY s.id)
    FROM schedule_block_series s WHERE s.master_id = ${masterId}), '[]'::json)`;

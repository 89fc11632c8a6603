/**
 * The kept aggregates (table review_stats, maintained by a trigger on reviews) as SQL fragments, so every
 * page that shows a rating reads one row by key instead of scanning reviews. No imports: the bench and a
 * later search can load this file alone.
 */

export type StatsSubject = 'master' | 'organization';

/** Ratings need at least this many visible reviews: one review is not a rating. */
export const MIN_REVIEWS_FOR_RATING = 3;

/** `LEFT JOIN` of a subject's aggregate row as `alias`. */
export const STATS_JOIN = (alias: string, subject: StatsSubject, idExpr: string) =>
  `LEFT JOIN review_stats ${alias} ON ${alias}.subject = '${subject}' AND ${alias}.subject_id = ${idExpr}`;

export const REVIEWS_COUNT_SQL = (alias: string) => `COALESCE(${alias}.reviews_count, 0)`;

/** The mean rounded to one decimal; null while there are fewer than three visible reviews. */
export const RATING_SQL = (alias: string) =>
  `CASE WHEN ${alias}.reviews_count >= ${MIN_REVIEWS_FOR_RATING}
        THEN round(${alias}.rating_sum::numeric / ${alias}.reviews_count, 1)::float8 END`;

/** The count of each rating as the JSON text of an object {"1": n, …, "5": n}, keys in order. */
export const DISTRIBUTION_TEXT_SQL = (alias: string) =>
  `concat('{"1":', COALESCE(${alias}.r1, 0), ',"2":', COALESCE(${alias}.r2, 0), ',"3":', COALESCE(${alias}.r3, 0),
          ',"4":', COALESCE(${alias}.r4, 0), ',"5":', COALESCE(${alias}.r5, 0), '}')`;

/** Weight of the platform's mean in the ranking score: as if every subject had this many average reviews. */
export const SCORE_PRIOR_WEIGHT = 5;
/** The platform's mean before there is any review. */
export const SCORE_PRIOR_MEAN = 4.0;

/** The platform's mean rating (one row by key). */
export const PLATFORM_MEAN_SQL = `COALESCE((SELECT p.rating_sum::float8 / NULLIF(p.reviews_count, 0)
    FROM review_stats p WHERE p.subject = 'platform' AND p.subject_id = 0), ${SCORE_PRIOR_MEAN})`;

/**
 * The ranking score (C·m + Σ ratings) / (C + n) of the aggregate joined as `alias`: a Bayesian mean, so
 * 200 reviews at 4.8 outrank one at 5. Sort by it descending.
 */
export const SCORE_SQL = (alias: string) =>
  `((${SCORE_PRIOR_WEIGHT} * ${PLATFORM_MEAN_SQL} + COALESCE(${alias}.rating_sum, 0))
     / (${SCORE_PRIOR_WEIGHT} + COALESCE(${alias}.reviews_count, 0)))`;

/**
 * The mean the kept scores were computed with (table review_score_mean, migration
 * SearchKeptScore1764480000000): it follows PLATFORM_MEAN_SQL in steps of SCORE_MEAN_STEP. One row by key,
 * evaluated once per statement.
 */
export const KEPT_MEAN_SQL = `COALESCE((SELECT m.kept_mean FROM review_score_mean m), ${SCORE_PRIOR_MEAN})`;

/** The kept mean moves once the platform's mean is this far from it (the migration's comment says why). */
export const SCORE_MEAN_STEP = 0.005;

/**
 * SCORE_SQL kept in review_stats.score (by a trigger, with the kept mean): what search and the map sort by,
 * a column an index holds. A subject without an aggregate row scores the kept mean.
 */
export const KEPT_SCORE_SQL = (alias: string) => `COALESCE(${alias}.score, ${KEPT_MEAN_SQL})`;

/**
 * The rating order without a text, a point or a day (category, price_min, price_max and rating_min allowed)
 * read as a walk of review_stats' index on the kept score (review_stats_score_idx, migration
 * SearchKeptScore1764480000000) instead of scoring every provider.
 *
 * A hit's place is its provider's score rounded to 6 decimals (k1 = -score), then the service's id: the
 * services of providers with the same rounded score interleave by id. So a page is among the services of
 * the providers from the cursor's score down to that of the `rows`-th provider with a hit after it (each has
 * one at least, `ahead`), and of every provider tied with either end (`leaders`). A provider with a kept row
 * is read from the index in that order. A provider without one scores the kept mean: these are many (all
 * tied), so they are not ranked one by one but counted, up to `rows`, and their services are read in the
 * order of their ids after the cursor, `rows` at most (`unrated`). Every kept row of a provider has a score
 * (a BEFORE trigger computes it), so "without a score" is "without a row".
 *
 * The walk reads about `rows` providers divided by the share of providers that have a hit; a filter that
 * keeps few of them (a rare category, a price range few services fall in) reads more, down to the whole index
 * when fewer than `rows` are left after the cursor: that is the last page, and with rating_min the walk stops
 * where no score can have that rating (`scoreFloor`).
 */
import { KEPT_MEAN_SQL, MIN_REVIEWS_FOR_RATING, RATING_SQL, SCORE_PRIOR_WEIGHT } from '../reviews/review-stats.sql';
import type { SqlParams } from './search-params';
import type { Branch, SearchSpec } from './search.sql';

const MAX_INT4 = 2147483647;

export const ratingWalk = (s: SearchSpec) => s.sort === 'rating' && !(s.text || s.point || s.freeOn);

export interface WalkBinds {
  category: string | null;
  priceMin: string | null;
  priceMax: string | null;
  ratingMin: string | null;
}

/** The order's first key of a kept score, exactly as the page computes it. */
const K1 = (score: string) => `-round((${score})::numeric, 6)`;

/**
 * A score below which no provider has a rating of `min` or more: the rating is the mean rounded to 0.1, so the
 * mean is at least min − 0.05, and the score (C·m + n·mean) / (C + n) with n ≥ 3 reviews is at least the
 * lower of that mean and its value at n = 3. Less a margin for the float arithmetic.
 */
const scoreFloor = (min: string) => {
  const mean = `(${min} - 0.05)`;
  const w = SCORE_PRIOR_WEIGHT;
  const n = MIN_REVIEWS_FOR_RATING;
  return `(LEAST(${mean}, (${w} * (SELECT mean FROM kept) + ${n} * ${mean}) / ${w + n}) - 0.001)`;
};

/** The CTEs `kept`, `ahead`, `leaders` and `hits` of the walk. */
export function ratingWalkSql(branches: Branch[], spec: SearchSpec, p: SqlParams, binds: WalkBinds, rows: string) {
  const c1 = spec.after ? p.add(spec.after.k1, '::numeric') : null;
  const prices = [
    ...(binds.priceMin ? [`s.price >= ${binds.priceMin}`] : []),
    ...(binds.priceMax ? [`s.price <= ${binds.priceMax}`] : []),
  ];
  const provider = (b: Branch) => [
    b.providerVisible,
    ...(binds.category ? [`${b.category} = ${binds.category}`] : []),
    ...(binds.ratingMin ? [`${RATING_SQL('st')} >= ${binds.ratingMin}`] : []),
  ];
  const hasHit = (b: Branch) => `EXISTS (SELECT 1 FROM services s WHERE ${[b.owns(b.id), ...prices].join(' AND ')})`;
  // the index's range of a kind's kept scores: below the cursor's (a margin wider than the rounding, the exact
  // condition on k1 beside it) and above the rating's floor
  const scored = (b: Branch, after: '>' | '>=') => [
    `st.subject = '${b.kind}'`,
    `${b.id} = st.subject_id`,
    'st.score IS NOT NULL',
    ...(c1 ? [`st.score < (0.000001 - ${c1})::float8`, `${K1('st.score')} ${after} ${c1}`] : []),
    ...(binds.ratingMin ? [`st.score >= ${scoreFloor(binds.ratingMin)}`] : []),
  ];
  const km = '(SELECT km FROM kept)';
  const last = '(SELECT k1 FROM ahead)';
  const unrated = binds.ratingMin === null;

  const aheadRated = branches.map(
    (b) => `(SELECT ${K1('st.score')} AS k1 FROM review_stats st, ${b.provider}
              WHERE ${[...scored(b, '>'), ...provider(b), hasHit(b)].join(' AND ')}
              ORDER BY st.score DESC LIMIT ${rows})`,
  );
  const aheadUnrated = unrated
    ? branches.map(
        (b) => `(SELECT ${km} AS k1 FROM ${b.provider} ${b.stats}
                  WHERE ${[...(c1 ? [`${km} > ${c1}`] : []), 'st.score IS NULL', ...provider(b), hasHit(b)].join(' AND ')}
                  LIMIT ${rows})`,
      )
    : [];
  const leaders = branches.map(
    (b) => `SELECT '${b.kind}'::text AS kind, ${b.id} AS id, st.score FROM review_stats st, ${b.provider}
             WHERE ${[
               ...scored(b, '>='),
               `st.score > COALESCE((-${last} - 0.000001)::float8, '-Infinity')`,
               `${K1('st.score')} <= COALESCE(${last}, ${K1('st.score')})`,
               ...provider(b),
             ].join(' AND ')}`,
  );
  const ratedHits = branches.map(
    (b) => `SELECT s.id, l.kind, s.price, NULL::float8 AS distance, l.score, NULL::tsvector AS search_vector
              FROM leaders l JOIN services s ON ${[b.owns('l.id'), ...prices].join(' AND ')}
             WHERE l.kind = '${b.kind}'`,
  );
  // the unrated are tied: after the cursor's id when the cursor is among them
  const from = spec.after ? afterId(spec.after.k2, spec.after.id) : null;
  const unratedHits = unrated
    ? branches.map(
        (b) => `(SELECT s.id, '${b.kind}'::text AS kind, s.price, NULL::float8 AS distance,
                        (SELECT mean FROM kept) AS score, NULL::tsvector AS search_vector
                   FROM services s ${b.joins} ${b.stats}
                  WHERE ${[
                    b.visible,
                    'st.score IS NULL',
                    ...provider(b).slice(1),
                    ...prices,
                    ...(c1 ? [`${km} >= ${c1}`] : []),
                    `${km} <= COALESCE(${last}, ${km})`,
                    ...(from ? [`s.id > CASE WHEN ${km} = ${c1} THEN ${p.add(from, '::int')} ELSE 0 END`] : []),
                  ].join(' AND ')}
                  ORDER BY s.id LIMIT ${rows})`,
      )
    : [];
  return `
  kept AS MATERIALIZED (SELECT m.mean, ${K1('m.mean')} AS km FROM (SELECT ${KEPT_MEAN_SQL} AS mean) m),
  ahead AS MATERIALIZED (
    SELECT k1 FROM (${[...aheadRated, ...aheadUnrated].join(' UNION ALL ')}) a ORDER BY k1 OFFSET ${rows} - 1 LIMIT 1),
  leaders AS MATERIALIZED (${leaders.join(' UNION ALL ')}),
  hits AS (${[...ratedHits, ...unratedHits].join(' UNION ALL ')})`;
}

/**
 * The cursor's condition `(k2, id) > (cursor's k2, id)` among hits of its own k1, as one on the id: every hit
 * of this order has k2 = 0, so a cursor's k2 below 0 admits all of them, one above none.
 */
function afterId(k2: string, id: number): number {
  const k = Number(k2);
  return k === 0 ? id : k < 0 ? 0 : MAX_INT4;
}

/**
 * The rating order without a text, a point, a day, a category or rating_min (price_min and price_max allowed)
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
 * The walk reads about `rows` providers divided by the share of providers that have a hit; a price range
 * that few providers' services fall in reads more, down to the whole index
 * when fewer than `rows` are left after the cursor (the last page). With a price range it is taken only
 * when the range holds many services (`dense`).
 */
import { KEPT_MEAN_SQL } from '../reviews/review-stats.sql';
import type { SqlParams } from './search-params';
import { pricesWalked } from './search-price-walk.sql';
import type { Branch, SearchSpec } from './search.sql';

const MAX_INT4 = 2147483647;

/**
 * Walked: the whole catalogue, and with a price range. A category or rating_min is not: at scale 10 a category
 * (one in fifteen masters) or rating_min 4.4 (providers' ratings bunch at 4.3–4.4, unlike their scores) made
 * the walk read more buffers than ranking the category's or rating's providers does (search.sql.ts, leaders).
 */
export const ratingWalk = (s: SearchSpec) =>
  s.sort === 'rating' && !(s.text || s.point || s.freeOn) && s.category === null && s.ratingMin === null;

export interface WalkBinds {
  priceMin: string | null;
  priceMax: string | null;
}

/** The order's first key of a kept score, exactly as the page computes it. */
const K1 = (score: string) => `-round((${score})::numeric, 6)`;

/**
 * With price_min or price_max: whether there are at least this many services in the range (the price order's
 * indexes count them). Fewer are sorted faster than a walk finds providers that sell one.
 */
export const DENSE_PRICES = 10000;

/** How many services in the order of ids are read for the unrated providers' before the set of those providers is made. */
export const NEAR_SERVICES = 500;

/**
 * The walk's CTEs (`kept`, `dense`, `ahead`, `leaders`) and its hits' statements. With a price range it walks
 * only if the range holds DENSE_PRICES services at least; `sortInstead` is then a relation of one row or none
 * that the sort of every hit is joined to, so that it reads nothing when the walk answers (as a condition,
 * the planner sent parallel workers to find it false).
 */
export function ratingWalkSql(
  branches: Branch[],
  spec: SearchSpec,
  p: SqlParams,
  binds: WalkBinds,
  rows: string,
): { ctes: string; hits: string[]; sortInstead: string | null } {
  const c1 = spec.after ? p.add(spec.after.k1, '::numeric') : null;
  const prices = [
    ...(binds.priceMin ? [`s.price >= ${binds.priceMin}`] : []),
    ...(binds.priceMax ? [`s.price <= ${binds.priceMax}`] : []),
  ];
  const hasHit = (b: Branch) => `EXISTS (SELECT 1 FROM services s WHERE ${[b.owns(b.id), ...prices].join(' AND ')})`;
  // the index's range of a kind's kept scores below the cursor's (a margin wider than the rounding, the exact
  // condition on k1 beside it)
  const scored = (b: Branch, after: '>' | '>=') => [
    `st.subject = '${b.kind}'`,
    `${b.id} = st.subject_id`,
    'st.score IS NOT NULL',
    ...(c1 ? [`st.score < (0.000001 - ${c1})::float8`, `${K1('st.score')} ${after} ${c1}`] : []),
  ];
  const unscored = (b: Branch) =>
    `NOT EXISTS (SELECT 1 FROM review_stats st WHERE st.subject = '${b.kind}' AND st.subject_id = ${b.id} AND st.score IS NOT NULL)`;
  const km = '(SELECT km FROM kept)';
  const last = '(SELECT k1 FROM ahead)';
  const ranged = pricesWalked(binds.priceMin, binds.priceMax);
  const dense = ranged.length
    ? `(${branches
        .map(
          (b) =>
            `(SELECT count(*) FROM (SELECT 1 FROM services s WHERE ${[b.indexed, ...ranged].join(' AND ')} LIMIT ${DENSE_PRICES}) c)`,
        )
        .join(' + ')}) >= ${DENSE_PRICES} AS walk`
    : null;

  const aheadRated = branches.map(
    (b) => `(SELECT ${K1('st.score')} AS k1 FROM review_stats st, ${b.provider}
              WHERE ${[...scored(b, '>'), b.providerVisible, hasHit(b)].join(' AND ')}
              ORDER BY st.score DESC LIMIT ${rows})`,
  );
  // counted only when fewer than `rows` rated providers come before them (else they are after the page)
  const aheadUnrated = branches.map(
    (b) => `(SELECT ${km} AS k1 FROM ${b.provider}
                  WHERE ${[
                    ...(c1 ? [`${km} > ${c1}`] : []),
                    `(SELECT count(*) FROM rated WHERE k1 < ${km}) < ${rows}`,
                    unscored(b),
                    b.providerVisible,
                    hasHit(b),
                  ].join(' AND ')}
                  LIMIT ${rows})`,
  );
  const leaders = branches.map(
    (b) => `SELECT '${b.kind}'::text AS kind, ${b.id} AS id, st.score FROM review_stats st, ${b.provider}
             WHERE ${[
               ...scored(b, '>='),
               `st.score > COALESCE((-${last} - 0.000001)::float8, '-Infinity')`,
               `${K1('st.score')} <= COALESCE(${last}, ${K1('st.score')})`,
               b.providerVisible,
             ].join(' AND ')}`,
  );
  const ratedHits = branches.map(
    (b) => `SELECT s.id, l.kind, s.price, NULL::float8 AS distance, l.score, NULL::tsvector AS search_vector
              FROM leaders l JOIN services s ON ${[b.owns('l.id'), ...prices].join(' AND ')}
             WHERE l.kind = '${b.kind}'`,
  );
  // The unrated are tied: their services in the order of ids, after the cursor's id when the cursor is among
  // them. Read by id (`near`, NEAR_SERVICES at most, each joined to its provider) while their services are
  // spread among the others; past those (`far`), each service is checked against the set of the unrated
  // providers, made once: a data set whose unrated providers' services are all later (a seed's) reads those
  // ids without joining each.
  const from = spec.after ? p.add(afterId(spec.after.k2, spec.after.id), '::int') : null;
  const fromId = from ? `CASE WHEN ${km} = ${c1} THEN ${from} ELSE 0 END` : '0';
  const inWindow = [...(c1 ? [`${km} >= ${c1}`] : []), `${km} <= COALESCE(${last}, ${km})`];
  const unratedCtes = branches.map(
    (b) => `
  near_${b.kind} AS MATERIALIZED (
    SELECT s.id FROM services s WHERE ${b.indexed} AND s.id > ${fromId} ORDER BY s.id LIMIT ${NEAR_SERVICES}),
  unrated_${b.kind} AS MATERIALIZED (
    SELECT s.id FROM near_${b.kind} n JOIN services s ON s.id = n.id ${b.joins}
     WHERE ${[...inWindow, b.visible, unscored(b), ...prices].join(' AND ')}
     ORDER BY s.id LIMIT ${rows})`,
  );
  const far = (b: Branch) => `
    SELECT s.id FROM services s
     WHERE ${[
       ...inWindow,
       `(SELECT count(*) FROM near_${b.kind}) = ${NEAR_SERVICES}`,
       `(SELECT count(*) FROM unrated_${b.kind}) < ${rows}`,
       b.indexed,
       `s.id > (SELECT max(id) FROM near_${b.kind})`,
       // IS TRUE keeps the IN a hashed set, made once (as a join it was a lookup per service)
       `(${b.owner} IN (SELECT ${b.id} FROM ${b.provider} WHERE ${[unscored(b), b.providerVisible].join(' AND ')})) IS TRUE`,
       ...prices,
     ].join(' AND ')}
     ORDER BY s.id LIMIT ${rows}`;
  const unratedHits = branches.map(
    (b) => `SELECT s.id, '${b.kind}'::text AS kind, s.price, NULL::float8 AS distance,
                       (SELECT mean FROM kept) AS score, NULL::tsvector AS search_vector
                  FROM ((SELECT id FROM unrated_${b.kind}) UNION ALL (${far(b)})) u JOIN services s ON s.id = u.id`,
  );
  const gate = dense ? ['(SELECT walk FROM dense)'] : [];
  return {
    ctes: `
  kept AS MATERIALIZED (SELECT m.mean, ${K1('m.mean')} AS km FROM (SELECT ${KEPT_MEAN_SQL} AS mean) m),${
    dense
      ? `
  dense AS MATERIALIZED (SELECT ${dense}),`
      : ''
  }
  rated AS MATERIALIZED (SELECT k1 FROM (${aheadRated.join(' UNION ALL ')}) a ORDER BY k1 LIMIT ${rows}),
  ahead AS MATERIALIZED (
    SELECT k1 FROM (${['SELECT k1 FROM rated', ...aheadUnrated].join(' UNION ALL ')}) a
     ORDER BY k1 OFFSET ${rows} - 1 LIMIT 1),
  leaders AS MATERIALIZED (${leaders.join(' UNION ALL ')})${unratedCtes.map((c) => `,${c}`).join('')}`,
    hits: [...ratedHits, ...unratedHits].map((h) => (gate.length ? `SELECT * FROM (${h}) w WHERE ${gate[0]}` : h)),
    sortInstead: dense ? '(SELECT 1 FROM dense WHERE NOT dense.walk) instead' : null,
  };
}

/**
 * The cursor's condition `(k2, id) > (cursor's k2, id)` among hits of its own k1, as one on the id: every hit
 * of this order has k2 = 0, so a cursor's k2 below 0 admits all of them, one above none.
 */
function afterId(k2: string, id: number): number {
  const k = Number(k2);
  return k === 0 ? id : k < 0 ? 0 : MAX_INT4;
}

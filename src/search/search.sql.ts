/**
 * The search statement, built from the filters present (a few dozen texts at most, each prepared once per
 * connection). ONE statement answers a page: the hits of both kinds (an independent master's service, an
 * organization's service) with their provider, place, rating and the caller's favorites, in the order
 * asked, after the cursor. With free_on it keeps the hits whose provider has a schedule; the working-time
 * data for that day are read afterwards for the providers the slot engine looks at (search-free-on.sql.ts).
 * The hits of a text are found as search-text-hits.sql.ts says, those of the other queries here.
 */
import { visibleOrganization } from '../access/access.sql';
import { KEPT_SCORE_SQL, RATING_SQL, REVIEWS_COUNT_SQL, STATS_JOIN } from '../reviews/review-stats.sql';
import type { Box } from './search-area';
import type { SearchCursor } from './search-cursor';
import { HAVERSINE_KM, IN_BOX } from './search-geo.sql';
import { PEOPLE_CTES, type TextParams, textParams } from './search-match.sql';
import { SqlParams } from './search-params';
import { SCHEDULED_PERFORMER, textHitsSql } from './search-text-hits.sql';
import { afterPrice, PRICE_KEY, pricesWalked, priceWalk } from './search-price-walk.sql';
import { ratingWalk, ratingWalkSql } from './search-rating-walk.sql';
import type { FreeOnDay } from './search-free-on.sql';
import type { SearchText } from './search-text';
import type { SearchSort } from './search.contract';

export interface SearchPoint {
  lat: number;
  lon: number;
  km: number;
  box: Box;
}

export interface SearchSpec {
  text: SearchText | null;
  category: string | null;
  priceMin: number | null;
  priceMax: number | null;
  ratingMin: number | null;
  point: SearchPoint | null;
  freeOn: FreeOnDay | null;
  sort: SearchSort;
  after: SearchCursor | null;
  rows: number;
  viewerTelegramId: number | null;
}

export interface Branch {
  kind: 'master' | 'organization';
  /** The provider's tables joined to services row `s`. */
  joins: string;
  /** The provider's tables alone, its id and its services `s` (to rank providers before their services). */
  provider: string;
  id: string;
  /** Service row `s` belongs to the provider of id `id`. */
  owns: (id: string) => string;
  /** The provider's id on service row `s` (with `indexed`: of this kind). */
  owner: string;
  /** A hit's visibility: the service row's rule (`owns` without its join condition) and the provider's. */
  visible: string;
  providerVisible: string;
  /** The service rows of this kind, as the predicate of its partial index on the price order. */
  indexed: string;
  category: string;
  stats: string;
  lat: string;
  lon: string;
  columns: string;
  favorite: (viewer: string) => string;
  scheduled: string;
}

const BRANCHES: Branch[] = [
  {
    kind: 'master',
    joins: `JOIN users u ON u.id = s.master_id JOIN master_profiles mp ON mp.user_id = u.id`,
    // the independentMaster rule (a public link) read on the profile row joined here: as a second lookup of
    // the same row its selectivity counted twice, and the planner then read every master's services
    visible: `s.organization_id IS NULL AND NOT u.is_blocked AND mp.deep_link IS NOT NULL`,
    providerVisible: `NOT u.is_blocked AND mp.deep_link IS NOT NULL`,
    indexed: 's.organization_id IS NULL',
    provider: `users u JOIN master_profiles mp ON mp.user_id = u.id`,
    id: 'u.id',
    owns: (id) => `s.master_id = ${id} AND s.organization_id IS NULL`,
    owner: 's.master_id',
    category: 'mp.category',
    stats: STATS_JOIN('st', 'master', 'u.id'),
    lat: 'mp.latitude',
    lon: 'mp.longitude',
    columns: `u.id AS provider_id, u.first_name, u.last_name, mp.specialization, NULL::varchar AS organization_name,
              mp.address, '/master/' || mp.deep_link AS book_path, NULL::varchar AS time_zone`,
    favorite: (viewer) =>
      `EXISTS (SELECT 1 FROM favorite_masters f WHERE f.client_id = ${viewer} AND f.master_id = u.id)`,
    scheduled: 'EXISTS (SELECT 1 FROM master_schedules fms WHERE fms.master_id = u.id)',
  },
  {
    kind: 'organization',
    joins: `JOIN organizations o ON o.id = s.organization_id`,
    visible: visibleOrganization('o'),
    providerVisible: visibleOrganization('o'),
    indexed: 's.organization_id IS NOT NULL',
    provider: 'organizations o',
    id: 'o.id',
    owns: (id) => `s.organization_id = ${id}`,
    owner: 's.organization_id',
    category: 'o.category',
    stats: STATS_JOIN('st', 'organization', 'o.id'),
    lat: 'o.latitude',
    lon: 'o.longitude',
    columns: `o.id AS provider_id, NULL::varchar AS first_name, NULL::varchar AS last_name,
              NULL::varchar AS specialization, o.name AS organization_name, o.address,
              '/organization/' || o.deep_link AS book_path, o.time_zone`,
    favorite: (viewer) =>
      `EXISTS (SELECT 1 FROM favorite_organizations f WHERE f.client_id = ${viewer} AND f.organization_id = o.id)`,
    scheduled: SCHEDULED_PERFORMER('o.id', 's.id'),
  },
];

/**
 * The rows of one kind of hit of a query without a text, with every filter that can be decided per row:
 * only what the order needs (the ranking reads every hit; what a page shows is read for its rows alone,
 * detailSql). The price order reads only the kind's first `limit` rows after the cursor, in the order of
 * its index (search-price-walk.sql.ts).
 */
/** `only`: a relation the rows are joined to, empty when another statement answers (the rating walk's). */
function branchSql(b: Branch, spec: SearchSpec, p: SqlParams, binds: Binds, limit: string, only?: string): string {
  const walk = priceWalk(spec);
  const where = [b.visible];
  if (binds.category) where.push(`${b.category} = ${binds.category}`);
  if (walk) where.push(b.indexed, ...pricesWalked(binds.priceMin, binds.priceMax));
  else {
    if (binds.priceMin) where.push(`s.price >= ${binds.priceMin}`);
    if (binds.priceMax) where.push(`s.price <= ${binds.priceMax}`);
  }
  if (binds.ratingMin) where.push(`${RATING_SQL('st')} >= ${binds.ratingMin}`);
  if (leadersOnly(spec)) where.push(`${b.id} IN (SELECT l.id FROM leaders l WHERE l.kind = '${b.kind}')`);
  if (spec.point) where.push(IN_BOX(b.lat, b.lon, spec.point.box, p));
  if (spec.freeOn) where.push(b.scheduled);
  if (walk && spec.after) where.push(afterPrice(spec.after, p));
  const distance = binds.point ? HAVERSINE_KM(b.lat, b.lon, binds.point.lat, binds.point.lon) : 'NULL::float8';
  const rows = `
    SELECT s.id, '${b.kind}'::text AS kind, s.price, ${distance} AS distance, ${KEPT_SCORE_SQL('st')} AS score,
           NULL::tsvector AS search_vector
      FROM ${only ? `${only} CROSS JOIN ` : ''}services s ${b.joins} ${b.stats}
     WHERE ${where.join(' AND ')}`;
  return walk ? `(${rows} ORDER BY ${PRICE_KEY('s')}, s.id LIMIT ${limit})` : rows;
}

/**
 * The rating order with a category or rating_min (without a price range; without either it is walked,
 * search-rating-walk.sql.ts): a service's place is its provider's score, so the page
 * is among the services of the providers up to the `rows`-th one with services after the cursor's score
 * (each has one at least), and of those tied with the cursor. Ranking providers first spares joining
 * and scoring every service.
 */
const leadersOnly = (s: SearchSpec) =>
  s.sort === 'rating' &&
  !(s.text || s.point || s.freeOn || ratingWalk(s)) &&
  s.priceMin === null &&
  s.priceMax === null;

function leadersSql(spec: SearchSpec, p: SqlParams, binds: Binds, limit: string): string {
  const providers = BRANCHES.map((b) => {
    const where = [b.providerVisible, `EXISTS (SELECT 1 FROM services s WHERE ${b.owns(b.id)})`];
    if (binds.category) where.push(`${b.category} = ${binds.category}`);
    if (binds.ratingMin) where.push(`${RATING_SQL('st')} >= ${binds.ratingMin}`);
    return `SELECT '${b.kind}'::text AS kind, ${b.id} AS id, -round((${KEPT_SCORE_SQL('st')})::numeric, 6) AS k1
              FROM ${b.provider} ${b.stats} WHERE ${where.join(' AND ')}`;
  }).join(' UNION ALL ');
  const from = spec.after ? p.add(spec.after.k1, '::numeric') : null;
  return `
  providers AS MATERIALIZED (${providers}),
  leaders AS MATERIALIZED (
    SELECT kind, id FROM providers
     WHERE ${from ? `k1 >= ${from} AND ` : ''}k1 <= COALESCE((
             SELECT k1 FROM providers ${from ? `WHERE k1 > ${from}` : ''} ORDER BY k1 LIMIT 1 OFFSET ${limit} - 1), k1))`;
}

/** What a page row `pg` of this kind shows. */
function detailSql(b: Branch, binds: Binds): string {
  return `
    SELECT s.id, s.name, s.description, s.duration_minutes, s.price, s.category, pg.kind,
           ${b.columns}, ${b.lat} AS latitude, ${b.lon} AS longitude, pg.distance,
           ${RATING_SQL('st')} AS rating, ${REVIEWS_COUNT_SQL('st')} AS reviews_count,
           ${b.favorite(binds.viewer)} AS is_favorite, pg.k1, pg.k2
      FROM page pg JOIN services s ON s.id = pg.id ${b.joins} ${b.stats}
     WHERE pg.kind = '${b.kind}'`;
}

interface Binds {
  text: TextParams | null;
  category: string | null;
  priceMin: string | null;
  priceMax: string | null;
  ratingMin: string | null;
  point: { lat: string; lon: string; km: string } | null;
  viewer: string;
}

/** The two sort keys (ascending; ties by service id) of each sort, over a hit row `h`. */
function sortKeys(sort: SearchSort, text: TextParams | null): [string, string] {
  const score = 'round(h.score::numeric, 6)';
  switch (sort) {
    case 'relevance':
      return text
        ? [`-round(ts_rank(h.search_vector, to_tsquery('russian', ${text.tsqueryAny}))::numeric, 4)`, `-${score}`]
        : [`-${score}`, '0::numeric'];
    case 'rating':
      return [`-${score}`, '0::numeric'];
    case 'price':
      return [PRICE_KEY('h'), '0::numeric'];
    case 'distance':
      return ['round(h.distance::numeric, 6)', '0::numeric'];
  }
}

/** The statement and its parameters. */
export function searchStatement(spec: SearchSpec): { text: string; values: unknown[] } {
  const p = new SqlParams();
  const text = spec.text ? textParams(p, spec.text) : null;
  const binds: Binds = {
    text,
    category: spec.category === null ? null : p.add(spec.category, '::varchar'),
    priceMin: spec.priceMin === null ? null : p.add(spec.priceMin, '::numeric'),
    priceMax: spec.priceMax === null ? null : p.add(spec.priceMax, '::numeric'),
    ratingMin: spec.ratingMin === null ? null : p.add(spec.ratingMin, '::float8'),
    point: spec.point
      ? {
          lat: p.add(spec.point.lat, '::float8'),
          lon: p.add(spec.point.lon, '::float8'),
          km: p.add(spec.point.km, '::float8'),
        }
      : null,
    viewer: `(SELECT v.id FROM users v WHERE v.telegram_id = ${p.add(spec.viewerTelegramId, '::bigint')})`,
  };
  const limit = p.add(spec.rows, '::int');
  const ctes: string[] = [];
  if (text) {
    const point = binds.point && spec.point ? { ...binds.point, box: spec.point.box } : null;
    ctes.push(PEOPLE_CTES(text), textHitsSql({ ...binds, text, point, scheduled: spec.freeOn !== null }, p));
  } else {
    const walk = ratingWalk(spec) ? ratingWalkSql(BRANCHES, spec, p, binds, limit) : null;
    const sorted =
      !walk || walk.sortInstead
        ? BRANCHES.map((b) => branchSql(b, spec, p, binds, limit, walk?.sortInstead ?? undefined))
        : [];
    if (walk) ctes.push(walk.ctes);
    if (leadersOnly(spec)) ctes.push(leadersSql(spec, p, binds, limit));
    ctes.push(`hits AS (${[...(walk?.hits ?? []), ...sorted].join(' UNION ALL ')})`);
  }
  const [k1, k2] = sortKeys(spec.sort, text);
  const within = binds.point ? `WHERE h.distance <= ${binds.point.km}` : '';
  const after = spec.after
    ? `WHERE (k1, k2, id) > (${p.add(spec.after.k1, '::numeric')}, ${p.add(spec.after.k2, '::numeric')}, ${p.add(spec.after.id, '::int')})`
    : '';
  const page = `page AS MATERIALIZED (
      SELECT id, kind, distance, k1, k2 FROM (SELECT h.*, ${k1} AS k1, ${k2} AS k2 FROM hits h ${within}) ranked ${after}
       ORDER BY k1, k2, id LIMIT ${limit})`;
  const details = BRANCHES.map((b) => detailSql(b, binds)).join(' UNION ALL ');
  const with_ = [...ctes, page];
  return {
    text: `
    WITH ${with_.join(',')}
    SELECT r.id, r.name, r.description, r.duration_minutes, r.price::float8 AS price, r.category, r.kind,
           r.provider_id, r.first_name, r.last_name, r.specialization, r.organization_name, r.address,
           r.latitude, r.longitude, round(r.distance::numeric, 1)::float8 AS distance_km, r.rating, r.reviews_count,
           r.book_path, r.is_favorite, r.time_zone, r.k1::text AS c1, r.k2::text AS c2
      FROM (${details}) r
     ORDER BY r.k1, r.k2, r.id`,
    values: p.values,
  };
}

/**
 * The hits of a search with a text, as the CTEs `cand`, `prov` and `hits` of the search statement
 * (search.sql.ts): each matched service is read once, by the index that finds it, and each of their
 * providers once, however many of its services match. A common word matches thousands of services of a
 * few thousand providers: joining every service to its provider's rows and aggregate, as the hits without
 * a text do, read the provider's rows once per service (most of such a search's time).
 *
 * The hits are the same as the rules say (search-match.sql.ts): a visible provider's service whose own
 * text, master, organization or performing master holds the finding word, every word of several in the
 * hit's texts together, the filters of the query.
 */
import { bookableMemberRow, visibleOrganization } from '../access/access.sql';
import { KEPT_SCORE_SQL, RATING_SQL, STATS_JOIN } from '../reviews/review-stats.sql';
import type { Box } from './search-area';
import { HAVERSINE_KM, IN_BOX } from './search-geo.sql';
import {
  IN_MATCHED,
  MASTER_VECTOR,
  MATCHED_ORGANIZATION_MASTER,
  MATCHES,
  ORGANIZATION_VECTOR,
  PERFORMER_WHERE,
  type TextParams,
} from './search-match.sql';
import type { SqlParams } from './search-params';

/** The query's filters, bound (search.sql.ts). */
export interface TextHitsBinds {
  text: TextParams;
  category: string | null;
  priceMin: string | null;
  priceMax: string | null;
  ratingMin: string | null;
  point: { lat: string; lon: string; km: string; box: Box } | null;
  /** free_on: only hits someone could be free for (a schedule). */
  scheduled: boolean;
}

/** A performing, bookable master of organization `o` with a schedule (someone could be free). */
export const SCHEDULED_PERFORMER = (o: string, service: string) => `EXISTS (
    SELECT 1 ${SCHEDULED_MEMBERS(o)} AND (foms.service_ids IS NULL OR ${service} = ANY(foms.service_ids)))`;

/** The performing, bookable masters of organization `o` with a schedule, with the services each performs. */
const SCHEDULED_MEMBERS = (o: string, each = '') => `FROM organization_members fm
      JOIN users fu ON fu.id = fm.user_id
      JOIN master_schedules fms ON fms.master_id = fm.user_id
      LEFT JOIN organization_master_services foms ON foms.organization_id = fm.organization_id AND foms.master_id = fm.user_id
      ${each}
     WHERE fm.organization_id = ${o} AND fm.master_code IS NOT NULL AND ${bookableMemberRow('fm', 'fu')}`;

/**
 * SCHEDULED_PERFORMER of an organization's every service at once, joined to its row as `sc`: someone with a
 * schedule performs all its services (sc.sched_all), or these ones (sc.sched_ids).
 */
const SCHEDULED_SERVICES = (o: string) => `
      LEFT JOIN LATERAL (
        SELECT bool_or(foms.service_ids IS NULL) AS sched_all,
               array_agg(DISTINCT sid) FILTER (WHERE sid IS NOT NULL) AS sched_ids
          ${SCHEDULED_MEMBERS(o, 'LEFT JOIN LATERAL unnest(foms.service_ids) sid ON true')}
      ) sc ON true`;

const COLUMNS = `s.id, s.price, s.search_vector,
    CASE WHEN s.organization_id IS NULL THEN 'master' ELSE 'organization' END AS kind,
    COALESCE(s.organization_id, s.master_id) AS provider_id`;

/**
 * The matched services, each once: by their own text (the GIN index), or else by their independent
 * master, or else by their organization's name, or else by a master of the organization who performs them.
 */
const candidates = (t: TextParams) => {
  const notOwn = `(${MATCHES('s.search_vector', t, true)}) IS NOT TRUE`;
  const notOrganization = `(${MATCHES(ORGANIZATION_VECTOR('o'), t, true)}) IS NOT TRUE`;
  return `
  cand AS MATERIALIZED (
    SELECT ${COLUMNS} FROM services s WHERE ${MATCHES('s.search_vector', t, true)}
    UNION ALL
    SELECT ${COLUMNS} FROM services s
     WHERE s.organization_id IS NULL AND s.master_id IN (SELECT id FROM matched_people) AND ${notOwn}
    UNION ALL
    SELECT ${COLUMNS} FROM services s JOIN organizations o ON o.id = s.organization_id
     WHERE ${MATCHES(ORGANIZATION_VECTOR('o'), t, true)} AND ${notOwn}
    UNION ALL
    SELECT ${COLUMNS} FROM services s JOIN organizations o ON o.id = s.organization_id
     WHERE s.organization_id IN (SELECT m.organization_id FROM organization_members m
                                  WHERE m.user_id IN (SELECT id FROM matched_people))
       AND ${MATCHED_ORGANIZATION_MASTER('s.organization_id', 's.id')} AND ${notOwn} AND ${notOrganization})`;
};

/** One kind of provider: its rows, the services that are its, what it is filtered and ordered by. */
interface ProviderKind {
  kind: 'master' | 'organization';
  from: string;
  id: string;
  /** Its ids among the candidates. */
  among: string;
  visible: string;
  category: string;
  lat: string;
  lon: string;
  /** Its kept text vector (names, specialization), read for a query of several words. */
  vector: string;
  /** free_on: the join that tells who could be free for which of its services, as sc.sched_all and sc.sched_ids. */
  scheduled: string;
}

const KINDS: ProviderKind[] = [
  {
    kind: 'master',
    from: `users u JOIN master_profiles mp ON mp.user_id = u.id ${STATS_JOIN('st', 'master', 'u.id')}`,
    id: 'u.id',
    among: `SELECT c.provider_id FROM cand c WHERE c.kind = 'master'`,
    visible: 'NOT u.is_blocked AND mp.deep_link IS NOT NULL',
    category: 'mp.category',
    lat: 'mp.latitude',
    lon: 'mp.longitude',
    vector: MASTER_VECTOR('u', 'mp'),
    // a master with a schedule performs all their services
    scheduled: `LEFT JOIN LATERAL (
        SELECT true AS sched_all, NULL::int[] AS sched_ids FROM master_schedules fms WHERE fms.master_id = u.id
      ) sc ON true`,
  },
  {
    kind: 'organization',
    from: `organizations o ${STATS_JOIN('st', 'organization', 'o.id')}`,
    id: 'o.id',
    among: `SELECT c.provider_id FROM cand c WHERE c.kind = 'organization'`,
    visible: visibleOrganization('o'),
    category: 'o.category',
    lat: 'o.latitude',
    lon: 'o.longitude',
    vector: ORGANIZATION_VECTOR('o'),
    scheduled: SCHEDULED_SERVICES('o.id'),
  },
];

/** The providers of the candidates that the query's provider filters keep, with their score and distance. */
function providers(b: TextHitsBinds, p: SqlParams): string {
  return KINDS.map((k) => {
    const where = [`${k.id} IN (${k.among})`, k.visible];
    if (b.category) where.push(`${k.category} = ${b.category}`);
    if (b.ratingMin) where.push(`${RATING_SQL('st')} >= ${b.ratingMin}`);
    if (b.point) where.push(IN_BOX(k.lat, k.lon, b.point.box, p));
    const distance = b.point ? HAVERSINE_KM(k.lat, k.lon, b.point.lat, b.point.lon) : 'NULL::float8';
    const vector = b.text.several ? k.vector : 'NULL::tsvector';
    const scheduled = b.scheduled
      ? 'sc.sched_all, sc.sched_ids'
      : 'NULL::boolean AS sched_all, NULL::int[] AS sched_ids';
    return `
    SELECT '${k.kind}'::text AS kind, ${k.id} AS provider_id, ${KEPT_SCORE_SQL('st')} AS score,
           ${distance} AS distance, ${vector} AS vector, ${scheduled}
      FROM ${k.from} ${b.scheduled ? k.scheduled : ''}
     WHERE ${where.join(' AND ')}`;
  }).join(' UNION ALL');
}

/**
 * Every word of several in a hit's texts together: the service's and its provider's, or for an
 * organization's service those and one performing master's (who holds some word).
 */
const allWords = (t: TextParams) =>
  t.several
    ? `CASE WHEN pv.kind = 'master' THEN (s.search_vector || pv.vector) @@ to_tsquery('russian', ${t.tsquery})
            ELSE (s.search_vector || pv.vector) @@ to_tsquery('russian', ${t.tsquery})
                 OR ${PERFORMER_WHERE(
                   'pv.provider_id',
                   's.id',
                   `${IN_MATCHED('pf_u.id', 'word_people')}
                    AND (s.search_vector || pv.vector || ${MASTER_VECTOR('pf_u', 'pf_p')})
                        @@ to_tsquery('russian', ${t.tsquery})`,
                 )} END`
    : 'true';

/** The CTEs cand, prov and hits (id, kind, price, distance, score, search_vector) of a text query. */
export function textHitsSql(b: TextHitsBinds, p: SqlParams): string {
  const where = [allWords(b.text)];
  if (b.priceMin) where.push(`s.price >= ${b.priceMin}`);
  if (b.priceMax) where.push(`s.price <= ${b.priceMax}`);
  if (b.scheduled) where.push('(pv.sched_all OR s.id = ANY(pv.sched_ids))');
  return `${candidates(b.text)},
  prov AS MATERIALIZED (${providers(b, p)}),
  hits AS (
    SELECT s.id, pv.kind, s.price, pv.distance, pv.score, s.search_vector
      FROM cand s JOIN prov pv ON pv.kind = s.kind AND pv.provider_id = s.provider_id
     WHERE ${where.join(' AND ')})`;
}

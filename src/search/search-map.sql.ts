/**
 * The map statement: ONE statement for the providers with a place in the box (independent masters with a
 * public page, visible organizations), best rated first, one row more than shown to tell `truncated`.
 * The same visibility and text rules as search: a provider matches the text by its own names or by one
 * of its services.
 */
import { visibleOrganization } from '../access/access.sql';
import { KEPT_SCORE_SQL, RATING_SQL, REVIEWS_COUNT_SQL, STATS_JOIN } from '../reviews/review-stats.sql';
import type { Box } from './search-area';
import {
  ALL_WORDS,
  IN_MATCHED,
  MATCHED_CTES,
  MATCHED_ORGANIZATION_MASTER,
  MASTER_VECTOR,
  MATCHES,
  ORGANIZATION_VECTOR,
  PERFORMER_WHERE,
  type TextParams,
  textParams,
} from './search-match.sql';
import { SqlParams } from './search-params';
import { IN_BOX } from './search-geo.sql';
import type { SearchText } from './search-text';

/** Most places one map answer shows. */
export const MAP_PLACES_MAX = 200;

export interface MapSpec {
  box: Box;
  text: SearchText | null;
  category: string | null;
  ratingMin: number | null;
}

/**
 * Several words: all of them in the provider's own text (`vector`), alone or together with one of its
 * services (`services` over services `s`).
 */
const PROVIDER_ALL_WORDS = (vector: string, services: string, t: TextParams) =>
  t.several
    ? `(${ALL_WORDS(vector, t)} OR EXISTS (SELECT 1 FROM services s WHERE ${services}
          AND (s.search_vector || ${vector}) @@ to_tsquery('russian', ${t.tsquery})))`
    : 'true';

export function mapStatement(spec: MapSpec): { text: string; values: unknown[] } {
  const p = new SqlParams();
  const text = spec.text ? textParams(p, spec.text) : null;
  const category = spec.category === null ? null : p.add(spec.category, '::varchar');
  const ratingMin = spec.ratingMin === null ? null : p.add(spec.ratingMin, '::float8');
  const common = (categoryColumn: string) => [
    ...(category ? [`${categoryColumn} = ${category}`] : []),
    ...(ratingMin ? [`${RATING_SQL('st')} >= ${ratingMin}`] : []),
  ];
  const masterWhere = [
    `NOT u.is_blocked`,
    // the independentMaster rule (a public link) read on the profile row joined here, not looked up again
    'mp.deep_link IS NOT NULL',
    IN_BOX('mp.latitude', 'mp.longitude', spec.box, p),
    ...common('mp.category'),
    ...(text
      ? [
          `(u.id IN (SELECT id FROM matched_people) OR EXISTS (SELECT 1 FROM services s
              WHERE s.master_id = u.id AND s.organization_id IS NULL AND ${IN_MATCHED('s.id', 'matched_services')}))`,
          PROVIDER_ALL_WORDS(MASTER_VECTOR('u', 'mp'), 's.master_id = u.id AND s.organization_id IS NULL', text),
        ]
      : []),
  ];
  const organizationWhere = [
    visibleOrganization('o'),
    IN_BOX('o.latitude', 'o.longitude', spec.box, p),
    ...common('o.category'),
    ...(text
      ? [
          `(${MATCHES(ORGANIZATION_VECTOR('o'), text, true)}
            OR EXISTS (SELECT 1 FROM services s WHERE s.organization_id = o.id AND ${IN_MATCHED('s.id', 'matched_services')})
            OR ${MATCHED_ORGANIZATION_MASTER('o.id', null)})`,
          text.several
            ? `(${PROVIDER_ALL_WORDS(ORGANIZATION_VECTOR('o'), 's.organization_id = o.id', text)}
                OR ${PERFORMER_WHERE('o.id', null, `(${ORGANIZATION_VECTOR('o')} || ${MASTER_VECTOR('pf_u', 'pf_p')}) @@ to_tsquery('russian', ${text.tsquery})`)})`
            : 'true',
        ]
      : []),
  ];
  const limit = p.add(MAP_PLACES_MAX + 1, '::int');
  return {
    text: `
    ${text ? `WITH ${MATCHED_CTES(text)}` : ''}
    SELECT kind, id, name, category, address, latitude, longitude, rating, reviews_count, book_path FROM (
      SELECT 'master'::text AS kind, u.id, u.first_name || COALESCE(' ' || u.last_name, '') AS name,
             COALESCE(mp.custom_category, mp.category) AS category, mp.address, mp.latitude, mp.longitude,
             ${RATING_SQL('st')} AS rating, ${REVIEWS_COUNT_SQL('st')} AS reviews_count,
             '/master/' || mp.deep_link AS book_path, ${KEPT_SCORE_SQL('st')} AS score
        FROM master_profiles mp JOIN users u ON u.id = mp.user_id ${STATS_JOIN('st', 'master', 'u.id')}
       WHERE ${masterWhere.join(' AND ')}
      UNION ALL
      SELECT 'organization'::text, o.id, o.name, o.category, o.address, o.latitude, o.longitude,
             ${RATING_SQL('st')}, ${REVIEWS_COUNT_SQL('st')}, '/organization/' || o.deep_link, ${KEPT_SCORE_SQL('st')}
        FROM organizations o ${STATS_JOIN('st', 'organization', 'o.id')}
       WHERE ${organizationWhere.join(' AND ')}
    ) place
    ORDER BY score DESC, kind, id
    LIMIT ${limit}`,
    values: p.values,
  };
}

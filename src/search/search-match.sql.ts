/**
 * Text matching of search and the map, as SQL fragments. Each searchable text has a kept Russian vector
 * with a GIN index (services.search_vector, users.name_vector, master_profiles.specialization_vector,
 * organizations.name_vector: generated columns, migrations SearchIndexes1764215000000 and
 * SearchStoredVectors1764300000000), so word forms and prefixes match through their stems and no text is
 * parsed at query time. A word with a wrong letter reaches them as the kept words similar to it
 * (search-words.ts). Both follow every write, so a renamed service or master is found by its new name at once.
 */
import { bookableMemberRow } from '../access/access.sql';
import type { SqlParams } from './search-params';
import type { SearchText } from './search-text';

/** The kept Russian vectors of the searchable texts (generated columns). */
export const PERSON_VECTOR = (u: string) => `${u}.name_vector`;
export const SPECIALIZATION_VECTOR = (mp: string) => `${mp}.specialization_vector`;
export const ORGANIZATION_VECTOR = (o: string) => `${o}.name_vector`;
/** A master's name and specialization; `mp` may come from a LEFT JOIN (no profile: the name alone). */
export const MASTER_VECTOR = (u: string, mp: string) =>
  `(${PERSON_VECTOR(u)} || COALESCE(${SPECIALIZATION_VECTOR(mp)}, ''::tsvector))`;

/** The bound parameters of one query's text. */
export interface TextParams {
  tsquery: string;
  tsqueryAny: string;
  tsqueryFind: string;
  several: boolean;
}

export const textParams = (p: SqlParams, t: SearchText): TextParams => {
  const tsquery = p.add(t.tsquery, '::text');
  return {
    tsquery,
    tsqueryAny: t.several ? p.add(t.tsqueryAny, '::text') : tsquery,
    tsqueryFind: t.several ? p.add(t.tsqueryFind, '::text') : tsquery,
    several: t.several,
  };
};

/**
 * Kept vector `vector` matches: a word form (prefixes too) of every word, or with `any` the one word the
 * fewest texts hold (a typed word no text holds stands for its similar words: search-words.ts). Several
 * words may name things of different tables («стрижка смирнова»): each table finds its candidates by that
 * word (every hit holds it somewhere), and the hit's texts together must then match every word (ALL_WORDS).
 */
export const MATCHES = (vector: string, t: TextParams, any = false) =>
  `${vector} @@ to_tsquery('russian', ${any ? t.tsqueryFind : t.tsquery})`;

/** Services whose kept vector matches the finding word (see MATCHES). */
const SERVICES_MATCHING = (t: TextParams) => `SELECT s.id FROM services s WHERE ${MATCHES('s.search_vector', t, true)}`;

/**
 * Every word of a query of several words is in these texts together: the Russian vectors `vectors`
 * (kept vectors, concatenated: no text is parsed). Nothing to check for one word: finding the candidates
 * already needed it.
 */
export const ALL_WORDS = (vectors: string, t: TextParams) =>
  t.several ? `(${vectors}) @@ to_tsquery('russian', ${t.tsquery})` : 'true';

/**
 * CTEs matched_services (services whose own text holds the finding word) and matched_people (users whose
 * name, or masters whose specialization, holds it), each found through its indexes; and, for several
 * words, word_people: those whose name or specialization holds any word (a salon's service is a hit when
 * one of its masters holds the words its own texts lack).
 */
export const MATCHED_CTES = (t: TextParams) => `
  matched_services AS (${SERVICES_MATCHING(t)}),${PEOPLE_CTES(t)}`;

/** The CTEs matched_people and word_people of MATCHED_CTES alone. */
export const PEOPLE_CTES = (t: TextParams) => `
  matched_people AS (${PEOPLE_MATCHING(t.tsqueryFind)}),
  word_people AS (${PEOPLE_MATCHING(t.tsqueryAny)})`;

const PEOPLE_MATCHING = (tsquery: string) => `
    SELECT u.id FROM users u WHERE ${PERSON_VECTOR('u')} @@ to_tsquery('russian', ${tsquery})
    UNION SELECT mp.user_id FROM master_profiles mp
           WHERE ${SPECIALIZATION_VECTOR('mp')} @@ to_tsquery('russian', ${tsquery})`;

/**
 * Id `id` is among the rows of CTE `cte` (matched_people, word_people, matched_services), inside a
 * subquery run per row: as a hashed subplan built once (`IS TRUE` keeps the planner from pulling it up into
 * a semi-join, which rebuilt the hash of the CTE for every row: seconds for a query whose words match most
 * services).
 */
export const IN_MATCHED = (id: string, cte = 'matched_people') => `(${id} IN (SELECT id FROM ${cte})) IS TRUE`;

/**
 * A bookable master of organization `org` who performs `service` (null: any) and for whom `condition`
 * holds over their users row `pf_u` and master profile `pf_p`.
 */
export const PERFORMER_WHERE = (org: string, service: string | null, condition: string) => `EXISTS (
    SELECT 1 FROM organization_members pf_m
      JOIN users pf_u ON pf_u.id = pf_m.user_id
      LEFT JOIN master_profiles pf_p ON pf_p.user_id = pf_m.user_id
      LEFT JOIN organization_master_services pf_oms
             ON pf_oms.organization_id = pf_m.organization_id AND pf_oms.master_id = pf_m.user_id
     WHERE pf_m.organization_id = ${org} AND pf_m.master_code IS NOT NULL AND ${bookableMemberRow('pf_m', 'pf_u')}
       ${service === null ? '' : `AND (pf_oms.service_ids IS NULL OR ${service} = ANY(pf_oms.service_ids))`}
       AND ${condition})`;

/**
 * A bookable master of organization `org` among matched_people who performs service `service` (a member
 * limited to listed services performs only those), so a salon is found by its master's name while they
 * work there, and no longer once they left.
 */
export const MATCHED_ORGANIZATION_MASTER = (org: string, service: string | null) => `EXISTS (
    SELECT 1 FROM organization_members sm_m
      JOIN users sm_u ON sm_u.id = sm_m.user_id
      LEFT JOIN organization_master_services sm_oms
             ON sm_oms.organization_id = sm_m.organization_id AND sm_oms.master_id = sm_m.user_id
     WHERE sm_m.organization_id = ${org} AND ${IN_MATCHED('sm_m.user_id')}
       AND sm_m.master_code IS NOT NULL AND ${bookableMemberRow('sm_m', 'sm_u')}
       ${service === null ? '' : `AND (sm_oms.service_ids IS NULL OR ${service} = ANY(sm_oms.service_ids))`})`;

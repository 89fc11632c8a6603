import { MigrationInterface, QueryRunner } from 'typeorm';

/** A service's searchable text: name, description and category (search-match.sql.ts reads the columns). */
const SERVICE_DOC = `(name || ' ' || COALESCE(description, '') || ' ' || COALESCE(category, ''))`;
/** Its Russian vector, the name's words weighted above the others' (relevance ranks by it). */
const SERVICE_VECTOR = `setweight(to_tsvector('russian', name), 'A')
  || setweight(to_tsvector('russian', COALESCE(description, '') || ' ' || COALESCE(category, '')), 'B')`;

/** The short texts (the expressions of src/search/search-match.sql.ts, exactly) and their tables. */
const TEXTS: { name: string; table: string; doc: string }[] = [
  { name: 'users_name_search', table: 'users', doc: `(first_name || ' ' || COALESCE(last_name, ''))` },
  { name: 'master_profiles_specialization_search', table: 'master_profiles', doc: `COALESCE(specialization, '')` },
  { name: 'organizations_name_search', table: 'organizations', doc: `name` },
];

/**
 * Search by text without scanning. Every searchable text has a GIN index of its Russian tsvector (word
 * forms through their stems, prefixes with `:*`) and a trigram GIN index of its lower-cased text with ё as
 * е (prefixes while typing and typos, by word similarity). A service's text, the long one and the one most
 * rows match, is kept in generated columns, so checking a matched row reads the kept vector instead of
 * parsing the text again (that re-check was most of a search's time at 20,000 services); names are short
 * and indexed as expressions. Both follow every write at once: nothing to rebuild. pg_trgm is already
 * loaded (admin search). The trigram indexes are named *_trigram_idx, apart from the admin search's
 * own *_trgm_idx ones.
 */
export class SearchIndexes1764215000000 implements MigrationInterface {
  name = 'SearchIndexes1764215000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      ALTER TABLE services
        ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (${SERVICE_VECTOR}) STORED,
        ADD COLUMN search_text text GENERATED ALWAYS AS (translate(lower(${SERVICE_DOC}), 'ё', 'е')) STORED`);
    await q.query(`CREATE INDEX services_search_tsv_idx ON services USING gin (search_vector)`);
    await q.query(`CREATE INDEX services_search_trigram_idx ON services USING gin (search_text gin_trgm_ops)`);
    for (const t of TEXTS) {
      await q.query(`CREATE INDEX ${t.name}_tsv_idx ON ${t.table} USING gin (to_tsvector('russian', ${t.doc}))`);
      await q.query(
        `CREATE INDEX ${t.name}_trigram_idx ON ${t.table} USING gin ((translate(lower(${t.doc}), 'ё', 'е')) gin_trgm_ops)`,
      );
    }
    await q.query(`ANALYZE services`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const t of TEXTS) {
      await q.query(`DROP INDEX ${t.name}_trigram_idx`);
      await q.query(`DROP INDEX ${t.name}_tsv_idx`);
    }
    await q.query(`ALTER TABLE services DROP COLUMN search_text, DROP COLUMN search_vector`); // indexes go with them
  }
}

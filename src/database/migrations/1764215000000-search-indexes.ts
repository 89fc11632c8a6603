import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each searchable text (the expressions of src/search/search-match.sql.ts, exactly) and its table. */
const TEXTS: { name: string; table: string; doc: string }[] = [
  {
    name: 'services_search',
    table: 'services',
    doc: `(name || ' ' || COALESCE(description, '') || ' ' || COALESCE(category, ''))`,
  },
  { name: 'users_name_search', table: 'users', doc: `(first_name || ' ' || COALESCE(last_name, ''))` },
  { name: 'master_profiles_specialization_search', table: 'master_profiles', doc: `COALESCE(specialization, '')` },
  { name: 'organizations_name_search', table: 'organizations', doc: `name` },
];

/**
 * Search by text without scanning: for each searchable text a GIN index of its Russian tsvector (word
 * forms through their stems, prefixes with `:*`) and a trigram GIN index of its lower-cased text with ё as
 * е (prefixes while typing and typos, by word similarity). Expression indexes over the live columns, so
 * a change is searchable at once with nothing to rebuild. pg_trgm is already loaded (admin search).
 */
export class SearchIndexes1764215000000 implements MigrationInterface {
  name = 'SearchIndexes1764215000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    for (const t of TEXTS) {
      await q.query(`CREATE INDEX ${t.name}_tsv_idx ON ${t.table} USING gin (to_tsvector('russian', ${t.doc}))`);
      await q.query(
        `CREATE INDEX ${t.name}_trgm_idx ON ${t.table} USING gin ((translate(lower(${t.doc}), 'ё', 'е')) gin_trgm_ops)`,
      );
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const t of TEXTS) {
      await q.query(`DROP INDEX ${t.name}_trgm_idx`);
      await q.query(`DROP INDEX ${t.name}_tsv_idx`);
    }
  }
}

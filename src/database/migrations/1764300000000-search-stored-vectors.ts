import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Russian vectors of the short searchable texts (a person's name, a master's specialization, an
 * organization's name), kept in generated columns like the services' own (SearchIndexes1764215000000).
 * Search checks a candidate's texts together (every word of several, the salon's name with its master's):
 * computed per row at query time, that parse was most of a long query's time (a query of 30 one-letter
 * words held a connection for 25 s). Kept, it is read, and the GIN index of each column finds the
 * candidates as the expression index did. Both follow every write at once.
 */
const VECTORS: { table: string; column: string; doc: string; oldIndex: string }[] = [
  {
    table: 'users',
    column: 'name_vector',
    doc: `first_name || ' ' || COALESCE(last_name, '')`,
    oldIndex: 'users_name_search_tsv_idx',
  },
  {
    table: 'master_profiles',
    column: 'specialization_vector',
    doc: `COALESCE(specialization, '')`,
    oldIndex: 'master_profiles_specialization_search_tsv_idx',
  },
  { table: 'organizations', column: 'name_vector', doc: `name`, oldIndex: 'organizations_name_search_tsv_idx' },
];

export class SearchStoredVectors1764300000000 implements MigrationInterface {
  name = 'SearchStoredVectors1764300000000';

  public async up(q: QueryRunner): Promise<void> {
    for (const v of VECTORS) {
      await q.query(
        `ALTER TABLE ${v.table} ADD COLUMN ${v.column} tsvector GENERATED ALWAYS AS (to_tsvector('russian', ${v.doc})) STORED`,
      );
      await q.query(`CREATE INDEX ${v.table}_${v.column}_idx ON ${v.table} USING gin (${v.column})`);
      // the expression index it replaces: nothing reads the expression any more
      await q.query(`DROP INDEX ${v.oldIndex}`);
      await q.query(`ANALYZE ${v.table}`);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const v of VECTORS) {
      await q.query(`CREATE INDEX ${v.oldIndex} ON ${v.table} USING gin (to_tsvector('russian', (${v.doc})))`);
      await q.query(`ALTER TABLE ${v.table} DROP COLUMN ${v.column}`); // its index goes with it
    }
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The searchable texts and the expression of each (lower case, ё as е is applied to it by
 * search_words_count). Services keep theirs in services.search_text already.
 */
const TEXTS: { table: string; doc: string }[] = [
  { table: 'services', doc: 'search_text' },
  { table: 'users', doc: `first_name || ' ' || COALESCE(last_name, '')` },
  { table: 'master_profiles', doc: 'specialization' },
  { table: 'organizations', doc: 'name' },
];

/** The trigram indexes of whole texts that typo matching read before (search-match.sql.ts reads words now). */
const OLD_TRIGRAM: { name: string; table: string; doc: string }[] = [
  { name: 'services_search_trigram_idx', table: 'services', doc: 'search_text' },
  {
    name: 'users_name_search_trigram_idx',
    table: 'users',
    doc: `(translate(lower(((first_name)::text || ' ' || COALESCE(last_name, '')::text)), 'ё', 'е'))`,
  },
  {
    name: 'master_profiles_specialization_search_trigram_idx',
    table: 'master_profiles',
    doc: `(translate(lower(COALESCE(specialization, '')::text), 'ё', 'е'))`,
  },
  {
    name: 'organizations_name_search_trigram_idx',
    table: 'organizations',
    doc: `(translate(lower(name::text), 'ё', 'е'))`,
  },
];

const EVENTS = [
  { op: 'INSERT', suffix: 'ins', referencing: 'NEW TABLE AS new_rows' },
  { op: 'UPDATE', suffix: 'upd', referencing: 'OLD TABLE AS old_rows NEW TABLE AS new_rows' },
  { op: 'DELETE', suffix: 'del', referencing: 'OLD TABLE AS old_rows' },
];

/**
 * The distinct words of every searchable text (services, people's names, specializations, organizations'
 * names), lower case with ё as е, each with the number of texts that hold it, kept by statement triggers
 * in the statements that write those texts (a TRUNCATE rebuilds them). Search matches a typed word with a
 * wrong letter by trigram similarity against these few thousand words (a GIN gin_trgm_ops index), and
 * then looks the similar words up in the texts' kept Russian vectors, instead of computing the similarity
 * of every candidate text. Each word's Russian vector tells at once whether a typed word has any exact or
 * prefix match at all.
 */
export class SearchWords1764570000000 implements MigrationInterface {
  name = 'SearchWords1764570000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE search_words (
        word text PRIMARY KEY,
        texts int NOT NULL,
        vector tsvector GENERATED ALWAYS AS (to_tsvector('russian', word)) STORED)`);
    await q.query(`CREATE INDEX search_words_trigram_idx ON search_words USING gin (word gin_trgm_ops)`);
    await q.query(`CREATE INDEX search_words_vector_idx ON search_words USING gin (vector)`);
    // the words' counts move by the texts gone (old_docs) and come (new_docs); locked in word order
    await q.query(`
      CREATE FUNCTION search_words_count(old_docs text[], new_docs text[]) RETURNS void LANGUAGE sql AS $$
        INSERT INTO search_words AS sw (word, texts)
        SELECT w, sum(d) FROM (
          SELECT w, -1 AS d FROM unnest(old_docs) t,
                 unnest(tsvector_to_array(to_tsvector('simple', translate(lower(t), 'ё', 'е')))) w
          UNION ALL
          SELECT w, 1 FROM unnest(new_docs) t,
                 unnest(tsvector_to_array(to_tsvector('simple', translate(lower(t), 'ё', 'е')))) w
        ) x GROUP BY w HAVING sum(d) <> 0 ORDER BY w
        ON CONFLICT (word) DO UPDATE SET texts = sw.texts + excluded.texts;
        DELETE FROM search_words WHERE texts <= 0 AND word IN (
          SELECT unnest(tsvector_to_array(to_tsvector('simple', translate(lower(t), 'ё', 'е')))) FROM unnest(old_docs) t);
      $$`);
    await q.query(`
      CREATE FUNCTION search_words_keep() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        old_docs text[] := '{}';
        new_docs text[] := '{}';
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          EXECUTE format('SELECT array_agg(%s) FROM old_rows', TG_ARGV[0]) INTO old_docs;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          EXECUTE format('SELECT array_agg(%s) FROM new_rows', TG_ARGV[0]) INTO new_docs;
        END IF;
        PERFORM search_words_count(old_docs, new_docs);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION search_words_rebuild() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM search_words;
        PERFORM search_words_count('{}', array(
          ${TEXTS.map((t) => `SELECT ${t.doc} FROM ${t.table}`).join(' UNION ALL ')}));
        RETURN NULL;
      END $$`);
    for (const t of TEXTS) {
      for (const e of EVENTS) {
        await q.query(`
          CREATE TRIGGER ${t.table}_search_words_${e.suffix} AFTER ${e.op} ON ${t.table}
          REFERENCING ${e.referencing} FOR EACH STATEMENT EXECUTE FUNCTION search_words_keep($$${t.doc}$$)`);
      }
      await q.query(`
        CREATE TRIGGER ${t.table}_search_words_truncate AFTER TRUNCATE ON ${t.table}
        FOR EACH STATEMENT EXECUTE FUNCTION search_words_rebuild()`);
    }
    await q.query(`SELECT search_words_count('{}', array(
      ${TEXTS.map((t) => `SELECT ${t.doc} FROM ${t.table}`).join(' UNION ALL ')}))`);
    await q.query(`ANALYZE search_words`);
    for (const i of OLD_TRIGRAM) await q.query(`DROP INDEX ${i.name}`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const i of OLD_TRIGRAM) {
      await q.query(`CREATE INDEX ${i.name} ON ${i.table} USING gin (${i.doc} gin_trgm_ops)`);
    }
    for (const t of TEXTS) {
      for (const e of EVENTS) await q.query(`DROP TRIGGER ${t.table}_search_words_${e.suffix} ON ${t.table}`);
      await q.query(`DROP TRIGGER ${t.table}_search_words_truncate ON ${t.table}`);
    }
    await q.query(`DROP FUNCTION search_words_rebuild()`);
    await q.query(`DROP FUNCTION search_words_keep()`);
    await q.query(`DROP FUNCTION search_words_count(text[], text[])`);
    await q.query(`DROP TABLE search_words`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The version of search's and the map's data (src/search/search-version.sql.ts), so that an answer kept in
 * the process (kept-searches.ts) is sent again while its data stays the same, and a repeated request reads
 * a few counters instead of searching. Moved at the end of every statement that changes a row or column
 * the search, text-hit, map and typo statements read (search.sql.ts, search-text-hits.sql.ts,
 * search-match.sql.ts, search-map.sql.ts, search-words.ts, review-stats.sql.ts, access.sql.ts
 * visibleOrganization and bookableMemberRow), in that statement's transaction, whichever instance wrote it:
 * - services: a new or deleted service; name, description, duration_minutes, price, category (its kept
 *   search_vector follows them), master_id, organization_id;
 * - users: first_name, last_name (name_vector), is_blocked; a deleted user. Not a new one: a new person
 *   has no service, profile or membership yet, and the rows that give them one move the version. Their
 *   other columns (phone, muted review requests, telegram_id: the viewer is not in a kept answer) move
 *   nothing;
 * - master_profiles: any row in or out; user_id, deep_link, category, custom_category, specialization
 *   (specialization_vector), address, latitude, longitude;
 * - organizations: any row in or out (the map lists one without services); owner_id (visibleOrganization),
 *   name (name_vector), category, address, deep_link, time_zone, latitude, longitude;
 * - organization_members (a salon found by its master's name, bookableMemberRow): any row in or out;
 *   organization_id, user_id, role, master_code, is_blocked;
 * - organization_master_services (who performs which service): any row in or out; organization_id,
 *   master_id, service_ids;
 * - review_stats (rating, reviews count, kept score): any row in or out; reviews_count, rating_sum, score;
 * - review_score_mean (the kept mean a provider without reviews scores): kept_mean;
 * - search_words (the typo statement's words): any row in or out, texts. A new client's name adds or counts
 *   words, so a registration moves the version too: the typo statement's choice may change with it.
 * A TRUNCATE of any of them moves it. Not part of it: favorites (a kept answer has none: the viewer's are
 * read beside the version), master_schedules and everything else free_on reads (its answers depend on
 * bookings and the clock and are not kept), appointments and the other tables a booking writes: a booking
 * or a visit of the auth guard takes none of these locks.
 *
 * One version for all answers: any service anywhere may enter any search, so there is no narrower key (the
 * report's per-business rows). A single counter row would make every such write wait for the one before
 * to commit; so the version is the sum of SLOTS counters, and a statement adds one to the counter of its
 * connection (pg_backend_pid() % SLOTS, a row made here). Two writers wait for each other only when their
 * connections share a slot, and a transaction holds at most one counter row (its connection's, however
 * many statements it makes), so the counters alone cannot deadlock; with another lock taken in the
 * opposite order by two transactions of one slot, PostgreSQL's deadlock check ends one of them, as for any
 * other row. Each commit that moved something adds at least one to the sum, and a snapshot sees every
 * commit an earlier snapshot saw: equal sums are equal data.
 */
export class SearchVersions1764650000000 implements MigrationInterface {
  name = 'SearchVersions1764650000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE search_versions (slot int PRIMARY KEY, n bigint NOT NULL)`);
    await q.query(`INSERT INTO search_versions (slot, n) SELECT g, 0 FROM generate_series(0, ${SLOTS - 1}) g`);
    await q.query(`
      CREATE FUNCTION search_versions_move() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE search_versions SET n = n + 1 WHERE slot = pg_backend_pid() % ${SLOTS};
        RETURN NULL;
      END $$`);
    for (const t of TABLES) {
      await q.query(`CREATE FUNCTION ${fn(t)}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          -- each branch names only the transition tables its event has
          IF TG_OP = 'INSERT' THEN
            IF NOT EXISTS (SELECT 1 FROM new_rows) THEN RETURN NULL; END IF;
          ELSIF TG_OP = 'DELETE' THEN
            IF NOT EXISTS (SELECT 1 FROM old_rows) THEN RETURN NULL; END IF;
          ELSIF NOT ${changed(t)} THEN RETURN NULL;
          END IF;
          UPDATE search_versions SET n = n + 1 WHERE slot = pg_backend_pid() % ${SLOTS};
          RETURN NULL;
        END $$`);
      for (const e of events(t))
        await q.query(`CREATE TRIGGER ${t.table}_search_${e.suffix} AFTER ${e.op} ON ${t.table}
          REFERENCING ${e.referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${fn(t)}()`);
      await q.query(`CREATE TRIGGER ${t.table}_search_truncate AFTER TRUNCATE ON ${t.table}
        FOR EACH STATEMENT EXECUTE FUNCTION search_versions_move()`);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const t of TABLES) {
      for (const e of events(t)) await q.query(`DROP TRIGGER ${t.table}_search_${e.suffix} ON ${t.table}`);
      await q.query(`DROP TRIGGER ${t.table}_search_truncate ON ${t.table}`);
      await q.query(`DROP FUNCTION ${fn(t)}()`);
    }
    await q.query(`DROP FUNCTION search_versions_move()`);
    await q.query(`DROP TABLE search_versions`);
  }
}

/** Counter rows: more than the connections that write at once, so that two rarely share one. */
const SLOTS = 64;

/** A table search reads: its rows' identity and the columns read (an update changing none moves nothing). */
interface Read {
  table: string;
  /** Joins an update's old row `o` to its new row `n`. */
  id: string;
  columns: string[];
  /** A new row is in no answer (users: see the comment above). */
  noInsert?: boolean;
}

const TABLES: Read[] = [
  {
    table: 'services',
    id: 'n.id = o.id',
    columns: ['name', 'description', 'duration_minutes', 'price', 'category', 'master_id', 'organization_id'],
  },
  { table: 'users', id: 'n.id = o.id', columns: ['first_name', 'last_name', 'is_blocked'], noInsert: true },
  {
    table: 'master_profiles',
    id: 'n.id = o.id',
    columns: [
      'user_id',
      'deep_link',
      'category',
      'custom_category',
      'specialization',
      'address',
      'latitude',
      'longitude',
    ],
  },
  {
    table: 'organizations',
    id: 'n.id = o.id',
    columns: ['owner_id', 'name', 'category', 'address', 'deep_link', 'time_zone', 'latitude', 'longitude'],
  },
  {
    table: 'organization_members',
    id: 'n.id = o.id',
    columns: ['organization_id', 'user_id', 'role', 'master_code', 'is_blocked'],
  },
  {
    table: 'organization_master_services',
    id: 'n.organization_id = o.organization_id AND n.master_id = o.master_id',
    columns: ['service_ids'],
  },
  {
    table: 'review_stats',
    id: 'n.subject = o.subject AND n.subject_id = o.subject_id',
    columns: ['reviews_count', 'rating_sum', 'score'],
  },
  { table: 'review_score_mean', id: 'n.only_row = o.only_row', columns: ['kept_mean'] },
  { table: 'search_words', id: 'n.word = o.word', columns: ['texts'] },
];

const fn = (t: Read) => `search_versions_${t.table}`;

/**
 * An update changed a read column of some row. A row whose identity itself changed finds no partner: the
 * counts of old and new rows joined then differ from the rows updated, which moves the version too.
 */
const changed = (t: Read) => {
  const differ = t.columns.map((c) => `o.${c} IS DISTINCT FROM n.${c}`).join(' OR ');
  return `(EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON ${t.id} WHERE ${differ})
           OR (SELECT count(*) FROM old_rows o JOIN new_rows n ON ${t.id}) <> (SELECT count(*) FROM new_rows))`;
};

const events = (t: Read) => [
  ...(t.noInsert ? [] : [{ op: 'INSERT', suffix: 'ins', referencing: 'NEW TABLE AS new_rows' }]),
  { op: 'UPDATE', suffix: 'upd', referencing: 'OLD TABLE AS old_rows NEW TABLE AS new_rows' },
  { op: 'DELETE', suffix: 'del', referencing: 'OLD TABLE AS old_rows' },
];

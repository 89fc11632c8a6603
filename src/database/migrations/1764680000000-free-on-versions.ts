import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Versions of what a search with free_on reads beyond search's own data (search_versions), so that its answer
 * kept in the process (search.service.ts) is sent again while that data stays the same. One number per master
 * (kind 0) and per service (kind 1), from one sequence (never given twice), moved at the end of every
 * statement that changes a row or column free_on's statement (search-free-on.sql.ts, schedule-bundle.sql.ts)
 * reads, in that statement's transaction, whichever instance wrote it:
 * - appointments (busy times): the master, old and new, on a row in or out, or a change of master_id,
 *   status, starts_at, ends_at, occupied_until;
 * - group_sessions (the master's busy time; the service's sessions with a seat left): the master and the
 *   service, old and new, on a row in or out, or a change of master_id, service_id, status, starts_at,
 *   ends_at, occupied_until, capacity, seats_taken;
 * - master_schedules: the master, on a row in or out, or a change of time_zone, pattern, slot_step_minutes,
 *   min_notice_minutes, horizon_days, buffer_minutes (master_id too);
 * - schedule_overrides: the master, on any row in, out or updated (its key is the master and date);
 * - schedule_blocks (recurring ones are rows of their series): the master, on a row in or out, or a change
 *   of master_id, starts_at, ends_at;
 * - services.capacity (one client or a group): the service. A service in or out moves search_versions.
 * The rest is covered elsewhere: outside busy times by calendar_busy_versions (per master); the
 * organization's zone, its members and their blocks, who performs which service and a service's duration by
 * search_versions. A TRUNCATE of any of these tables moves every version.
 */
export class FreeOnVersions1764680000000 implements MigrationInterface {
  name = 'FreeOnVersions1764680000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE free_on_version_seq`);
    await q.query(`
      CREATE TABLE free_on_versions (
        kind smallint NOT NULL,
        id int NOT NULL,
        version bigint NOT NULL,
        PRIMARY KEY (kind, id))`);
    await q.query(`
      CREATE FUNCTION free_on_versions_renew() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE free_on_versions SET version = nextval('free_on_version_seq');
        RETURN NULL;
      END $$`);
    for (const t of TABLES) {
      await q.query(`CREATE FUNCTION ${fn(t)}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          -- each branch names only the transition tables its event has
          IF TG_OP = 'INSERT' THEN ${bump(t, 'new_rows')}
          ELSIF TG_OP = 'DELETE' THEN ${bump(t, 'old_rows')}
          ELSE ${bump(t, null)}
          END IF;
          RETURN NULL;
        END $$`);
      for (const e of events(t))
        await q.query(`CREATE TRIGGER ${t.table}_free_on_${e.suffix} AFTER ${e.op} ON ${t.table}
          REFERENCING ${e.referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${fn(t)}()`);
      await q.query(`CREATE TRIGGER ${t.table}_free_on_truncate AFTER TRUNCATE ON ${t.table}
        FOR EACH STATEMENT EXECUTE FUNCTION free_on_versions_renew()`);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const t of TABLES) {
      for (const e of events(t)) await q.query(`DROP TRIGGER ${t.table}_free_on_${e.suffix} ON ${t.table}`);
      await q.query(`DROP TRIGGER ${t.table}_free_on_truncate ON ${t.table}`);
      await q.query(`DROP FUNCTION ${fn(t)}()`);
    }
    await q.query(`DROP FUNCTION free_on_versions_renew()`);
    await q.query(`DROP TABLE free_on_versions`);
    await q.query(`DROP SEQUENCE free_on_version_seq`);
  }
}

const MASTER = 0;
const SERVICE = 1;

/** A table free_on reads: the (kind, id) a row `r` moves, and the columns read (none: every update moves). */
interface Read {
  table: string;
  keys: ((r: string) => string)[];
  /** Joins an update's old row `o` to its new row `n`. */
  id?: string;
  columns?: string[];
  /** Only an update moves a version (a new or deleted row moves search_versions). */
  updatesOnly?: boolean;
}

const TABLES: Read[] = [
  {
    table: 'appointments',
    keys: [(r) => `${MASTER}, ${r}.master_id`],
    id: 'n.id = o.id',
    columns: ['master_id', 'status', 'starts_at', 'ends_at', 'occupied_until'],
  },
  {
    table: 'group_sessions',
    keys: [(r) => `${MASTER}, ${r}.master_id`, (r) => `${SERVICE}, ${r}.service_id`],
    id: 'n.id = o.id',
    columns: ['master_id', 'service_id', 'status', 'starts_at', 'ends_at', 'occupied_until', 'capacity', 'seats_taken'],
  },
  {
    table: 'master_schedules',
    keys: [(r) => `${MASTER}, ${r}.master_id`],
    id: 'n.master_id = o.master_id',
    columns: [
      'master_id',
      'time_zone',
      'pattern',
      'slot_step_minutes',
      'min_notice_minutes',
      'horizon_days',
      'buffer_minutes',
    ],
  },
  { table: 'schedule_overrides', keys: [(r) => `${MASTER}, ${r}.master_id`] },
  {
    table: 'schedule_blocks',
    keys: [(r) => `${MASTER}, ${r}.master_id`],
    id: 'n.id = o.id',
    columns: ['master_id', 'starts_at', 'ends_at'],
  },
  {
    table: 'services',
    keys: [(r) => `${SERVICE}, ${r}.id`],
    id: 'n.id = o.id',
    columns: ['capacity'],
    updatesOnly: true,
  },
];

const fn = (t: Read) => `free_on_versions_${t.table}`;

/**
 * The keys rows `rows` (a transition table) move; null: an update's old and new rows whose read columns differ
 * (a row whose identity changed finds no partner: then every old and new row moves).
 */
function keys(t: Read, rows: string | null): string {
  const each = (r: string, source: string, where = '') =>
    t.keys.map((k) => `SELECT ${k(r)} FROM ${source} ${where}`).join(' UNION ALL ');
  if (rows !== null) return each('r', `${rows} r`);
  if (!t.id || !t.columns) return `${each('r', 'old_rows r')} UNION ALL ${each('r', 'new_rows r')}`;
  const differ = t.columns.map((c) => `o.${c} IS DISTINCT FROM n.${c}`).join(' OR ');
  const unmatched = (a: string, b: string) =>
    each('r', `${a} r`, `WHERE NOT EXISTS (SELECT 1 FROM ${b} ${b === 'new_rows' ? 'n' : 'o'} WHERE ${pair(t, a)})`);
  const joined = `old_rows o JOIN new_rows n ON ${t.id}`;
  return [
    each('o', joined, `WHERE ${differ}`),
    each('n', joined, `WHERE ${differ}`),
    unmatched('old_rows', 'new_rows'),
    unmatched('new_rows', 'old_rows'),
  ].join(' UNION ALL ');
}

/** The identity join with the row `r` standing for the side `side` names. */
const pair = (t: Read, side: string) =>
  side === 'old_rows' ? t.id!.replace(/\bo\./g, 'r.') : t.id!.replace(/\bn\./g, 'r.');

/**
 * The statement that gives each key a new version, in key order so two statements renewing the same keys wait
 * rather than deadlock.
 */
const bump = (t: Read, rows: string | null) => `
  INSERT INTO free_on_versions (kind, id, version)
  SELECT k.kind, k.id, nextval('free_on_version_seq')
    FROM (SELECT DISTINCT kind, id FROM (${keys(t, rows)}) x(kind, id) WHERE id IS NOT NULL) k
   ORDER BY k.kind, k.id
  ON CONFLICT (kind, id) DO UPDATE SET version = EXCLUDED.version;`;

const events = (t: Read) => [
  ...(t.updatesOnly ? [] : [{ op: 'INSERT', suffix: 'ins', referencing: 'NEW TABLE AS new_rows' }]),
  { op: 'UPDATE', suffix: 'upd', referencing: 'OLD TABLE AS old_rows NEW TABLE AS new_rows' },
  ...(t.updatesOnly ? [] : [{ op: 'DELETE', suffix: 'del', referencing: 'OLD TABLE AS old_rows' }]),
];

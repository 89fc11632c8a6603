import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Versions of the statistics report's data (src/statistics/report-version.sql.ts), so that a report kept in
 * the process is served again while its data stays the same, and the request reads a few version rows
 * instead of counting. One number per (organization, master) from one sequence (never given twice), moved at
 * the end of every statement that changes a row the report's statement (report.sql.ts, client-kinds.sql.ts,
 * group-sessions.sql.ts) reads, in that statement's transaction: a read sees the rows and their version
 * together, whichever instance wrote them.
 * - organization_id > 0, master_id > 0: that master's bookings in that organization; 0 for bookings outside
 *   organizations (an independent master's). master_id 0: the organization as a whole.
 * - organization_id -1: the master's own data, read by every report that lists them.
 * A report of an organization reads every row of it; of one master, that master's row and the organization's
 * (master 0); and the rows -1 of the masters it lists.
 *
 * The tables the statement reads and what moves:
 * - appointments (figures, the fallback count, client probes, group session visits): the row's
 *   (organization, master), old and new, when a column the report reads changes;
 * - appointment_deposits (retained deposits): its booking's (organization, master);
 * - booking_days, group_sessions: the row's (organization, master);
 * - client_stats: the row's (organization, master) for a master's row; an organization's row (master 0)
 *   changes only with a master's row of the same client and organization in the same statement (see its
 *   migration), which moves that master's version, so it moves nothing more (else every booking of a salon
 *   would wait on one row);
 * - organization_members (the organization's masters): the organization (master 0);
 * - organizations.time_zone (booking_days_zone): the organization (master 0);
 * - services.name: the organization (master 0), and the service's master (-1);
 * - users first and last name: the person (-1);
 * - master_schedules (zone, pattern), schedule_overrides, schedule_blocks: the master (-1).
 * A TRUNCATE of any of them moves every version. New users, services and organizations move nothing (no
 * kept report names them yet).
 */
export class ReportVersions1764600000000 implements MigrationInterface {
  name = 'ReportVersions1764600000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE report_version_seq`);
    await q.query(`
      CREATE TABLE report_versions (
        organization_id int NOT NULL,
        master_id int NOT NULL,
        version bigint NOT NULL,
        PRIMARY KEY (organization_id, master_id))`);
    await q.query(`
      CREATE FUNCTION report_versions_renew() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE report_versions SET version = nextval('report_version_seq');
        RETURN NULL;
      END $$`);
    for (const t of TABLES) {
      await q.query(`CREATE FUNCTION ${fn(t)}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP = 'INSERT' THEN ${bump(t, 'new_rows')}
          ELSIF TG_OP = 'DELETE' THEN ${bump(t, 'old_rows')}
          ELSE ${bump(t, null)}
          END IF;
          RETURN NULL;
        END $$`);
      if (!t.updatesOnly)
        await q.query(`CREATE TRIGGER ${t.table}_report_ins AFTER INSERT ON ${t.table}
          REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn(t)}()`);
      await q.query(`CREATE TRIGGER ${t.table}_report_upd AFTER UPDATE ON ${t.table}
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn(t)}()`);
      if (!t.updatesOnly)
        await q.query(`CREATE TRIGGER ${t.table}_report_del AFTER DELETE ON ${t.table}
          REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn(t)}()`);
      await q.query(`CREATE TRIGGER ${t.table}_report_truncate AFTER TRUNCATE ON ${t.table}
        FOR EACH STATEMENT EXECUTE FUNCTION report_versions_renew()`);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const t of TABLES) {
      for (const s of t.updatesOnly ? ['upd', 'truncate'] : ['ins', 'upd', 'del', 'truncate'])
        await q.query(`DROP TRIGGER ${t.table}_report_${s} ON ${t.table}`);
      await q.query(`DROP FUNCTION ${fn(t)}()`);
    }
    await q.query(`DROP FUNCTION report_versions_renew()`);
    await q.query(`DROP TABLE report_versions`);
    await q.query(`DROP SEQUENCE report_version_seq`);
  }
}

/** A table the report reads: which versions a row of it moves, and (for an update) when. */
interface Kept {
  table: string;
  /** The (organization, master) pairs a row `r` moves, as SELECT lists (a null master moves nothing). */
  keys: ((r: string) => string)[];
  /** Tables whose rows are joined to name the pair (for `r`), e.g. a deposit's booking. */
  from?: (r: string) => string;
  /** The row's identity and the columns the report reads: an update that changes none of them moves nothing. */
  id?: string;
  columns?: string[];
  /**
   * Only an update moves a version: a new row is in no kept report (a new person, service or organization
   * is not named by any booking yet), and deleting one deletes or unlinks the rows that name it.
   */
  updatesOnly?: boolean;
}

const ORG = (r: string) => `COALESCE(${r}.organization_id, 0)`;
const TABLES: Kept[] = [
  {
    table: 'appointments',
    keys: [(r) => `${ORG(r)}, ${r}.master_id`],
    id: 'id',
    columns: [
      'organization_id',
      'master_id',
      'status',
      'starts_at',
      'ends_at',
      'service_id',
      'price',
      'client_key',
      'session_id',
    ],
  },
  {
    table: 'appointment_deposits',
    keys: [() => `${ORG('a')}, a.master_id`],
    from: (r) => `JOIN appointments a ON a.id = ${r}.appointment_id`,
    id: 'appointment_id',
    columns: ['appointment_id', 'amount', 'status'],
  },
  { table: 'booking_days', keys: [(r) => `${r}.organization_id, ${r}.master_id`] },
  { table: 'client_stats', keys: [(r) => `${r}.organization_id, NULLIF(${r}.master_id, 0)`] },
  {
    table: 'group_sessions',
    keys: [(r) => `${ORG(r)}, ${r}.master_id`],
    id: 'id',
    columns: ['organization_id', 'master_id', 'status', 'starts_at', 'capacity', 'seats_taken'],
  },
  {
    table: 'organization_members',
    keys: [(r) => `${r}.organization_id, 0`],
    id: 'id',
    columns: ['organization_id', 'user_id', 'role'],
  },
  { table: 'organizations', keys: [(r) => `${r}.id, 0`], id: 'id', columns: ['time_zone'], updatesOnly: true },
  {
    table: 'services',
    keys: [
      (r) => `${r}.organization_id, CASE WHEN ${r}.organization_id IS NOT NULL THEN 0 END`,
      (r) => `-1, ${r}.master_id`,
    ],
    id: 'id',
    columns: ['name'],
    updatesOnly: true,
  },
  {
    table: 'users',
    keys: [(r) => `-1, ${r}.id`],
    id: 'id',
    columns: ['first_name', 'last_name'],
    updatesOnly: true,
  },
  {
    table: 'master_schedules',
    keys: [(r) => `-1, ${r}.master_id`],
    id: 'master_id',
    columns: ['master_id', 'time_zone', 'pattern'],
  },
  { table: 'schedule_overrides', keys: [(r) => `-1, ${r}.master_id`] },
  { table: 'schedule_blocks', keys: [(r) => `-1, ${r}.master_id`] },
];

const fn = (t: Kept) => `report_versions_${t.table}`;

/** The pairs rows `rows` (a transition table) move; null: an update's old and new rows whose read columns differ. */
function pairs(t: Kept, rows: string | null): string {
  const each = (r: string, source: string, where = '') =>
    t.keys.map((k) => `SELECT ${k(r)} FROM ${source} ${t.from?.(r) ?? ''} ${where}`).join(' UNION ALL ');
  if (rows !== null) return each('r', `${rows} r`);
  if (!t.id || !t.columns) return `${each('r', 'old_rows r')} UNION ALL ${each('r', 'new_rows r')}`;
  const changed = t.columns.map((c) => `o.${c} IS DISTINCT FROM n.${c}`).join(' OR ');
  const joined = `old_rows o JOIN new_rows n ON n.${t.id} = o.${t.id}`;
  return `${each('o', joined, `WHERE ${changed}`)} UNION ALL ${each('n', joined, `WHERE ${changed}`)}`;
}

/**
 * The statement that gives each pair a new version, in (organization, master) order so two statements
 * renewing the same pairs wait rather than deadlock.
 */
const bump = (t: Kept, rows: string | null) => `
  INSERT INTO report_versions (organization_id, master_id, version)
  SELECT k.o, k.m, nextval('report_version_seq')
    FROM (SELECT DISTINCT o, m FROM (${pairs(t, rows)}) x(o, m) WHERE o IS NOT NULL AND m IS NOT NULL) k
   ORDER BY k.o, k.m
  ON CONFLICT (organization_id, master_id) DO UPDATE SET version = EXCLUDED.version;`;

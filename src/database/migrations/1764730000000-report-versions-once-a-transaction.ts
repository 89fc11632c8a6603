import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A report version (report_versions, migration 1764600000000) moves once a transaction, not once a
 * statement: a booking's one INSERT moved its (organization, master) row five times, from the appointments
 * trigger and from the two upserts it makes (client_stats' and booking_days' insert and update triggers
 * each), every time a new row version, a sequence value and its WAL. A row this transaction already wrote
 * (its xmin is the transaction's own id) holds a number no committed reader has seen, so moving it again
 * tells nobody anything: the upsert keeps it. A row written in a subtransaction carries that
 * subtransaction's id and simply moves again.
 */
const PLAIN = 'ON CONFLICT (organization_id, master_id) DO UPDATE SET version = EXCLUDED.version;';
const ONCE =
  'ON CONFLICT (organization_id, master_id) DO UPDATE SET version = EXCLUDED.version\n' +
  '    WHERE report_versions.xmin <> pg_current_xact_id()::xid;';

/** Every function that moves report versions, with its definition. */
const BUMPERS = `
  SELECT p.proname AS name, pg_get_functiondef(p.oid) AS def
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
   WHERE n.nspname = current_schema() AND p.prosrc LIKE '%INSERT INTO report_versions%'
   ORDER BY 1`;

async function rewrite(q: QueryRunner, from: string, to: string): Promise<void> {
  const functions = (await q.query(BUMPERS)) as { name: string; def: string }[];
  for (const f of functions) {
    if (!f.def.includes(from)) throw new Error(`${f.name} moves report versions in an unexpected way`);
    await q.query(f.def.split(from).join(to));
  }
}

export class ReportVersionsOnceATransaction1764730000000 implements MigrationInterface {
  name = 'ReportVersionsOnceATransaction1764730000000';

  public async up(q: QueryRunner): Promise<void> {
    await rewrite(q, PLAIN, ONCE);
  }

  public async down(q: QueryRunner): Promise<void> {
    await rewrite(q, ONCE, PLAIN);
  }
}

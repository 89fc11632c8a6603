import { MigrationInterface, QueryRunner } from 'typeorm';

/** A trigger's WHEN: one of `columns` differs between OLD and NEW. */
const changed = (...columns: string[]) => columns.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ');

/** The page a session row belongs to: its organization's, else its (independent) master's. */
const SCOPE = (r: string) =>
  `CASE WHEN ${r}.organization_id IS NULL THEN 'm' ELSE 'o' END, COALESCE(${r}.organization_id, ${r}.master_id)`;

/**
 * Versions of the public sessions lists (src/sessions/public-sessions.sql.ts): one number per organization
 * ('o', its id) and per independent master ('m', their user id), moved by triggers on every change that can
 * alter a list: the sessions themselves (times, capacity, seats taken, status, service, master), the names,
 * prices and deposits of their services, the names and blocks of their masters, an organization's members
 * and zone, an independent master's zone. A read keeps a list in the process with its version and asks the
 * database only for the version while it stays the same (one cheap statement per request).
 * - Versions come from one sequence, so a number is never given twice (a deleted row cannot come back with
 *   an old number).
 * - Seats need no trigger on appointments: a seat moves the session's counter (seats_taken) in the seat's
 *   own statement, and that update moves the version. A single booking costs nothing more.
 * - The triggers are deferred constraint triggers: the version row is written at commit, so concurrent
 *   seats of one studio wait on it only for the commit itself, never for the rest of their transactions.
 */
export class PublicSessionsVersions1764530000000 implements MigrationInterface {
  name = 'PublicSessionsVersions1764530000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE public_sessions_version_seq`);
    await q.query(`
      CREATE TABLE public_sessions_versions (
        kind "char" NOT NULL CHECK (kind IN ('o', 'm')),
        owner_id int NOT NULL,
        version bigint NOT NULL,
        PRIMARY KEY (kind, owner_id))`);
    // a service renamed or repriced: the lists its sessions are on
    await q.query(`CREATE INDEX group_sessions_service ON group_sessions (service_id) WHERE service_id IS NOT NULL`);
    await q.query(`
      CREATE FUNCTION public_sessions_bump(k text, id int) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO public_sessions_versions (kind, owner_id, version)
        VALUES (k::"char", id, nextval('public_sessions_version_seq'))
        ON CONFLICT (kind, owner_id) DO UPDATE SET version = EXCLUDED.version;
      END $$`);
    await q.query(`
      CREATE FUNCTION group_sessions_public_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN PERFORM public_sessions_bump(${SCOPE('OLD')}); END IF;
        IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (${changed('organization_id', 'master_id')})) THEN
          PERFORM public_sessions_bump(${SCOPE('NEW')});
        END IF;
        RETURN NULL;
      END $$`);
    await this.deferred(q, 'group_sessions_public', 'INSERT OR DELETE', 'group_sessions', 'group_sessions_public_bump');
    const sessionColumns = [
      'service_id',
      'master_id',
      'organization_id',
      'starts_at',
      'ends_at',
      'capacity',
      'seats_taken',
      'status',
    ];
    await this.deferred(
      q,
      'group_sessions_public_move',
      `UPDATE OF ${sessionColumns.join(', ')}`,
      'group_sessions',
      'group_sessions_public_bump',
      changed(...sessionColumns),
    );

    await q.query(`
      CREATE FUNCTION services_public_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM public_sessions_bump(k, id)
           FROM (SELECT DISTINCT ${SCOPE('g')} FROM group_sessions g WHERE g.service_id = NEW.id) x(k, id);
        RETURN NULL;
      END $$`);
    const serviceColumns = ['name', 'duration_minutes', 'price', 'deposit_type', 'deposit_value'];
    await this.deferred(
      q,
      'services_public_sessions',
      `UPDATE OF ${serviceColumns.join(', ')}`,
      'services',
      'services_public_bump',
      changed(...serviceColumns),
    );

    await q.query(`
      CREATE FUNCTION users_public_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- a client's name is on no page: only a master's own page and their organizations' pages move
        IF EXISTS (SELECT 1 FROM master_profiles WHERE user_id = NEW.id) THEN PERFORM public_sessions_bump('m', NEW.id); END IF;
        PERFORM public_sessions_bump('o', m.organization_id) FROM organization_members m WHERE m.user_id = NEW.id;
        RETURN NULL;
      END $$`);
    await this.deferred(
      q,
      'users_public_sessions',
      'UPDATE OF first_name, last_name, is_blocked',
      'users',
      'users_public_bump',
      changed('first_name', 'last_name', 'is_blocked'),
    );

    await q.query(`
      CREATE FUNCTION organization_members_public_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN PERFORM public_sessions_bump('o', OLD.organization_id); END IF;
        IF TG_OP <> 'DELETE' THEN PERFORM public_sessions_bump('o', NEW.organization_id); END IF;
        RETURN NULL;
      END $$`);
    await this.deferred(
      q,
      'organization_members_public_sessions',
      'INSERT OR DELETE',
      'organization_members',
      'organization_members_public_bump',
    );
    await this.deferred(
      q,
      'organization_members_public_sessions_move',
      'UPDATE OF organization_id, user_id, role, is_blocked',
      'organization_members',
      'organization_members_public_bump',
      changed('organization_id', 'user_id', 'role', 'is_blocked'),
    );

    await q.query(`
      CREATE FUNCTION organizations_public_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM public_sessions_bump('o', NEW.id);
        RETURN NULL;
      END $$`);
    await this.deferred(
      q,
      'organizations_public_sessions',
      'UPDATE OF time_zone',
      'organizations',
      'organizations_public_bump',
      changed('time_zone'),
    );

    await q.query(`
      CREATE FUNCTION master_schedules_public_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN PERFORM public_sessions_bump('m', OLD.master_id); END IF;
        IF TG_OP <> 'DELETE' THEN PERFORM public_sessions_bump('m', NEW.master_id); END IF;
        RETURN NULL;
      END $$`);
    await this.deferred(
      q,
      'master_schedules_public_sessions',
      'INSERT OR DELETE',
      'master_schedules',
      'master_schedules_public_bump',
    );
    await this.deferred(
      q,
      'master_schedules_public_sessions_move',
      'UPDATE OF master_id, time_zone',
      'master_schedules',
      'master_schedules_public_bump',
      changed('master_id', 'time_zone'),
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const [trigger, table] of TRIGGERS) await q.query(`DROP TRIGGER ${trigger} ON ${table}`);
    for (const f of [
      'group_sessions_public_bump',
      'services_public_bump',
      'users_public_bump',
      'organization_members_public_bump',
      'organizations_public_bump',
      'master_schedules_public_bump',
    ]) {
      await q.query(`DROP FUNCTION ${f}()`);
    }
    await q.query(`DROP FUNCTION public_sessions_bump(text, int)`);
    await q.query(`DROP INDEX group_sessions_service`);
    await q.query(`DROP TABLE public_sessions_versions`);
    await q.query(`DROP SEQUENCE public_sessions_version_seq`);
  }

  /** A row trigger that fires at commit (the version row is locked for the commit only). */
  private deferred(q: QueryRunner, name: string, events: string, table: string, fn: string, when?: string) {
    return q.query(`
      CREATE CONSTRAINT TRIGGER ${name} AFTER ${events} ON ${table}
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW ${when ? `WHEN (${when})` : ''}
        EXECUTE FUNCTION ${fn}()`);
  }
}

const TRIGGERS: [string, string][] = [
  ['group_sessions_public', 'group_sessions'],
  ['group_sessions_public_move', 'group_sessions'],
  ['services_public_sessions', 'services'],
  ['users_public_sessions', 'users'],
  ['organization_members_public_sessions', 'organization_members'],
  ['organization_members_public_sessions_move', 'organization_members'],
  ['organizations_public_sessions', 'organizations'],
  ['master_schedules_public_sessions', 'master_schedules'],
  ['master_schedules_public_sessions_move', 'master_schedules'],
];

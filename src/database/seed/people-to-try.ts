// The seeded people worth signing in as, read back from the database: the busiest organization's owner, an
// admin and a master of that organization, an independent master with many services, a client and the
// platform's admin (user 1). seed:demo prints them; /dev-login offers them. Only seeded users count (their
// Telegram ids are TG_BASE + id), so a database with data of its own offers none.
import { DataSource } from 'typeorm';
import { TG_BASE } from './plan';

export interface SeededPerson {
  telegram_id: number;
  first_name: string;
  last_name: string | null;
  username: string | null;
  language_code: string | null;
}

export interface PeopleToTry {
  owner: SeededPerson & { organization_id: number; organization_name: string; organization_deep_link: string };
  admin: SeededPerson & { organization_id: number };
  /** A master of the owner's organization. */
  organization_master: SeededPerson & { master_code: string };
  /** An independent master (the one with the most services) and the public page clients book on. */
  master: SeededPerson & { deep_link: string };
  client: SeededPerson;
  /** User 1, whom the demo makes the super admin when SUPER_ADMIN_TELEGRAM_ID is unset. */
  platform_admin: SeededPerson;
}

/** The Telegram id of seeded user 1, the platform's admin. */
export const SEEDED_PLATFORM_ADMIN_TELEGRAM_ID = TG_BASE + 1;

const PERSON = `u.telegram_id::float8 AS telegram_id, u.first_name, u.last_name, u.username, u.language_code`;
/** A seeded, unblocked user (scale 20 has 200,000 users). */
const SEEDED = `u.telegram_id BETWEEN ${TG_BASE + 1} AND ${TG_BASE + 1_000_000} AND NOT u.is_blocked`;

async function first<T>(ds: DataSource, sql: string, params: unknown[] = []): Promise<T | null> {
  const rows = await ds.query<T[]>(sql, params);
  return rows[0] ?? null;
}

/** The people to try, or null when the database holds no seeded data. */
export async function peopleToTry(ds: DataSource): Promise<PeopleToTry | null> {
  // the busiest organization: team and statistics on the largest realistic data
  const owner = await first<PeopleToTry['owner']>(
    ds,
    `
    SELECT ${PERSON}, o.id AS organization_id, o.name AS organization_name, o.deep_link AS organization_deep_link
    FROM organizations o JOIN users u ON u.id = o.owner_id
    WHERE ${SEEDED}
    ORDER BY (SELECT count(*) FROM organization_members m WHERE m.organization_id = o.id) DESC,
             (SELECT count(*) FROM services sv WHERE sv.organization_id = o.id) DESC, o.id
    LIMIT 1`,
  );
  if (!owner) return null;
  const member = (role: string, extra: string) =>
    first(
      ds,
      `
      SELECT ${PERSON}, m.organization_id${extra} FROM organization_members m JOIN users u ON u.id = m.user_id
      WHERE m.role = '${role}' AND ${SEEDED} AND NOT m.is_blocked
      ORDER BY m.organization_id = $1 DESC, m.id LIMIT 1`,
      [owner.organization_id],
    );
  const admin = (await member('admin', '')) as PeopleToTry['admin'] | null;
  const organizationMaster = (await member('master', ', m.master_code')) as PeopleToTry['organization_master'] | null;
  const master = await first<PeopleToTry['master']>(
    ds,
    `
    SELECT ${PERSON}, mp.deep_link FROM master_profiles mp JOIN users u ON u.id = mp.user_id
    WHERE u.user_type = 'master' AND ${SEEDED}
    ORDER BY (SELECT count(*) FROM services s WHERE s.master_id = u.id) DESC, u.id LIMIT 1`,
  );
  // a client and nothing else: no master profile, no organization of their own, no membership
  const client = await first<SeededPerson>(
    ds,
    `
    SELECT ${PERSON} FROM users u
    WHERE u.user_type = 'client' AND u.telegram_id <> ${SEEDED_PLATFORM_ADMIN_TELEGRAM_ID} AND ${SEEDED}
      AND NOT EXISTS (SELECT 1 FROM organization_members m WHERE m.user_id = u.id)
      AND NOT EXISTS (SELECT 1 FROM master_profiles mp WHERE mp.user_id = u.id)
    ORDER BY u.id LIMIT 1`,
  );
  const platformAdmin = await first<SeededPerson>(
    ds,
    `SELECT ${PERSON} FROM users u WHERE u.telegram_id = ${SEEDED_PLATFORM_ADMIN_TELEGRAM_ID}`,
  );
  if (!admin || !organizationMaster || !master || !client || !platformAdmin) return null;
  return { owner, admin, organization_master: organizationMaster, master, client, platform_admin: platformAdmin };
}

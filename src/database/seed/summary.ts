// What the seed wrote, read back: row counts, and the people and links worth trying (the busiest
// organization's owner, an admin, a client, a master with many services, an organization master code).
import { DataSource } from 'typeorm';
import { Plan, TG_BASE } from './plan';

export const SERIAL_TABLES = [
  'users',
  'master_profiles',
  'organizations',
  'user_roles',
  'organization_members',
  'invitations',
  'services',
  'appointments',
];

export interface SeedSummary {
  scale: number;
  database: string;
  seconds: number;
  counts: Record<string, number>;
  super_admin_telegram_id: number;
  owner: { telegram_id: number; first_name: string; organization_id: number; organization_deep_link: string };
  admin: { telegram_id: number; first_name: string; organization_id: number };
  client: { telegram_id: number; first_name: string };
  unregistered_telegram_id: number;
  master: { telegram_id: number; first_name: string; deep_link: string };
  organization_deep_link: string;
  organization_master_code: string;
  admin_search: string;
}

export async function one<T>(ds: DataSource, sql: string): Promise<T> {
  const rows = await ds.query<T[]>(sql);
  return rows[0];
}

export async function summarize(ds: DataSource, plan: Plan, scale: number, started: number): Promise<SeedSummary> {
  const counts: Record<string, number> = {};
  for (const t of SERIAL_TABLES) {
    counts[t] = Number((await one<{ n: string }>(ds, `SELECT count(*)::text AS n FROM ${t}`)).n);
  }
  const byStatus = await ds.query<{ status: string; n: number }[]>(
    `SELECT status, count(*)::int AS n FROM invitations GROUP BY status ORDER BY status`,
  );
  for (const r of byStatus) counts[`invitations_${r.status}`] = r.n;
  for (const t of ['master_schedules', 'schedule_overrides', 'schedule_blocks']) {
    counts[t] = Number((await one<{ n: string }>(ds, `SELECT count(*)::text AS n FROM ${t}`)).n);
  }

  // the busiest organization is the bench's owner: team and stats on the largest realistic data
  const owner = await one<{ tg: string; first_name: string; org_id: number; deep_link: string }>(
    ds,
    `
    SELECT u.telegram_id::text AS tg, u.first_name, o.id AS org_id, o.deep_link
    FROM organizations o JOIN users u ON u.id = o.owner_id
    WHERE NOT u.is_blocked
    ORDER BY (SELECT count(*) FROM organization_members m WHERE m.organization_id = o.id) DESC,
             (SELECT count(*) FROM services sv WHERE sv.organization_id = o.id) DESC, o.id
    LIMIT 1`,
  );
  const admin = await one<{ tg: string; first_name: string; org_id: number }>(
    ds,
    `
    SELECT u.telegram_id::text AS tg, u.first_name, m.organization_id AS org_id FROM organization_members m
    JOIN users u ON u.id = m.user_id WHERE m.role = 'admin' AND NOT u.is_blocked AND NOT m.is_blocked ORDER BY m.id LIMIT 1`,
  );
  const client = await one<{ tg: string; first_name: string }>(
    ds,
    `
    SELECT telegram_id::text AS tg, first_name FROM users WHERE id >= ${plan.clientFrom} AND NOT is_blocked ORDER BY id LIMIT 1`,
  );
  const master = await one<{ tg: string; first_name: string; deep_link: string }>(
    ds,
    `
    SELECT u.telegram_id::text AS tg, u.first_name, mp.deep_link FROM master_profiles mp JOIN users u ON u.id = mp.user_id
    WHERE u.user_type = 'master' AND NOT u.is_blocked
    ORDER BY (SELECT count(*) FROM services s WHERE s.master_id = u.id) DESC, u.id LIMIT 1`,
  );
  const code = await one<{ master_code: string }>(
    ds,
    `
    SELECT master_code FROM organization_members WHERE role = 'master' AND NOT is_blocked ORDER BY id LIMIT 1`,
  );
  const summary: SeedSummary = {
    scale,
    database: '',
    seconds: Math.round((Date.now() - started) / 100) / 10,
    counts,
    super_admin_telegram_id: TG_BASE + 1,
    owner: {
      telegram_id: Number(owner.tg),
      first_name: owner.first_name,
      organization_id: owner.org_id,
      organization_deep_link: owner.deep_link,
    },
    admin: { telegram_id: Number(admin.tg), first_name: admin.first_name, organization_id: admin.org_id },
    client: { telegram_id: Number(client.tg), first_name: client.first_name },
    unregistered_telegram_id: TG_BASE + plan.users + 1000,
    master: { telegram_id: Number(master.tg), first_name: master.first_name, deep_link: master.deep_link },
    organization_deep_link: owner.deep_link,
    organization_master_code: code.master_code,
    // a common surname stem: matches many users, so the search must use an index or scan cheaply
    admin_search: 'Иванов',
  };
  return summary;
}

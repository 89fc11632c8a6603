// What the seed wrote, read back: row counts, and the people and links worth trying (people-to-try.ts: the
// busiest organization's owner, its admin and a master code, a client, a master with many services).
import { DataSource } from 'typeorm';
import { peopleToTry, SEEDED_PLATFORM_ADMIN_TELEGRAM_ID } from './people-to-try';
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

  const people = await peopleToTry(ds);
  if (!people) throw new Error('the seeded data has no one to try (no owner, admin, master or client)');
  const { owner, admin, client, master } = people;
  const summary: SeedSummary = {
    scale,
    database: '',
    seconds: Math.round((Date.now() - started) / 100) / 10,
    counts,
    super_admin_telegram_id: SEEDED_PLATFORM_ADMIN_TELEGRAM_ID,
    owner: {
      telegram_id: owner.telegram_id,
      first_name: owner.first_name,
      organization_id: owner.organization_id,
      organization_deep_link: owner.organization_deep_link,
    },
    admin: { telegram_id: admin.telegram_id, first_name: admin.first_name, organization_id: admin.organization_id },
    client: { telegram_id: client.telegram_id, first_name: client.first_name },
    unregistered_telegram_id: TG_BASE + plan.users + 1000,
    master: { telegram_id: master.telegram_id, first_name: master.first_name, deep_link: master.deep_link },
    organization_deep_link: owner.organization_deep_link,
    organization_master_code: people.organization_master.master_code,
    // a common surname stem: matches many users, so the search must use an index or scan cheaply
    admin_search: 'Иванов',
  };
  return summary;
}

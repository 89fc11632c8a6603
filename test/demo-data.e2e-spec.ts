// A newcomer's first start (README: `npm start` with nothing set shows a working product): with dev login on and no
// bot token an empty database gets the demo once, and /dev-login offers its people, one tap each. Never with a real
// bot token, never with DEMO_DATA=0, never in production.
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import {
  AppConfig,
  ConfigError,
  DEMO_SUPER_ADMIN_TELEGRAM_ID,
  DEV_LOGIN_WITH_BOT_TOKEN,
  loadConfig,
} from '../src/config/app.config';
import { DEMO_WINDOW, loadDemoDataOnce } from '../src/database/demo-data';
import { SEEDED_PLATFORM_ADMIN_TELEGRAM_ID } from '../src/database/seed/people-to-try';
import { DemoDataLoader } from '../src/dev-login/demo-data.loader';
import { makeUser } from './factories';
import { createTestApp, freshDatabaseUrl, TEST_BOT_TOKEN } from './support/test-app';

/** The environment `npm start` has on a newcomer's machine (plus a database of the test's own). */
const newcomerEnv = (databaseUrl: string, env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'development', WEBAPP_DIST: '', OUTBOX_WORKER: '0', DATABASE_URL: databaseUrl, ...env });

interface Booted {
  app: NestFastifyApplication;
  db: DataSource;
  http: ReturnType<typeof request>;
  config: AppConfig;
}
async function boot(config: AppConfig): Promise<Booted> {
  const app = await createApp(config, { logger: ['error'] });
  return { app, db: app.get(DataSource), http: request(app.getHttpServer()), config };
}
const outcomeOf = (b: Booted) => b.app.get(DemoDataLoader, { strict: false }).outcome;

async function counts(db: DataSource): Promise<Record<string, number>> {
  const [row]: Record<string, number>[] = await db.query(
    `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM organizations) AS organizations,
            (SELECT count(*)::int FROM master_profiles) AS masters, (SELECT count(*)::int FROM appointments) AS appointments,
            (SELECT count(*)::int FROM services) AS services, (SELECT count(*)::int FROM master_schedules) AS schedules`,
  );
  return row;
}

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('DEMO_DATA in the configuration', () => {
  it('is on by default where dev login is on without a bot token, and makes the demo admin the super admin', () => {
    const c = loadConfig({ NODE_ENV: 'development' });
    expect([c.demoData, c.demoDataSkipped, c.superAdminFromDemo]).toEqual([true, null, true]);
    expect(c.superAdminTelegramId).toBe(DEMO_SUPER_ADMIN_TELEGRAM_ID);
    expect(DEMO_SUPER_ADMIN_TELEGRAM_ID).toBe(SEEDED_PLATFORM_ADMIN_TELEGRAM_ID);
    // a super admin of one's own stays
    const own = loadConfig({ NODE_ENV: 'development', SUPER_ADMIN_TELEGRAM_ID: '42' });
    expect([own.demoData, own.superAdminTelegramId, own.superAdminFromDemo]).toEqual([true, 42, false]);
  });

  it('is off with DEMO_DATA=0, and then the super admin is only the configured one', () => {
    const c = loadConfig({ NODE_ENV: 'development', DEMO_DATA: '0' });
    expect([c.demoData, c.demoDataSkipped, c.superAdminTelegramId]).toEqual([false, null, null]);
  });

  it.each([
    ['a real bot token', { BOT_TOKEN: TEST_BOT_TOKEN, BOT_MODE: 'off' }, 'a real BOT_TOKEN is set'],
    ['production', { NODE_ENV: 'production' }, 'NODE_ENV=production'],
    ['dev login off', { DEV_LOGIN: '0' }, 'dev login is off'],
  ])('is never on with %s: DEMO_DATA=1 says why instead', (_what, env, why) => {
    const c = loadConfig({ NODE_ENV: 'development', ...env, DEMO_DATA: '1' });
    expect(c.demoData).toBe(false);
    expect(c.demoDataSkipped).toBe(`DEMO_DATA=1 ignored: ${why} (demo data never loads there)`);
    expect(c.superAdminFromDemo).toBe(false);
  });

  it('refuses a value that is neither on nor off, with a clear message', () => {
    expect(() => loadConfig({ DEMO_DATA: 'maybe' })).toThrow(ConfigError);
    expect(() => loadConfig({ DEMO_DATA: 'maybe' })).toThrow(
      'DEMO_DATA must be 1 (load the demo data into an empty database at start-up) or 0 (never), got "maybe"',
    );
  });
});

describe('a first start on an empty database', () => {
  let url: string;
  let first: Booted;
  beforeAll(async () => {
    url = await freshDatabaseUrl();
    first = await boot(newcomerEnv(url));
  }, 60_000);
  afterAll(() => first.app.close());

  it('loads a small demo: a few dozen people, salons with masters, independent masters, schedules, bookings', async () => {
    expect(outcomeOf(first)).toMatchObject({ status: 'loaded' });
    const c = await counts(first.db);
    expect(c.users).toBeGreaterThanOrEqual(20);
    expect(c.users).toBeLessThanOrEqual(60);
    expect(c.organizations).toBeGreaterThanOrEqual(1);
    expect(c.schedules).toBe(c.masters);
    expect(c.services).toBeGreaterThan(c.masters);
    const [kinds]: { independent: number; in_salons: number }[] = await first.db.query(
      `SELECT count(*) FILTER (WHERE u.user_type = 'master')::int AS independent,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM organization_members m
                                              WHERE m.user_id = u.id AND m.role = 'master'))::int AS in_salons
         FROM master_profiles mp JOIN users u ON u.id = mp.user_id`,
    );
    expect(kinds.independent).toBeGreaterThan(0);
    expect(kinds.in_salons).toBeGreaterThan(0);
  });

  it('places every salon and every independent master with an address around Moscow, for search and the map', async () => {
    const places: { kind: string; address: string; latitude: number; longitude: number; zone: string }[] =
      await first.db.query(
        `SELECT 'organization' AS kind, address, latitude, longitude, time_zone AS zone FROM organizations
         UNION ALL
         SELECT 'master', mp.address, mp.latitude, mp.longitude, ms.time_zone
           FROM master_profiles mp JOIN master_schedules ms ON ms.master_id = mp.user_id
          WHERE mp.deep_link IS NOT NULL AND mp.address IS NOT NULL`,
      );
    expect(places.filter((p) => p.kind === 'organization').length).toBeGreaterThanOrEqual(3);
    expect(places.filter((p) => p.kind === 'master').length).toBeGreaterThanOrEqual(2);
    for (const p of places) {
      expect(p.address).toMatch(/^Москва, /);
      expect(p.zone).toBe('Europe/Moscow');
      // within about 7 km of the centre (Red Square is 55.7558, 37.6173)
      expect(Math.abs(p.latitude - 55.7558)).toBeLessThanOrEqual(0.061);
      expect(Math.abs(p.longitude - 37.6173)).toBeLessThanOrEqual(0.101);
    }
  });

  it('books every master in the coming weeks, around the real clock (history before, plans after)', async () => {
    const rows: { master_id: number; soon: number; before: number; after: number; first: string; last: string }[] =
      await first.db.query(
        `SELECT master_id,
                count(*) FILTER (WHERE status = 'planned' AND starts_at > now() AND starts_at < now() + interval '14 days')::int AS soon,
                count(*) FILTER (WHERE status = 'completed' AND starts_at < now())::int AS before,
                count(*) FILTER (WHERE status = 'completed' AND starts_at > now())::int AS after,
                min(starts_at)::text AS first, max(starts_at)::text AS last
           FROM appointments GROUP BY master_id`,
      );
    const [{ masters }]: { masters: number }[] = await first.db.query(
      'SELECT count(*)::int AS masters FROM master_profiles',
    );
    expect(rows).toHaveLength(masters);
    for (const r of rows) {
      expect(r.soon).toBeGreaterThan(0);
      expect(r.before).toBeGreaterThan(0);
      expect(r.after).toBe(0);
      expect(Date.parse(r.first)).toBeGreaterThan(Date.now() - (DEMO_WINDOW.pastDays + 2) * DAY);
      expect(Date.parse(r.last)).toBeLessThan(Date.now() + (DEMO_WINDOW.days - DEMO_WINDOW.pastDays + 2) * DAY);
    }
  });

  it('a second start on the same database adds nothing', async () => {
    const before = await counts(first.db);
    const second = await boot(newcomerEnv(url));
    try {
      expect(outcomeOf(second)).toEqual({ status: 'present' });
      expect(await counts(second.db)).toEqual(before);
    } finally {
      await second.app.close();
    }
  });

  it('lists the demo people first on /dev-login, in Russian, with their names', async () => {
    const res = await first.http.get('/dev-login').expect(200);
    const people = [...res.text.matchAll(/<li><a href="([^"]+)"><b>([^<]+)<\/b> <span>([^<]+)<\/span>/g)].map((m) => ({
      role: m[2],
      name: m[3],
    }));
    expect(people.map((p) => p.role)).toEqual([
      'Клиент',
      'Специалист',
      'Владелец',
      'Админ',
      'Специалист в салоне',
      'Супер админ',
    ]);
    for (const p of people) expect(p.name).toMatch(/^[А-ЯЁ][а-яё]+( [А-ЯЁ][а-яё]+)?$/);
    // before the free-form test user, which still works
    expect(res.text.indexOf('<ul class="people">')).toBeLessThan(res.text.indexOf('<form'));
    expect(res.text).toContain('name="id"');
  });

  /** Follows a person's link: where it leads, the role the app shows, and headers that identify them. */
  async function signIn(
    role: string,
  ): Promise<{ path: string; appRole: string | null; as: Record<string, string>; telegramId: number }> {
    const page = await first.http.get('/dev-login').expect(200);
    const m = new RegExp(`<li><a href="([^"]+)"><b>${role}</b>`).exec(page.text);
    if (!m) throw new Error(`no ${role} on /dev-login`);
    const res = await first.http.get(m[1].replace(/&#38;/g, '&')).redirects(0);
    let location: string;
    let appRole: string | null = null;
    if (res.status === 302) location = res.headers.location;
    else {
      // a page that stores the role the app shows, then goes on (role-handoff.ts)
      expect(res.status).toBe(200);
      const handoff =
        /localStorage\.setItem\("currentRole:\d+","(\w+)"\)\}catch\(e\)\{\}location\.replace\(("[^"]+")\)/.exec(
          res.text,
        );
      if (!handoff) throw new Error(`no hand-off in ${res.text}`);
      appRole = handoff[1];
      location = JSON.parse(handoff[2]) as string;
    }
    const [path, hash] = location.split('#');
    const initData = new URLSearchParams(hash).get('tgWebAppData')!;
    const user = JSON.parse(new URLSearchParams(initData).get('user')!) as { id: number };
    return { path, appRole, as: { 'X-Telegram-Init-Data': initData }, telegramId: user.id };
  }
  const week = `from=${isoDate(Date.now() - DAY)}&to=${isoDate(Date.now() + 13 * DAY)}`;

  it('signs the client in on the public page of a master to book with, with bookings of their own', async () => {
    const c = await signIn('Клиент');
    expect(c.path).toMatch(/^\/master\/[\w-]+$/);
    expect(c.appRole).toBe('client');
    expect((await first.http.get('/api/registration/check').set(c.as).expect(200)).body).toEqual({
      exists: true,
      user_type: 'client',
    });
    const page = await first.http.get(`/api${c.path.replace('/master/', '/public/master/')}`).expect(200);
    expect(page.body.services.length).toBeGreaterThan(0);
    const mine = await first.http.get('/api/appointments/my?scope=upcoming').set(c.as).expect(200);
    expect(mine.body.appointments.length).toBeGreaterThan(0);
  });

  it.each([
    ['Специалист', '/calendar/day', 'master', 'master'],
    ['Владелец', '/records', 'organization', 'organization'],
    ['Админ', '/salon-appointments', 'client', 'organization_admin'],
    ['Специалист в салоне', '/calendar/day', 'client', 'organization_master'],
  ])('signs the %s in at %s, with bookings in the coming two weeks', async (role, path, userType, appRole) => {
    const p = await signIn(role);
    expect([p.path, p.appRole]).toEqual([path, appRole]);
    const roles = await first.http.get('/api/additional-roles/my-roles').set(p.as).expect(200);
    expect([userType, ...roles.body.roles.map((r: { role_type: string }) => r.role_type)]).toContain(appRole);
    expect((await first.http.get('/api/registration/check').set(p.as).expect(200)).body).toEqual({
      exists: true,
      user_type: userType,
    });
    const calendar = await first.http.get(`/api/appointments/calendar?${week}`).set(p.as).expect(200);
    expect(calendar.body.appointments.length).toBeGreaterThan(0);
  });

  it('signs the owner, the admin and the organization master in to the same organization', async () => {
    const orgs = new Set<number>();
    for (const role of ['Владелец', 'Админ', 'Специалист в салоне']) {
      const p = await signIn(role);
      const calendar = await first.http.get(`/api/appointments/calendar?${week}`).set(p.as).expect(200);
      for (const a of calendar.body.appointments as { organization_id: number }[]) orgs.add(a.organization_id);
    }
    expect(orgs.size).toBe(1);
  });

  it('signs the super admin in to /admin, where the platform admin sees the demo users', async () => {
    const p = await signIn('Супер админ');
    expect([p.path, p.appRole]).toEqual(['/admin', null]);
    expect(p.telegramId).toBe(DEMO_SUPER_ADMIN_TELEGRAM_ID);
    expect((await first.http.get('/api/registration/check').set(p.as).expect(200)).body).toMatchObject({
      is_super_admin: true,
    });
    const users = await first.http.get('/api/admin/users?page=1').set(p.as).expect(200);
    expect(users.body.users.length).toBeGreaterThan(0);
  });
});

describe('no demo data', () => {
  it.each([
    ['DEMO_DATA=0', { DEMO_DATA: '0' }],
    ['a real bot token (even with DEMO_DATA=1)', { BOT_TOKEN: TEST_BOT_TOKEN, BOT_MODE: 'off', DEMO_DATA: '1' }],
    ['dev login off', { DEV_LOGIN: '0' }],
  ])('with %s: the empty database stays empty', async (_what, env) => {
    const b = await boot(newcomerEnv(await freshDatabaseUrl(), env));
    try {
      expect(await counts(b.db)).toMatchObject({ users: 0, appointments: 0 });
    } finally {
      await b.app.close();
    }
  });

  it('with a real bot token, whatever the configuration object says: the app does not start', async () => {
    const config = newcomerEnv(await freshDatabaseUrl(), { BOT_TOKEN: TEST_BOT_TOKEN, BOT_MODE: 'off' });
    await expect(createApp({ ...config, devLogin: true, demoData: true }, { logger: false })).rejects.toThrow(
      DEV_LOGIN_WITH_BOT_TOKEN,
    );
    // and started without dev login, as it must be, it loads no demo either
    const b = await boot({ ...config, demoData: true });
    try {
      expect((await counts(b.db)).users).toBe(0);
    } finally {
      await b.app.close();
    }
  });

  it('in a database that has users of its own', async () => {
    const t = await createTestApp();
    try {
      await makeUser(t.db);
      const config = newcomerEnv(t.config.databaseUrl!);
      expect(await loadDemoDataOnce(t.db, config)).toEqual({ status: 'present' });
      expect((await counts(t.db)).users).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe('the demo on the embedded database, at any clock', () => {
  it('loads into PGlite and dates everything from the clock it is given', async () => {
    const t = await createTestApp({ databaseUrl: 'memory://' });
    try {
      const now = new Date('2031-03-10T09:00:00Z');
      const outcome = await loadDemoDataOnce(t.db, newcomerEnv('memory://'), now);
      expect(outcome).toMatchObject({ status: 'loaded' });
      // its time is the bench's to watch (start-up), not a timed test's
      const [span]: { first: string; last: string; completed_after: number; planned_after: number }[] =
        await t.db.query(
          `SELECT min(starts_at)::text AS first, max(starts_at)::text AS last,
                  count(*) FILTER (WHERE status = 'completed' AND starts_at > $1)::int AS completed_after,
                  count(*) FILTER (WHERE status = 'planned' AND starts_at > $1)::int AS planned_after
             FROM appointments`,
          [now.toISOString()],
        );
      expect(Date.parse(span.first)).toBeGreaterThanOrEqual(now.getTime() - (DEMO_WINDOW.pastDays + 1) * DAY);
      expect(Date.parse(span.last)).toBeLessThan(now.getTime() + (DEMO_WINDOW.days - DEMO_WINDOW.pastDays + 1) * DAY);
      expect(span.completed_after).toBe(0);
      expect(span.planned_after).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  }, 60_000);
});

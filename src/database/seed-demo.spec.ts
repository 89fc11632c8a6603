import { auth, createTestApp, TestApp } from '../../test/support/test-app';
import { TG_BASE } from './seed/plan';
import { seedDemo } from './seed/seed';
import { SeedSummary } from './seed/summary';

/** The demo data a newcomer loads must be valid for the app: what it prints must open real pages. */
describe('seed:demo at scale 0.01', () => {
  let t: TestApp;
  let seed: SeedSummary;

  beforeAll(async () => {
    t = await createTestApp({ superAdminTelegramId: TG_BASE + 1 });
    seed = await seedDemo(t.db, { scale: 0.01, reset: false, quiet: true });
  });
  afterAll(() => t.close());

  const tg = (id: number, first_name: string) => ({ id, first_name });

  it('fills every table the product reads, with invitations in every status', () => {
    expect(seed.counts.users).toBe(100);
    expect(seed.counts.organizations).toBe(5);
    expect(seed.counts.services).toBeGreaterThanOrEqual(40);
    // 2000 bookings of times, plus the seats of the group sessions
    expect(seed.counts.appointments).toBeGreaterThan(2000);
    for (const status of ['pending', 'confirmed', 'accepted', 'rejected']) {
      expect(seed.counts[`invitations_${status}`]).toBeGreaterThan(0);
    }
  });

  it('has a studio with weekly group sessions, some nearly full, each seat a booking', async () => {
    const rows: { capacity: number; seats_taken: number; live: number }[] = await t.db.query(
      `SELECT g.capacity, g.seats_taken,
              (SELECT count(*)::int FROM appointments a WHERE a.session_id = g.id AND a.status = 'planned') AS live
         FROM group_sessions g WHERE g.status = 'scheduled' ORDER BY g.starts_at`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.every((r) => r.live === r.seats_taken && r.seats_taken <= r.capacity)).toBe(true);
    expect(rows.some((r) => r.capacity - r.seats_taken === 1)).toBe(true);
    expect(rows.some((r) => r.seats_taken < r.capacity / 2)).toBe(true);
  });

  it('writes Russian names and +7 9xx phones, and spreads appointments over a year', async () => {
    const users: { first_name: string; phone: string }[] = await t.db.query('SELECT first_name, phone FROM users');
    for (const u of users) {
      expect(u.first_name).toMatch(/^[А-ЯЁ][а-яё]+$/);
      expect(u.phone).toMatch(/^\+79\d{9}$/);
    }
    const [span]: { days: number; past: number; future: number }[] = await t.db.query(
      `SELECT (max(starts_at)::date - min(starts_at)::date) AS days,
              count(*) FILTER (WHERE starts_at < now())::int AS past, count(*) FILTER (WHERE starts_at > now())::int AS future
         FROM appointments`,
    );
    expect(span.days).toBeGreaterThanOrEqual(300);
    expect(span.past).toBeGreaterThan(0);
    expect(span.future).toBeGreaterThan(0);
  });

  it('prints a master link that opens the public master page with priced services', async () => {
    const res = await t.http.get(`/api/public/master/${seed.master.deep_link}`);
    expect(res.status).toBe(200);
    expect(res.body.services.length).toBeGreaterThanOrEqual(3);
    expect(res.body.services.some((s: { price: number | null }) => typeof s.price === 'number' && s.price > 0)).toBe(
      true,
    );
  });

  it("gives the demo's masters reviews of their completed bookings, so the pages show ratings", async () => {
    const page = (await t.http.get(`/api/public/master/${seed.master.deep_link}/reviews`).expect(200)).body;
    expect(page.reviews_count).toBeGreaterThanOrEqual(3);
    expect(page.rating).toBeGreaterThanOrEqual(1);
    expect(page.items.length).toBeGreaterThan(0);
    const [{ pending }]: { pending: number }[] = await t.db.query(
      `SELECT count(*)::int AS pending FROM review_requests WHERE status = 'pending' AND due_at <= now()`,
    );
    expect(pending).toBe(0);
  });

  it('prints an organization link whose public page lists masters with master codes', async () => {
    const res = await t.http.get(`/api/public/organization/${seed.organization_deep_link}`);
    expect(res.status).toBe(200);
    expect(res.body.masters.length).toBeGreaterThan(0);
    const code = await t.http.get(`/api/public/organization-master/${res.body.masters[0].master_code}`);
    expect(code.status).toBe(200);
  });

  it('prints an owner who sees a team and non-zero statistics', async () => {
    const me = auth(tg(seed.owner.telegram_id, seed.owner.first_name));
    const team = await t.http.get('/api/organizations/my/team').set(me);
    expect(team.status).toBe(200);
    expect(team.body.masters.length + team.body.admins.length).toBeGreaterThan(0);
    const stats = await t.http.get('/api/organizations/my/stats').set(me);
    expect(stats.status).toBe(200);
    expect(stats.body.services_count).toBeGreaterThan(0);
  });

  it('prints a registered client, an unregistered id and a super admin who can search users', async () => {
    const client = await t.http
      .get('/api/registration/check')
      .set(auth(tg(seed.client.telegram_id, seed.client.first_name)));
    expect(client.body).toMatchObject({ exists: true, user_type: 'client' });
    const stranger = await t.http.get('/api/registration/check').set(auth(tg(seed.unregistered_telegram_id, 'Гость')));
    expect(stranger.body.exists).toBe(false);
    const search = await t.http
      .get(`/api/admin/users?page=1&search=${encodeURIComponent(seed.admin_search)}`)
      .set(auth(tg(seed.super_admin_telegram_id, 'Админ')));
    expect(search.status).toBe(200);
    expect(search.body.users.length).toBeGreaterThan(0);
  });

  it('refuses to seed a database that has data, and --reset gives the same data again', async () => {
    await expect(seedDemo(t.db, { scale: 0.01, reset: false, quiet: true })).rejects.toThrow(/--reset/);
    const again = await seedDemo(t.db, { scale: 0.01, reset: true, quiet: true });
    expect({ ...again, seconds: 0 }).toEqual({ ...seed, seconds: 0 });
  });
});

describe('seed:demo on the embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ databaseUrl: 'memory://' });
  }, 60_000);
  afterAll(() => t.close());

  it('loads the demo into PGlite and its master page opens', async () => {
    const seed = await seedDemo(t.db, { scale: 0.01, reset: false, quiet: true });
    // 2000 bookings of times, plus the seats of the group sessions
    expect(seed.counts.appointments).toBeGreaterThan(2000);
    const res = await t.http.get(`/api/public/master/${seed.master.deep_link}`);
    expect(res.status).toBe(200);
    expect(res.body.first_name).toBe(seed.master.first_name);
  }, 60_000);
});

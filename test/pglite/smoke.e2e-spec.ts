import { auth, createTestApp, TestApp, tgUser, TgUser } from '../support/test-app';
import { tableCounts } from '../support/world';

/**
 * The embedded database end to end: the short story of an organization (owner registers, invites,
 * a master joins through the link, team and public page show them), then concurrency and rollback.
 * Run on embedded PGlite (the point of this file) and, for comparison, on PostgreSQL.
 */
describe.each([
  ['embedded PGlite', 'memory://'],
  ['PostgreSQL', undefined],
])('smoke on %s', (_name, databaseUrl) => {
  let t: TestApp;
  const owner = tgUser({ first_name: 'Ольга' });
  const masterTg = tgUser({ first_name: 'Мастер' });
  const orgLink = `smoke-salon-${Date.now().toString(36)}`;
  let orgId: number;
  let masterCode: string;

  beforeAll(async () => {
    t = await createTestApp(databaseUrl ? { databaseUrl } : {});
  }, 60_000);
  afterAll(() => t?.close());

  const registerClient = (u: TgUser, first = 'Клиент') =>
    t.http.post('/api/registration/client').set(auth(u)).send({ first_name: first, phone: '+79161234567' });

  it('registers an owner with an organization', async () => {
    const res = await t.http
      .post('/api/registration/owner')
      .set(auth(owner))
      .send({
        first_name: 'Ольга',
        last_name: 'Иванова',
        phone: '+79161234567',
        organization_name: 'Салон Смоук',
        organization_phone: '+74951234567',
        organization_deep_link: orgLink,
      })
      .expect(201);
    expect(res.body).toMatchObject({ organization_name: 'Салон Смоук', user_type: 'organization' });
    expect(res.body.booking_link).toBe(`https://t.me/${t.config.botUsername}?start=org_${orgLink}`);
    orgId = res.body.organization_id;
    const check = await t.http.get('/api/registration/check').set(auth(owner)).expect(200);
    expect(check.body).toEqual({ exists: true, user_type: 'organization' });
  });

  it('lets the owner invite and a new master register through the invitation', async () => {
    const inv = await t.http
      .post('/api/invitations/')
      .set(auth(owner))
      .send({ organization_id: orgId, role: 'master' })
      .expect(201);
    expect(inv.body).toMatchObject({
      organization_id: orgId,
      role: 'master',
      status: 'pending',
      organization_name: 'Салон Смоук',
    });

    const code = inv.body.deep_link_code;
    const byId = await t.http.get(`/api/invitations/by-id/${inv.body.id}?code=${code}`).expect(200);
    expect(byId.body.organization_name).toBe('Салон Смоук');

    const joined = await t.http.post('/api/registration/register-organization-master').set(auth(masterTg)).send({
      invitation_id: inv.body.id,
      invitation_code: code,
      first_name: 'Мастер',
      last_name: 'Смоуков',
      phone: '+79031234567',
      email: null,
    });
    expect(joined.status).toBeLessThan(300);
    const m = /start=org_master_([a-z0-9]+)$/.exec(joined.body.booking_link);
    expect(m).not.toBeNull();
    masterCode = m![1];
  });

  it("shows the master in the owner's team and on the public organization page", async () => {
    const team = await t.http.get('/api/organizations/my/team').set(auth(owner)).expect(200);
    expect(team.body.masters).toEqual([
      expect.objectContaining({
        first_name: 'Мастер',
        last_name: 'Смоуков',
        master_code: masterCode,
        is_blocked: false,
      }),
    ]);
    expect(team.body.admins).toEqual([]);

    const page = await t.http.get(`/api/public/organization/${orgLink}`).expect(200);
    expect(page.body.name).toBe('Салон Смоук');
    expect(page.body.masters).toEqual([expect.objectContaining({ first_name: 'Мастер', master_code: masterCode })]);

    const om = await t.http.get(`/api/public/organization-master/${masterCode}`).expect(200);
    expect(om.body.first_name).toBe('Мастер');
  });

  it('serves 20 simultaneous registrations and 20 simultaneous reads', async () => {
    const before = await tableCounts(t.db);
    const newcomers = Array.from({ length: 20 }, (_, i) => tgUser({ first_name: `Гость${i}` }));
    const results = await Promise.all([
      ...newcomers.map((u, i) => registerClient(u, `Гость${i}`)),
      ...Array.from({ length: 10 }, () => t.http.get(`/api/public/organization/${orgLink}`)),
      ...Array.from({ length: 10 }, () => t.http.get('/api/organizations/my/team').set(auth(owner))),
    ]);
    expect(results.map((r) => r.status)).toEqual([...Array(20).fill(201), ...Array(20).fill(200)]);
    for (const r of results.slice(20)) expect(r.body).toBeTruthy();
    const after = await tableCounts(t.db);
    expect(after.users - before.users).toBe(20);
    const ids = new Set(results.slice(0, 20).map((r) => r.body.user_id));
    expect(ids.size).toBe(20);
    // each of them is who they say, right away
    const checks = await Promise.all(newcomers.map((u) => t.http.get('/api/users/me').set(auth(u))));
    expect(checks.map((c) => c.body.first_name)).toEqual(newcomers.map((u) => u.first_name));
  });

  it('rolls back a duplicate registration completely (same Telegram user twice at once)', async () => {
    const twin = tgUser({ first_name: 'Близнец' });
    const links = [`twin-a-${Date.now().toString(36)}`, `twin-b-${Date.now().toString(36)}`];
    const before = await tableCounts(t.db);
    const results = await Promise.all(
      links.map((link) =>
        t.http
          .post('/api/registration/owner')
          .set(auth(twin))
          .send({
            first_name: 'Близнец',
            phone: '+79161234567',
            organization_name: `Салон ${link}`,
            organization_phone: '+74951234567',
            organization_deep_link: link,
          }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = results.findIndex((r) => r.status === 409);
    expect(results[loser].body.detail).toEqual(expect.any(String));

    const after = await tableCounts(t.db);
    expect(after.users - before.users).toBe(1);
    expect(after.organizations - before.organizations).toBe(1);
    expect(after.user_roles - before.user_roles).toBe(1);
    // the loser's organization link was never kept
    const free = await t.http.get(`/api/registration/check-deep-link/${links[loser]}`).expect(200);
    expect(free.body).toEqual({ available: true });
    const taken = await t.http.get(`/api/registration/check-deep-link/${links[1 - loser]}`).expect(200);
    expect(taken.body).toEqual({ available: false });
  });

  it('rolls back a registration that loses a deep link race (nobody half-registered)', async () => {
    const link = `race-${Date.now().toString(36)}`;
    const racers = [tgUser({ first_name: 'Первый' }), tgUser({ first_name: 'Второй' })];
    const before = await tableCounts(t.db);
    const results = await Promise.all(
      racers.map((u) =>
        t.http
          .post('/api/registration/master')
          .set(auth(u))
          .send({ first_name: u.first_name, phone: '+79161234567', category: 'Красота', deep_link: link }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // 422 when the loser checked after the winner committed, 409 when both checked first
    expect(statuses.find((s) => s !== 201)).toBeGreaterThanOrEqual(409);
    expect(statuses.find((s) => s !== 201)).toBeLessThanOrEqual(422);
    const loser = racers[statuses.findIndex((s) => s !== 201)];
    const check = await t.http.get('/api/registration/check').set(auth(loser)).expect(200);
    expect(check.body).toEqual({ exists: false });
    const after = await tableCounts(t.db);
    expect(after.users - before.users).toBe(1);
    expect(after.master_profiles - before.master_profiles).toBe(1);
    expect(after.outbox_messages - before.outbox_messages).toBe(1);
  });
});

import { OutboxMessage } from '../../src/notifications/entities/outbox-message.entity';
import { makeAppointment, makeOwner, makeUser } from '../factories';
import { auth, createTestApp, TestApp, tgUser } from '../support/test-app';

/** The transactional organization and invitation flows on embedded PGlite (one shared session:
 *  a query outside the transaction's manager would deadlock here, not on PostgreSQL). */
describe('organizations and invitations on embedded PGlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ databaseUrl: 'memory://' });
  }, 60000);
  afterAll(() => t.close());

  it('create an organization, invite, join (new and registered user), change the link, see stats', async () => {
    const founder = await makeUser(t.db, 'client');
    const created = await t.http
      .post('/api/organizations')
      .set(auth(founder.tg))
      .send({ name: 'Салон Пглайт' })
      .expect(201);
    const orgId: number = created.body.id;
    expect(created.body.deep_link).toBe('salon-pglayt');

    const invite = async (role: 'master' | 'admin') =>
      (await t.http.post('/api/invitations').set(auth(founder.tg)).send({ organization_id: orgId, role }).expect(201))
        .body;

    const newcomer = tgUser();
    const asMaster = await invite('master');
    const joined = await t.http
      .post('/api/registration/register-organization-master')
      .set(auth(newcomer))
      .send({
        invitation_id: asMaster.id,
        invitation_code: asMaster.deep_link_code,
        first_name: 'Нина',
        phone: '+79163334455',
      })
      .expect(201);
    expect(joined.body.booking_link).toMatch(/start=org_master_[a-z0-9]{12}$/);

    const registered = await makeUser(t.db, 'client');
    const asAdmin = await invite('admin');
    await t.http
      .post('/api/invitations/accept')
      .set(auth(registered.tg))
      .send({ invitation_id: asAdmin.id, invitation_code: asAdmin.deep_link_code })
      .expect(200);
    await t.http.post('/api/invitations/confirm').set(auth(founder.tg)).send({ invitation_id: asAdmin.id }).expect(200);
    const cancelled = await invite('master');
    await t.http.delete(`/api/invitations/${cancelled.id}`).set(auth(founder.tg)).expect(200);
    await invite('master'); // pending: deleted by the link change

    const team = (await t.http.get('/api/organizations/my/team').set(auth(founder.tg)).expect(200)).body;
    expect([team.admins.length, team.masters.length]).toEqual([1, 1]);
    const client = await makeUser(t.db, 'client');
    await makeAppointment(t.db, {
      organizationId: orgId,
      masterId: team.masters[0].user_id,
      clientId: client.user.id,
      startsAt: new Date(),
    });

    const updated = await t.http
      .put(`/api/organizations/${orgId}`)
      .set(auth(founder.tg))
      .send({ name: 'Салон Пглайт', deep_link: 'pglite-salon' })
      .expect(200);
    expect(updated.body.stats).toEqual({
      deleted_invitations: 1,
      notified_masters: 1,
      notified_admins: 1,
      notified_clients: 1,
    });
    expect(await t.db.getRepository(OutboxMessage).count({ where: { kind: 'organization_link_changed' } })).toBe(3);

    const stats = (await t.http.get('/api/organizations/my/stats').set(auth(founder.tg)).expect(200)).body;
    expect(stats).toMatchObject({ appointments_today: 1, masters_count: 1, admins_count: 1 });
  });

  it('refuses a second organization inside the transaction without hanging', async () => {
    const { tg } = await makeOwner(t.db);
    await t.http.post('/api/organizations').set(auth(tg)).send({ name: 'Ещё' }).expect(409);
    // the rolled-back transaction released the session: the next call is answered
    const mine = await t.http.get('/api/organizations/my/organization').set(auth(tg)).expect(200);
    expect(mine.body.role).toBe('owner');
  });
});

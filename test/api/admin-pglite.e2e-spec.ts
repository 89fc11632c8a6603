import { auth, createTestApp, superAdmin, TestApp } from '../support/test-app';
import { makeAppointment, makeMaster, makeUser } from '../factories';
import { OutboxMessage } from '../../src/notifications/entities/outbox-message.entity';

/** The admin calls on embedded PGlite: the Moscow time zone, the aggregates, and block/unblock in a
 *  transaction (a query outside the transaction's manager would deadlock here). */
describe('admin on embedded PGlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ databaseUrl: 'memory://' });
  }, 60000);
  afterAll(() => t.close());

  it('counts, lists, blocks and unblocks', async () => {
    const master = await makeMaster(t.db);
    const client = await makeUser(t.db, 'client');
    await makeAppointment(
      t.db,
      {
        masterId: master.user.id,
        clientId: client.user.id,
        startsAt: new Date(Date.now() - 60 * 60 * 1000),
        price: 900,
      },
      'completed',
    );

    const stats = (await t.http.get('/api/admin/stats').set(auth(superAdmin())).expect(200)).body;
    expect(stats).toMatchObject({ total_users: 2, new_today: 2, masters: 1, clients: 1, owners: 0 });

    const list = (await t.http.get('/api/admin/users?page=1&limit=1').set(auth(superAdmin())).expect(200)).body;
    expect(list).toMatchObject({ total: 2, page: 1, total_pages: 2 });

    const details = (await t.http.get(`/api/admin/users/${client.user.id}`).set(auth(superAdmin())).expect(200)).body;
    expect(details).toMatchObject({ total_spent: 900, completed_appointments: 1 });

    await t.http.get('/api/admin/appointments/today').set(auth(superAdmin())).expect(200);

    await t.http.post(`/api/admin/users/${master.user.id}/block`).set(auth(superAdmin())).expect(200);
    expect((await t.http.get('/api/services/my').set(auth(master.tg)).expect(403)).body).toEqual({
      detail: 'Ваш аккаунт заблокирован',
      code: 'account_blocked',
    });
    await t.http.post(`/api/admin/users/${master.user.id}/unblock`).set(auth(superAdmin())).expect(200);
    await t.http.get('/api/services/my').set(auth(master.tg)).expect(200);
    const kinds = (await t.db.getRepository(OutboxMessage).find({ order: { id: 'ASC' } })).map((r) => r.kind);
    expect(kinds).toEqual(['account_blocked', 'account_unblocked']);
  });
});

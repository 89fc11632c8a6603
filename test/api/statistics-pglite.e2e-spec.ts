import { auth, createTestApp, TestApp } from '../support/test-app';
import { berlinWeek } from './statistics-support';

/** The report and the client base on embedded PGlite (the default database of a plain start). */
describe('statistics and clients on embedded PGlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ databaseUrl: 'memory://' });
  }, 60000);
  afterAll(() => t.close());

  it('answers the Berlin week and the client base as on PostgreSQL', async () => {
    const { master } = await berlinWeek(t.db);
    const res = await t.http
      .get('/api/statistics/report?from=2026-10-19&to=2026-10-25')
      .set(auth(master.tg))
      .expect(200);
    // the same hand-made figures as test/api/statistics-report.e2e-spec.ts
    expect(res.body.totals).toEqual({
      bookings: 8,
      visits: 5,
      cancelled: 1,
      no_show: 1,
      revenue: 6500,
      average_check: 1300,
      cancellation_rate: 0.125,
      no_show_rate: 0.1667,
      occupancy: 0.117,
      new_clients: 3,
      returning_clients: 1,
      lost_clients: 2,
    });
    expect(res.body.previous_totals).toMatchObject({ bookings: 2, occupancy: 0.0189, lost_clients: 1 });

    const list = await t.http.get('/api/clients?sort=name&limit=2').set(auth(master.tg)).expect(200);
    expect(list.body.items.map((c: { name: string }) => c.name)).toEqual(['Восьмой', 'Второй']);
    const phone = await t.http.get('/api/clients?q=89160000001').set(auth(master.tg)).expect(200);
    expect(phone.body.items).toEqual([
      expect.objectContaining({ client_id: null, phone: '+79160000001', visits: 2, total_spent: 2000 }),
    ]);
    const key = phone.body.items[0].key;
    const noted = await t.http
      .put(`/api/clients/${key}/note`)
      .set(auth(master.tg))
      .send({ note: 'Звонить вечером', tags: ['телефон'] })
      .expect(200);
    expect(noted.body).toMatchObject({ note: 'Звонить вечером', tags: ['телефон'] });
    const card = await t.http.get(`/api/clients/${key}`).set(auth(master.tg)).expect(200);
    expect(card.body.history.map((h: { status: string }) => h.status)).toEqual(['completed', 'completed']);
  });
});

import { auth, createTestApp, TestApp } from '../support/test-app';
import { book, client, independentMaster, NOW, setNow } from './appointments-support';
import { expectOneWinner, race } from './appointments-race';

/** The same rules on embedded PGlite (one session, transactions one at a time). */
describe('booking on embedded PGlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ databaseUrl: 'memory://' });
  }, 60_000);
  beforeEach(() => setNow(t, NOW));
  afterAll(() => t.close());

  it('20 clients post the same slot at once: one 201, 19 × 409', async () => {
    expectOneWinner(await race(t, 20, () => '2026-12-02T10:00:00+03:00'));
  }, 60_000);

  it('10 at 10:00 and 10 at 10:30 for an hour: one winner', async () => {
    expectOneWinner(await race(t, 20, (i) => (i % 2 ? '2026-12-02T10:30:00+03:00' : '2026-12-02T10:00:00+03:00')));
  }, 60_000);

  it('books, moves (a failed move keeps the time), cancels, and frees the time', async () => {
    const m = await independentMaster(t.db);
    const [a, b] = [await client(t.db), await client(t.db)];
    const at = (s: string) => ({ master_id: m.user.id, service_id: m.service.id, starts_at: s });
    const first = (await book(t, a, at('2026-12-03T10:00:00+03:00')).expect(201)).body;
    await book(t, b, at('2026-12-03T12:00:00+03:00')).expect(201);
    await t.http
      .post(`/api/appointments/${first.id}/reschedule`)
      .set(auth(m.tg))
      .send({ starts_at: '2026-12-03T11:30:00+03:00' })
      .expect(409);
    const moved = await t.http
      .post(`/api/appointments/${first.id}/reschedule`)
      .set(auth(a.tg))
      .send({ starts_at: '2026-12-03T14:00:00+03:00' })
      .expect(200);
    expect(moved.body.starts_at).toBe('2026-12-03T14:00:00+03:00');
    await book(t, b, at('2026-12-03T10:00:00+03:00')).expect(201);
    await t.http.post(`/api/appointments/${first.id}/cancel`).set(auth(a.tg)).send({}).expect(200);
    await book(t, b, at('2026-12-03T14:00:00+03:00')).expect(201);
    const mine = await t.http.get('/api/appointments/my').set(auth(b.tg)).expect(200);
    expect(mine.body.appointments).toHaveLength(3);
    const cal = await t.http
      .get('/api/appointments/calendar?from=2026-12-03&to=2026-12-03')
      .set(auth(m.tg))
      .expect(200);
    // by start: the cancelled 14:00 (made first) before the new 14:00
    expect(cal.body.appointments.map((x: { status: string }) => x.status)).toEqual([
      'planned',
      'planned',
      'cancelled',
      'planned',
    ]);
  });
});

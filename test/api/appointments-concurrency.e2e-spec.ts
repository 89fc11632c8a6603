import { BookingContexts } from '../../src/appointments/booking-context';
import { createTestApp, TestApp } from '../support/test-app';
import { book, client, independentMaster, NOW, setNow } from './appointments-support';
import { expectOneWinner, race } from './appointments-race';

/** No two clients ever hold one master's time: the database decides (issue 13), on PostgreSQL. */
describe('booking races on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('200 clients post the same slot at once: exactly one 201 and 199 × 409', async () => {
    const r = await race(t, 200, () => '2026-12-02T10:00:00+03:00');
    expect(r.statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(r.statuses.filter((s) => s === 409)).toHaveLength(199);
    expectOneWinner(r);
  }, 120_000);

  it('100 clients at 10:00 and 100 at 10:30 for an hour (step 30): one winner', async () => {
    const r = await race(t, 200, (i) => (i % 2 ? '2026-12-02T10:30:00+03:00' : '2026-12-02T10:00:00+03:00'));
    expectOneWinner(r);
  }, 120_000);

  it('a check that could not see the other booking (a stale read) is still refused by the database', async () => {
    setNow(t, NOW);
    const m = await independentMaster(t.db, { bufferMinutes: 15 });
    const body = (s: string) => ({ master_id: m.user.id, service_id: m.service.id, starts_at: s });
    await book(t, await client(t.db), body('2026-12-02T10:00:00+03:00')).expect(201);
    const contexts = t.app.get(BookingContexts);
    const load = contexts.load.bind(contexts);
    const blind = jest.spyOn(contexts, 'load').mockImplementation(async (...args) => {
      const ctx = await load(...args);
      return ctx && { ...ctx, busy: [] };
    });
    try {
      const late = await client(t.db);
      for (const at of ['2026-12-02T10:00:00+03:00', '2026-12-02T09:30:00+03:00', '2026-12-02T11:00:00+03:00']) {
        const res = await book(t, late, body(at));
        expect([at, res.status, res.body]).toEqual([at, 409, { detail: 'Это время уже занято' }]);
      }
      await book(t, late, body('2026-12-02T11:30:00+03:00')).expect(201);
    } finally {
      blind.mockRestore();
    }
  });
});

import { BookingContexts } from '../../src/appointments/booking-context';
import { makeService } from '../factories';
import { auth, createTestApp, TestApp } from '../support/test-app';
import { tableCounts } from '../support/world';
import { book, client, independentMaster, NOW, setNow } from './appointments-support';
import { expectOneWinner, race } from './appointments-race';

/** No two clients ever hold one master's time: the database decides (its exclusion constraint), on PostgreSQL. */
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
      const counts = await tableCounts(t.db);
      for (const at of ['2026-12-02T10:00:00+03:00', '2026-12-02T09:30:00+03:00', '2026-12-02T11:00:00+03:00']) {
        const res = await book(t, late, body(at));
        expect([at, res.status, res.body]).toEqual([at, 409, { detail: 'Это время уже занято', code: 'slot_taken' }]);
      }
      // nothing written: no booking, and no notice of one
      expect(await tableCounts(t.db)).toEqual(counts);
      await book(t, late, body('2026-12-02T11:30:00+03:00')).expect(201);
    } finally {
      blind.mockRestore();
    }
  });

  it('ten bookings moved onto one free hour at once: one move wins, the nine others keep their times', async () => {
    setNow(t, NOW);
    const m = await independentMaster(t.db);
    const ids: number[] = [];
    for (let h = 9; h < 14; h++) {
      for (const half of ['00', '30']) {
        const c = await client(t.db);
        // 30-minute bookings, every half hour from 09:00 to 13:30
        const res = await book(t, c, {
          master_id: m.user.id,
          service_id: (await shortService(m.user.id)).id,
          starts_at: `2026-12-02T${String(h).padStart(2, '0')}:${half}:00+03:00`,
        }).expect(201);
        ids.push(res.body.id);
      }
    }
    const before = await starts(ids);
    const answers = await Promise.all(
      ids.map((id) =>
        t.http
          .post(`/api/appointments/${id}/reschedule`)
          .set(auth(m.tg))
          .send({ starts_at: '2026-12-02T16:00:00+03:00' }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(9);
    const after = await starts(ids);
    const moved = ids.filter((id) => after[id] !== before[id]);
    expect(moved).toHaveLength(1);
    expect(after[moved[0]]).toBe('2026-12-02T13:00:00.000Z');
  });

  async function shortService(masterId: number) {
    return makeService(t.db, { masterId }, { name: 'Полчаса', durationMinutes: 30 });
  }

  async function starts(ids: number[]): Promise<Record<number, string>> {
    const rows: { id: number; starts_at: Date }[] = await t.db.query(
      `SELECT id, starts_at FROM appointments WHERE id = ANY($1::int[])`,
      [ids],
    );
    return Object.fromEntries(rows.map((r) => [r.id, r.starts_at.toISOString()]));
  }
});

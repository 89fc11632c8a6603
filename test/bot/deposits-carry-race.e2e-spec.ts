import request from 'supertest';
import { auth } from '../support/test-app';
import { listening } from '../api/appointments-race';
import { DepositsService } from '../../src/deposits/deposits.service';
import { startBotTest, type BotTest } from './support';
import {
  at,
  bookAt,
  depositMaster,
  newClient,
  NOW,
  paid,
  plainService,
  PROVIDER_TOKEN,
  statusOf,
  TOMORROW_10,
} from './deposit-support';

/** A client's paid deposit whose time was taken moves to one next booking only, however many come at once. */
describe('deposits: a paid deposit carried over under concurrent bookings', () => {
  let b: BotTest;
  beforeAll(async () => {
    b = await startBotTest({
      paymentProviderToken: PROVIDER_TOKEN,
      bookingsPerMasterMax: 20,
      bookingsPerClientMax: 20,
    });
  });
  afterAll(() => b.close());

  it('ten bookings at once after a payment conflict: one carries the paid deposit, every other is an unpaid hold', async () => {
    at(b, NOW);
    const m = await depositMaster(b);
    const c = await newClient(b);
    const id = (await bookAt(b, c, m, TOMORROW_10)).body.id as number;
    // the hold ran out, someone took the time, and the money came anyway
    at(b, '2026-12-01T09:20:00+03:00');
    const walkIn = await plainService(b, m);
    expect((await bookAt(b, await newClient(b, 'Олег'), m, TOMORROW_10, walkIn.id)).status).toBe(201);
    await b.deliver(paid(c.tg, `dep:${id}`, 50000, `tg-carry-${id}`));
    expect(await statusOf(b, id)).toBe('payment_conflict');

    const times = Array.from({ length: 10 }, (_, i) => `2026-12-03T${String(8 + i).padStart(2, '0')}:00:00+03:00`);
    // every booking has read the client's paid deposit before any of them is written: the widest race
    const deposits = b.t.app.get(DepositsService);
    const read = deposits.forBooking.bind(deposits);
    const waiting: (() => void)[] = [];
    const barrier = jest.spyOn(deposits, 'forBooking').mockImplementation(async (...args) => {
      const asked = await read(...args);
      await new Promise<void>((go) => {
        waiting.push(go);
        if (waiting.length === times.length) waiting.forEach((release) => release());
      });
      return asked;
    });
    const url = await listening(b.t);
    const headers = auth(c.tg);
    const answers = await Promise.all(
      times.map((startsAt) =>
        request(url)
          .post('/api/appointments')
          .set(headers)
          .send({ master_id: m.user.id, service_id: m.service.id, starts_at: startsAt }),
      ),
    ).finally(() => barrier.mockRestore());
    expect(answers.map((r) => r.status)).toEqual(times.map(() => 201));
    const carried = answers.filter((r) => r.body.deposit?.status === 'paid');
    expect(carried.map((r) => r.body)).toEqual([
      expect.objectContaining({ status: 'planned', deposit: { amount: 500, status: 'paid' } }),
    ]);
    for (const r of answers.filter((x) => x !== carried[0])) {
      expect(r.body).toMatchObject({ status: 'awaiting_payment', deposit: { amount: 500, status: 'awaiting' } });
    }
    // nothing is planned without its deposit paid
    const rows = await b.t.db.query<{ status: string; deposit: string | null }[]>(
      `SELECT a.status, d.status AS deposit FROM appointments a
         LEFT JOIN appointment_deposits d ON d.appointment_id = a.id
        WHERE a.client_id = $1 AND a.starts_at >= '2026-12-03' ORDER BY a.status, d.status`,
      [c.user.id],
    );
    expect(rows.filter((r) => r.status === 'planned')).toEqual([{ status: 'planned', deposit: 'paid' }]);
    expect(rows.filter((r) => r.status === 'awaiting_payment' && r.deposit === 'awaiting')).toHaveLength(9);
  });
});

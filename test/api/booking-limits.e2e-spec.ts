import request from 'supertest';
import { auth, createTestApp, TestApp } from '../support/test-app';
import { tableCounts } from '../support/world';
import { book, client, independentMaster, IndependentMaster, NOW, setNow } from './appointments-support';
import type { Made } from '../factories';

/**
 * One client must not take every free time of a master: at most BOOKINGS_PER_MASTER_MAX (10) live future
 * bookings with one master and BOOKINGS_PER_CLIENT_MAX (30) in all, decided by the database even when the
 * requests come at once; staff's manual bookings are not counted. On PostgreSQL.
 */
const PER_MASTER = {
  detail: 'Нельзя иметь больше 10 предстоящих записей к одному мастеру: отмените одну из них, чтобы записаться снова',
  code: 'per_master_limit',
};
const PER_CLIENT = (n: number) => ({
  detail: `Нельзя иметь больше ${n} предстоящих записей: отмените одну из них, чтобы записаться снова`,
  code: 'per_client_limit',
});

/** The n-th free hour of the master's week (Mon–Fri 09–18 Moscow) from Wednesday 2026-12-02 on. */
const hour = (n: number) => {
  const day = 2 + Math.floor(n / 9);
  return `2026-12-${String(day).padStart(2, '0')}T${String(9 + (n % 9)).padStart(2, '0')}:00:00+03:00`;
};

const body = (m: IndependentMaster, startsAt: string, extra: object = {}) => ({
  master_id: m.user.id,
  service_id: m.service.id,
  starts_at: startsAt,
  ...extra,
});

async function bookHours(t: TestApp, who: Made, m: IndependentMaster, hours: number[]): Promise<number[]> {
  const ids: number[] = [];
  for (const n of hours) ids.push((await book(t, who, body(m, hour(n))).expect(201)).body.id as number);
  return ids;
}

describe('booking limits per client (defaults)', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    url = await t.app.getUrl();
  });
  beforeEach(() => setNow(t, NOW));
  afterAll(() => t.close());

  it('the 11th live future booking with one master is refused with 422, nothing written; other masters still book', async () => {
    const m = await independentMaster(t.db);
    const c = await client(t.db);
    await bookHours(t, c, m, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const counts = await tableCounts(t.db);
    const res = await book(t, c, body(m, hour(10))).expect(422);
    expect(res.body).toEqual(PER_MASTER);
    // no booking and no notice of one
    expect(await tableCounts(t.db)).toEqual(counts);
    // another master, and another client of this master, are not affected
    await book(t, c, body(await independentMaster(t.db), hour(0))).expect(201);
    await book(t, await client(t.db), body(m, hour(10))).expect(201);
  });

  it('counts only live future bookings: a cancelled one, a past one and a finished one free a place', async () => {
    const m = await independentMaster(t.db);
    const c = await client(t.db);
    const ids = await bookHours(t, c, m, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    await book(t, c, body(m, hour(10))).expect(422);
    await t.http.post(`/api/appointments/${ids[0]}/cancel`).set(auth(c.tg)).send({}).expect(200);
    await book(t, c, body(m, hour(10))).expect(201);
    await book(t, c, body(m, hour(11))).expect(422);
    // a booking that was not kept, and one already done, no longer hold a place
    await t.db.query(`UPDATE appointments SET status = 'no_show' WHERE id = $1`, [ids[1]]);
    await book(t, c, body(m, hour(11))).expect(201);
    await t.db.query(`UPDATE appointments SET status = 'completed' WHERE id = $1`, [ids[2]]);
    await book(t, c, body(m, hour(12))).expect(201);
    await book(t, c, body(m, hour(13))).expect(422);
    // time passes: the first booking still held (Wednesday 12:00) has started, so it is no longer ahead
    setNow(t, '2026-12-02T12:30:00+03:00');
    await book(t, c, body(m, hour(13))).expect(201);
    await book(t, c, body(m, hour(14))).expect(422);
  });

  it('two requests at once for the 10th booking: exactly one is booked', async () => {
    for (let round = 0; round < 3; round++) {
      const m = await independentMaster(t.db);
      const c = await client(t.db);
      await bookHours(t, c, m, [0, 1, 2, 3, 4, 5, 6, 7, 8]);
      const headers = auth(c.tg);
      const answers = await Promise.all(
        [9, 10, 11, 12].map((n) =>
          request(url)
            .post('/api/appointments')
            .set(headers)
            .send(body(m, hour(n))),
        ),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([201, 422, 422, 422]);
      expect(answers.filter((r) => r.status === 422).map((r) => r.body)).toEqual([PER_MASTER, PER_MASTER, PER_MASTER]);
      const [{ n }]: { n: number }[] = await t.db.query(
        `SELECT count(*)::int AS n FROM appointments WHERE client_id = $1 AND status = 'planned'`,
        [c.user.id],
      );
      expect(n).toBe(10);
    }
  });

  it('a retried booking (the same idempotency key) answers the booking it made, also at the limit and at once', async () => {
    const m = await independentMaster(t.db);
    const c = await client(t.db);
    await bookHours(t, c, m, [0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const tenth = body(m, hour(9), { idempotency_key: 'tenth-booking' });
    const headers = auth(c.tg);
    const twins = await Promise.all([0, 1].map(() => request(url).post('/api/appointments').set(headers).send(tenth)));
    expect(twins.map((r) => r.status)).toEqual([201, 201]);
    expect(twins[0].body.id).toBe(twins[1].body.id);
    // later, with ten held: the retry still answers the same booking, a new one is refused
    expect((await book(t, c, tenth).expect(201)).body.id).toBe(twins[0].body.id);
    await book(t, c, body(m, hour(10), { idempotency_key: 'eleventh' })).expect(422);
  });

  it("staff's manual bookings are never counted: a master books the same phone 12 times", async () => {
    const m = await independentMaster(t.db);
    for (let n = 0; n < 12; n++) {
      await t.http
        .post('/api/appointments/manual')
        .set(auth(m.tg))
        .send(body(m, hour(n), { client_name: 'Гость', client_phone: '+79161112233' }))
        .expect(201);
    }
  });

  it('at most 30 live future bookings in all, across masters', async () => {
    const c = await client(t.db);
    // 29 held already (made earlier; the per-minute limit on booking writes is not what this is about)
    for (let i = 0; i < 3; i++) {
      const m = await independentMaster(t.db);
      await t.db.query(
        `INSERT INTO appointments (master_id, client_id, client_name, starts_at, ends_at, status)
         SELECT $1, $2, 'Клиент', s, s + interval '30 minutes', 'planned'
           FROM generate_series('2026-12-10T06:00:00Z'::timestamptz, '2026-12-10T06:00:00Z'::timestamptz
                                + ($3::int - 1) * interval '1 hour', interval '1 hour') s`,
        [m.user.id, c.user.id, i < 2 ? 10 : 9],
      );
    }
    const m = await independentMaster(t.db);
    await book(t, c, body(m, hour(0))).expect(201);
    const counts = await tableCounts(t.db);
    expect((await book(t, c, body(m, hour(1))).expect(422)).body).toEqual(PER_CLIENT(30));
    expect(await tableCounts(t.db)).toEqual(counts);
  });
});

describe('booking limits turned off or changed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ bookingsPerMasterMax: 0, bookingsPerClientMax: 12 });
  });
  beforeEach(() => setNow(t, NOW));
  afterAll(() => t.close());

  it('BOOKINGS_PER_MASTER_MAX=0: no limit per master; BOOKINGS_PER_CLIENT_MAX=12 holds', async () => {
    const m = await independentMaster(t.db);
    const c = await client(t.db);
    await bookHours(t, c, m, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect((await book(t, c, body(m, hour(12))).expect(422)).body).toEqual(PER_CLIENT(12));
  });
});

import request from 'supertest';
import { auth, createTestApp, type TestApp } from '../support/test-app';
import { describeSeries } from './appointments-series-cases';
import { client, independentMaster, type IndependentMaster, NOW, setNow } from './appointments-support';
import { iso, liveStarts, postSeries, seriesBody, seriesRows, weekly } from './appointments-series-support';
import { busyMaster, ONLINE_REFUSAL } from './billing-limits-support';
import type { Made } from '../factories';

describeSeries('PostgreSQL');

/**
 * The order the race in describeSeries cannot force: another client's booking of the 7th time is written
 * (not yet committed) after the series checked its times, so the series' insert of the 7th waits for it and
 * loses when it commits. Real PostgreSQL only (PGlite runs one transaction at a time).
 */
describe('repeating visits: a booking committed first wins its time (PostgreSQL)', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ bookingsPerMasterMax: 12 });
    await t.app.listen(0, '127.0.0.1');
    url = await t.app.getUrl();
  }, 60_000);
  beforeEach(() => setNow(t, NOW));
  afterAll(() => t.close());

  /** Holds another client's booking of the 7th visit open while the series is posted, then commits it. */
  async function seriesAgainstOpenBooking(m: IndependentMaster, c: Made, other: Made, mode: 'fail' | 'skip') {
    const runner = t.db.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    const start = Date.parse(weekly(6));
    await runner.query(
      `INSERT INTO appointments (master_id, client_id, service_id, client_name, client_phone, starts_at, ends_at,
                                 occupied_until, status, price, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, 'Другой клиент', '+79160000000', $4, $5, $5, 'planned', 1500, $2, now(), now())`,
      [m.user.id, other.user.id, m.service.id, new Date(start), new Date(start + 3_600_000)],
    );
    const posted = request(url)
      .post('/api/appointments/series')
      .set(auth(c.tg))
      .send(seriesBody(m, 'FREQ=WEEKLY;COUNT=12', { on_conflict: mode }))
      .then((r) => r);
    // the series' insert of the 7th time waits on the open booking's transaction
    for (let waiting = 0; waiting === 0;) {
      const [row]: { n: number }[] = await t.db.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      waiting = row.n;
    }
    await runner.commitTransaction();
    await runner.release();
    return posted;
  }

  it('with "fail" nothing of the series is written and 409 names the 7th time', async () => {
    const m = await independentMaster(t.db);
    const res = await seriesAgainstOpenBooking(m, await client(t.db), await client(t.db), 'fail');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'series_conflict', conflicts: [weekly(6)] });
    expect(await seriesRows(t.db, m.user.id)).toBe(0);
    expect(await liveStarts(t.db, m.user.id)).toEqual({ starts: [iso(weekly(6))], most: 1 });
  });

  it('with "skip" 11 visits are booked and the 7th is listed as skipped', async () => {
    const m = await independentMaster(t.db);
    const res = await seriesAgainstOpenBooking(m, await client(t.db), await client(t.db), 'skip');
    expect(res.status).toBe(201);
    expect(res.body.appointments).toHaveLength(11);
    expect(res.body.skipped).toEqual([{ starts_at: weekly(6), reason: 'slot_taken' }]);
    const live = await liveStarts(t.db, m.user.id);
    expect(live.starts).toHaveLength(12);
    expect(live.most).toBe(1);
  });
});

/** The plan's monthly records count every visit of a series, and a series past them is refused whole. */
describe('repeating visits under a plan (BILLING=stars, PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ billing: 'stars', bookingsPerMasterMax: 12 });
  }, 60_000);
  beforeEach(() => setNow(t, NOW));
  afterAll(() => t.close());

  it('98 records in December: 3 more visits that month are refused whole (422 records_limit, in the words a booking past the month gets); 2 fit', async () => {
    const m = await busyMaster(t, 98);
    const c = await client(t.db, { phone: '+79161234567' });
    const refused = await postSeries(t, c, seriesBody(m, 'FREQ=WEEKLY;COUNT=3')).expect(422);
    expect(refused.body).toEqual({ ...ONLINE_REFUSAL, code: 'records_limit' });
    expect(await seriesRows(t.db, m.user.id)).toBe(0);
    const booked = await postSeries(t, c, seriesBody(m, 'FREQ=WEEKLY;COUNT=2')).expect(201);
    expect(booked.body.appointments).toHaveLength(2);
  });
});

import { auth, createTestApp, TestApp } from '../support/test-app';
import { makeMember, makeOwner, makeService } from '../factories';
import { makeSchedule } from '../factories/schedules';
import { book, client, independentMaster, IndependentMaster, NOW, setNow } from './appointments-support';

/**
 * Per-minute limits read from the configuration: booking writes per user (BOOKING_WRITES_PER_MINUTE, 30)
 * and public slot reads per client address (PUBLIC_SLOTS_PER_MINUTE, 120); 0 turns either off.
 */
const TOO_MANY = { detail: 'Слишком много запросов, попробуйте позже', code: 'too_many_requests' };
const UNAVAILABLE = { detail: 'Это время недоступно для записи', code: 'slot_unavailable' };
/** Sunday 03:00: never offered (the master works Mon–Fri 09–18), so each try is a cheap 422. */
const NEVER = '2026-12-06T03:00:00+03:00';

describe('booking writes per user (BOOKING_WRITES_PER_MINUTE=30)', () => {
  let t: TestApp;
  let m: IndependentMaster;
  beforeAll(async () => {
    t = await createTestApp();
    m = await independentMaster(t.db);
  });
  beforeEach(() => setNow(t, NOW));
  afterAll(() => t.close());

  const body = (startsAt: string) => ({ master_id: m.user.id, service_id: m.service.id, starts_at: startsAt });

  it('answers 429 to the 31st booking of a minute, and the user is refused the rest of it; others book', async () => {
    const c = await client(t.db);
    for (let i = 0; i < 30; i++) expect((await book(t, c, body(NEVER))).body).toEqual(UNAVAILABLE);
    const res = await book(t, c, body('2026-12-02T10:00:00+03:00')).expect(429);
    expect(res.body).toEqual(TOO_MANY);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // nothing was booked, and the time is still free for anyone else
    await book(t, await client(t.db), body('2026-12-02T10:00:00+03:00')).expect(201);
  });

  it('counts moves with bookings: 30 moves, then a booking is refused', async () => {
    const c = await client(t.db);
    const { id } = (await book(t, c, body('2026-12-02T11:00:00+03:00')).expect(201)).body as { id: number };
    const move = () => t.http.post(`/api/appointments/${id}/reschedule`).set(auth(c.tg)).send({ starts_at: NEVER });
    for (let i = 0; i < 29; i++) expect((await move()).body).toEqual(UNAVAILABLE);
    expect((await move().expect(429)).body).toEqual(TOO_MANY);
    expect((await book(t, c, body('2026-12-02T12:00:00+03:00')).expect(429)).body).toEqual(TOO_MANY);
  });

  it("never limits staff's manual bookings", async () => {
    for (let i = 0; i < 35; i++) {
      const res = await t.http
        .post('/api/appointments/manual')
        .set(auth(m.tg))
        .send({ ...body('2020-01-01T10:00:00+03:00'), client_name: 'Гость', client_phone: '+79161112233' });
      expect(res.status).toBe(422);
    }
  });
});

describe('booking writes with BOOKING_WRITES_PER_MINUTE=0', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ bookingWritesPerMinute: 0 });
  });
  beforeEach(() => setNow(t, NOW));
  afterAll(() => t.close());

  it('is not limited', async () => {
    const m = await independentMaster(t.db);
    const c = await client(t.db);
    for (let i = 0; i < 35; i++) {
      expect((await book(t, c, { master_id: m.user.id, service_id: m.service.id, starts_at: NEVER })).status).toBe(422);
    }
  });
});

describe('public slot reads per client address (PUBLIC_SLOTS_PER_MINUTE=120) behind one trusted proxy', () => {
  let t: TestApp;
  let urls: string[];
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: 1 });
    const m = await independentMaster(t.db);
    const owner = await makeOwner(t.db);
    const member = await makeMember(t.db, owner.org, 'master');
    await makeSchedule(t.db, member.user.id);
    const service = await makeService(t.db, { organizationId: owner.org.id }, { name: 'Маникюр' });
    const q = (serviceId: number) => `/slots?service_id=${serviceId}&from=2026-12-01&to=2026-12-14`;
    urls = [
      `/api/public/master/${m.profile.deepLink}${q(m.service.id)}`,
      `/api/public/organization-master/${member.member.masterCode}${q(service.id)}`,
      `/api/public/organization/${owner.org.deepLink}${q(service.id)}`,
    ];
  });
  afterAll(() => t.close());

  const read = (i: number, address: string) => t.http.get(urls[i % urls.length]).set('X-Forwarded-For', address);

  it('answers 429 to the 121st read of a minute from one address, whichever slot route; other addresses read on', async () => {
    for (let i = 0; i < 120; i++) await read(i, '203.0.113.20').expect(200);
    for (let i = 0; i < 3; i++) expect((await read(i, '203.0.113.20').expect(429)).body).toEqual(TOO_MANY);
    await read(0, '203.0.113.21').expect(200);
    // the public pages themselves are not counted with the slot reads
    await t.http
      .get(urls[0].replace(/\/slots.*/, ''))
      .set('X-Forwarded-For', '203.0.113.20')
      .expect(200);
  });
});

describe('public slot reads with PUBLIC_SLOTS_PER_MINUTE=0', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicSlotsPerMinute: 0 });
  });
  afterAll(() => t.close());

  it('is not limited', async () => {
    const m = await independentMaster(t.db);
    for (let i = 0; i < 130; i++) {
      await t.http
        .get(`/api/public/master/${m.profile.deepLink}/slots?service_id=${m.service.id}&from=2026-12-01&to=2026-12-01`)
        .expect(200);
    }
  });
});

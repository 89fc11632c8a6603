// Large API answers travel compressed (brotli or gzip, as the client accepts), and a repeated read of an
// unchanged calendar answers 304 on its ETag, for the same person only. Raw bytes through Fastify's inject:
// supertest would decode the answer itself.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { makeAppointment, makeMember, makeOwner, makeService, type Made } from '../factories';
import { auth, createTestApp, type TestApp } from '../support/test-app';

const WEEK = '/api/appointments/calendar?from=2030-03-04&to=2030-03-10';

describe('compressed answers and the calendar ETag', () => {
  let t: TestApp;
  let owner: Made;
  let admin: Made;
  let master: Made;
  let firstBookingId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const o = await makeOwner(t.db);
    owner = o;
    master = await makeMember(t.db, o.org, 'master');
    admin = await makeMember(t.db, o.org, 'admin');
    const service = await makeService(t.db, { organizationId: o.org.id });
    for (let day = 0; day < 5; day++) {
      for (let hour = 9; hour < 13; hour++) {
        const a = await makeAppointment(t.db, {
          masterId: master.user.id,
          organizationId: o.org.id,
          serviceId: service.id,
          startsAt: new Date(Date.UTC(2030, 2, 4 + day, hour)),
        });
        firstBookingId ??= a.id;
      }
    }
  });
  afterAll(() => t.close());

  const get = (url: string, who: Made, headers: Record<string, string> = {}) =>
    t.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'GET', url, headers: { ...auth(who.tg), ...headers } });
  const vary = (headers: Record<string, unknown>) =>
    (typeof headers.vary === 'string' ? headers.vary : '').split(',').map((v) => v.trim().toLowerCase());

  it('sends an answer over 1 KB brotli-compressed to a client that accepts it, gzip to one that accepts only that', async () => {
    const plain = await get(WEEK, owner);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body).appointments).toHaveLength(20);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(WEEK, owner, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(vary(br.headers)).toEqual(expect.arrayContaining(['accept-encoding', 'x-telegram-init-data']));
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gz = await get(WEEK, owner, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('sends a small answer as it is', async () => {
    const me = await get('/api/users/me', owner, { 'accept-encoding': 'br, gzip' });
    expect(me.statusCode).toBe(200);
    expect(me.rawPayload.length).toBeLessThan(1024);
    expect(me.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(me.body).user_id).toBe(owner.user.id);
  });

  it('answers a repeated read of an unchanged calendar with 304 and no body, and a changed one in full', async () => {
    const first = await get(WEEK, owner);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const again = await get(WEEK, owner, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-store');

    await t.db.query(`UPDATE appointments SET status = 'cancelled' WHERE id = $1`, [firstBookingId]);
    const changed = await get(WEEK, owner, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(JSON.parse(changed.body).appointments.find((a: { id: number }) => a.id === firstBookingId).status).toBe(
      'cancelled',
    );
  });

  it('never answers 304 to another person, even one who reads the very same bytes', async () => {
    const ownerRead = await get(WEEK, owner);
    const etag = ownerRead.headers.etag as string;
    const adminRead = await get(WEEK, admin, { 'if-none-match': etag });
    expect(adminRead.statusCode).toBe(200);
    expect(adminRead.rawPayload.equals(ownerRead.rawPayload)).toBe(true);
    expect(adminRead.headers.etag).not.toBe(etag);
    // the master reads their own calendar: other bytes, and no 304 on the owner's tag
    const masterRead = await get('/api/appointments/calendar?from=2030-03-04&to=2030-03-10', master, {
      'if-none-match': etag,
    });
    expect(masterRead.statusCode).toBe(200);
    // and a stranger's tag never turns a refusal into 304
    const other = await get(`${WEEK}&master_id=${owner.user.id}`, master, { 'if-none-match': etag });
    expect(other.statusCode).toBe(403);
  });
});

// The salon of the benches: 25 masters, 8 one-hour bookings a master a day for a week (1,400 bookings,
// ~650 KB of JSON), the owner opening the week.
describe('a busy salon week on the wire', () => {
  let t: TestApp;
  let owner: Made;
  beforeAll(async () => {
    t = await createTestApp();
    const o = await makeOwner(t.db);
    owner = o;
    const service = await makeService(t.db, { organizationId: o.org.id });
    const masters: number[] = [];
    for (let i = 0; i < 25; i++) masters.push((await makeMember(t.db, o.org, 'master')).user.id);
    await t.db.query(
      `INSERT INTO appointments (master_id, client_id, organization_id, service_id, client_name, client_phone,
                                 starts_at, ends_at, occupied_until, price, created_by)
       SELECT m, CASE WHEN h % 2 = 0 THEN $3::int END, $1, $2, 'Гость ' || m || '-' || d || '-' || h,
              '+7916' || lpad((m * 100 + d * 10 + h)::text, 7, '0'), s, s + interval '1 hour', s + interval '1 hour',
              2000, $3::int
         FROM unnest($4::int[]) m, generate_series(0, 6) d, generate_series(0, 7) h,
              LATERAL (SELECT timestamptz '2030-03-04 10:00Z' + d * interval '1 day' + h * interval '1 hour' AS s) t`,
      [o.org.id, service.id, o.user.id, masters],
    );
  });
  afterAll(() => t.close());

  it('is at most 80 KB compressed, brotli or gzip', async () => {
    const read = (encoding: string) =>
      t.app
        .getHttpAdapter()
        .getInstance()
        .inject({ method: 'GET', url: WEEK, headers: { ...auth(owner.tg), 'accept-encoding': encoding } });
    const plain = await read('identity');
    expect(JSON.parse(plain.body).appointments).toHaveLength(1400);
    // ~659 KB of JSON: about 12 KB in brotli and 18 KB in gzip
    expect(plain.rawPayload.length).toBeGreaterThan(600 * 1024);
    for (const encoding of ['br', 'gzip']) {
      const res = await read(encoding);
      expect([encoding, res.headers['content-encoding']]).toEqual([encoding, encoding]);
      expect(res.rawPayload.length).toBeLessThanOrEqual(80 * 1024);
    }
  });
});

import { makeMaster, makeMember, makeOwner, makeUser, type Made } from '../factories';
import { auth, createTestApp, TestApp } from '../support/test-app';
import { NOW, setNow } from './appointments-support';
import { book } from './statistics-support';
import { CLIENT_MSG } from '../../src/clients/client-messages';

/** The client base on 1 December 2026, 09:00 Moscow: search, segments, order, paging, private notes. */
describe('client base /clients', () => {
  let t: TestApp;
  let owner: Made;
  let admin: Made;
  let ma1: Made;
  let otherOwner: Made;
  let independent: Made;
  let anna: Made;
  let stranger: Made;
  let orgA: number;
  const get = (who: Made, url: string) => t.http.get(url).set(auth(who.tg));
  const names = (body: { items: { name: string }[] }) => body.items.map((r) => r.name);

  beforeAll(async () => {
    t = await createTestApp();
    setNow(t, NOW);
    const a = await makeOwner(t.db, { name: 'Салон А' });
    owner = a;
    orgA = a.org.id;
    admin = await makeMember(t.db, a.org, 'admin');
    ma1 = await makeMember(t.db, a.org, 'master');
    const ma2 = await makeMember(t.db, a.org, 'master');
    const b = await makeOwner(t.db, { name: 'Салон Б' });
    otherOwner = b;
    const mb = await makeMember(t.db, b.org, 'master');
    independent = await makeMaster(t.db);
    const client = (firstName: string, lastName: string, phone: string) =>
      makeUser(t.db, 'client', { firstName, lastName, phone });
    anna = await client('Анна', 'Смирнова', '+79160000001');
    const boris = await client('Борис', 'Орлов', '+79160000002');
    const dina = await client('Дина', 'Лебедева', '+79160000004');
    stranger = await client('Ефим', 'Чужой', '+79160000005');
    const inA = { organizationId: a.org.id };
    for (const r of [
      // Анна: three visits with the first master (regular), her next booking with the second
      { master: ma1, client: anna, at: '2026-09-01T09:00:00Z', status: 'completed', price: 1000 },
      { master: ma1, client: anna, at: '2026-10-01T09:00:00Z', status: 'completed', price: 1500 },
      { master: ma1, client: anna, at: '2026-11-20T09:00:00Z', status: 'completed', price: 2000 },
      { master: ma2, client: anna, at: '2026-12-05T07:00:00Z', status: 'planned', price: 2000 },
      // Борис: a first visit 16 days ago at a null price (new), then a no-show
      { master: ma2, client: boris, at: '2026-11-15T09:00:00Z', status: 'completed', price: null },
      { master: ma2, client: boris, at: '2026-11-25T09:00:00Z', status: 'no_show', price: 900 },
      // Вера by phone only, written two ways: one visit in August, a cancelled booking since (lost)
      { master: ma1, phone: '+79031112233', at: '2026-08-01T09:00:00Z', status: 'completed', price: 1200 },
      { master: ma1, phone: '8 903 111-22-33', at: '2026-11-10T09:00:00Z', status: 'cancelled', price: 1200 },
      // Дина: a visit in July but a booking ahead (not lost)
      { master: ma2, client: dina, at: '2026-07-01T09:00:00Z', status: 'completed', price: 700 },
      { master: ma2, client: dina, at: '2026-12-10T09:00:00Z', status: 'planned', price: 700 },
    ] as const) {
      await book(t.db, { ...inA, ...r });
    }
    await t.db.query(`UPDATE appointments SET client_name = 'Вера Гостева' WHERE client_id IS NULL`);
    await book(t.db, {
      master: mb,
      client: anna,
      organizationId: b.org.id,
      at: '2026-11-01T09:00:00Z',
      status: 'completed',
    });
    await book(t.db, {
      master: mb,
      client: stranger,
      organizationId: b.org.id,
      at: '2026-11-02T09:00:00Z',
      status: 'completed',
    });
    await book(t.db, {
      master: independent,
      client: anna,
      at: '2026-11-03T09:00:00Z',
      status: 'completed',
      price: 500,
    });
  });
  afterAll(() => t.close());

  it('lists the organization’s clients with their figures, newest visit first', async () => {
    const res = await get(owner, '/api/clients').expect(200);
    expect(names(res.body)).toEqual(['Анна Смирнова', 'Борис Орлов', 'Вера Гостева', 'Дина Лебедева']);
    expect(res.body.next_cursor).toBeNull();
    const [a, b, v] = res.body.items;
    expect(a).toEqual({
      key: expect.any(String),
      client_id: anna.user.id,
      name: 'Анна Смирнова',
      phone: '+79160000001',
      visits: 3,
      no_shows: 0,
      cancelled: 0,
      total_spent: 4500,
      first_visit: '2026-09-01T12:00:00+03:00',
      last_visit: '2026-11-20T12:00:00+03:00',
      next_booking: '2026-12-05T10:00:00+03:00',
      note: null,
      tags: [],
    });
    expect(b).toMatchObject({ visits: 1, no_shows: 1, total_spent: 0, next_booking: null });
    expect(v).toMatchObject({
      client_id: null,
      phone: '+79031112233',
      visits: 1,
      cancelled: 1,
      total_spent: 1200,
      first_visit: '2026-08-01T12:00:00+03:00',
    });
    expect((await get(admin, '/api/clients').expect(200)).body).toEqual(res.body);
  });

  it('filters by segment and search, sorts and pages', async () => {
    const list = async (qs: string) => names((await get(owner, `/api/clients?${qs}`).expect(200)).body);
    expect(await list('segment=new')).toEqual(['Борис Орлов']);
    expect(await list('segment=regular')).toEqual(['Анна Смирнова']);
    expect(await list('segment=lost')).toEqual(['Вера Гостева']);
    expect(await list('segment=no_show')).toEqual(['Борис Орлов']);
    expect(await list('sort=visits')).toEqual(['Анна Смирнова', 'Борис Орлов', 'Вера Гостева', 'Дина Лебедева']);
    expect(await list('sort=spent')).toEqual(['Анна Смирнова', 'Вера Гостева', 'Дина Лебедева', 'Борис Орлов']);
    expect(await list('sort=name&segment=all')).toEqual([
      'Анна Смирнова',
      'Борис Орлов',
      'Вера Гостева',
      'Дина Лебедева',
    ]);
    expect(await list(`q=${encodeURIComponent('вера')}`)).toEqual(['Вера Гостева']);
    expect(await list(`q=${encodeURIComponent('903 111')}`)).toEqual(['Вера Гостева']);
    expect(await list('q=8903')).toEqual(['Вера Гостева']);
    expect(await list('q=%25')).toEqual([]);

    const first = (await get(owner, '/api/clients?limit=3&sort=name').expect(200)).body;
    expect(names(first)).toEqual(['Анна Смирнова', 'Борис Орлов', 'Вера Гостева']);
    const rest = (await get(owner, `/api/clients?limit=3&sort=name&cursor=${first.next_cursor}`).expect(200)).body;
    expect(rest).toEqual({ items: [expect.objectContaining({ name: 'Дина Лебедева' })], next_cursor: null });
  });

  it('shows a master only the clients of their own bookings', async () => {
    const res = await get(ma1, '/api/clients').expect(200);
    expect(names(res.body)).toEqual(['Анна Смирнова', 'Вера Гостева']);
    // her next booking is with another master
    expect(res.body.items[0]).toMatchObject({ visits: 3, next_booking: null });
    const own = await get(independent, '/api/clients').expect(200);
    expect(own.body.items).toEqual([expect.objectContaining({ client_id: anna.user.id, visits: 1, total_spent: 500 })]);
  });

  it('opens a card with the history, newest first', async () => {
    const key = (await get(owner, '/api/clients?segment=regular').expect(200)).body.items[0].key;
    const card = (await get(owner, `/api/clients/${key}`).expect(200)).body;
    expect(card).toMatchObject({ name: 'Анна Смирнова', visits: 3 });
    expect(card.history.map((h: { starts_at: string; status: string }) => [h.starts_at, h.status])).toEqual([
      ['2026-12-05T10:00:00+03:00', 'planned'],
      ['2026-11-20T12:00:00+03:00', 'completed'],
      ['2026-10-01T12:00:00+03:00', 'completed'],
      ['2026-09-01T12:00:00+03:00', 'completed'],
    ]);
    expect(card.history[1]).toEqual({
      appointment_id: expect.any(Number),
      starts_at: '2026-11-20T12:00:00+03:00',
      status: 'completed',
      price: 2000,
      service: null,
      master: { id: ma1.user.id, first_name: ma1.user.firstName, last_name: ma1.user.lastName },
    });
    await get(owner, '/api/clients/bm90LWEta2V5').expect(404);
    const strangerKey = (await get(otherOwner, '/api/clients?q=' + encodeURIComponent('Ефим')).expect(200)).body
      .items[0].key;
    await get(owner, `/api/clients/${strangerKey}`).expect(404);
  });

  it('keeps notes and tags private to the business', async () => {
    const key = (await get(owner, '/api/clients?segment=regular').expect(200)).body.items[0].key;
    const put = (who: Made, body: object) => t.http.put(`/api/clients/${key}/note`).set(auth(who.tg)).send(body);
    const row = (await put(owner, { note: 'Любит кофе', tags: ['VIP', ' кофе ', 'VIP'] }).expect(200)).body;
    expect(row).toMatchObject({ key, name: 'Анна Смирнова', note: 'Любит кофе', tags: ['VIP', 'кофе'] });
    // shared by the organization's admins and masters; a master changes the tags only
    expect((await get(admin, `/api/clients/${key}`).expect(200)).body).toMatchObject({ note: 'Любит кофе' });
    expect((await put(ma1, { tags: ['постоянная'] }).expect(200)).body).toMatchObject({
      note: 'Любит кофе',
      tags: ['постоянная'],
    });
    // another business knows the same client without the note
    expect((await get(otherOwner, `/api/clients/${key}`).expect(200)).body).toMatchObject({ note: null, tags: [] });
    expect((await get(independent, `/api/clients/${key}`).expect(200)).body).toMatchObject({ note: null, tags: [] });
    await t.http.put(`/api/clients/${key}/note`).set(auth(independent.tg)).send({ note: 'Своя' }).expect(200);
    expect((await get(owner, `/api/clients/${key}`).expect(200)).body.note).toBe('Любит кофе');
    // clearing
    expect((await put(owner, { note: '' }).expect(200)).body).toMatchObject({ note: null, tags: ['постоянная'] });
    // the client never sees the base
    await get(anna, '/api/clients').expect(403);
    await get(anna, `/api/clients/${key}`).expect(403);
    await put(anna, { note: 'x' }).expect(403);
  });

  it('refuses bad input with 422', async () => {
    const key = (await get(owner, '/api/clients?segment=regular').expect(200)).body.items[0].key;
    const put = (body: object) => t.http.put(`/api/clients/${key}/note`).set(auth(owner.tg)).send(body);
    await put({ note: 'я'.repeat(2001) }).expect(422);
    await put({ tags: Array.from({ length: 11 }, (_, i) => `т${i}`) }).expect(422);
    await put({ tags: ['я'.repeat(31)] }).expect(422);
    await put({ tags: [''] }).expect(422);
    await put({ tags: 'VIP' }).expect(422);
    await get(owner, '/api/clients?limit=51').expect(422);
    await get(owner, '/api/clients?segment=vip').expect(422);
    await get(owner, '/api/clients?sort=phone').expect(422);
    await get(owner, '/api/clients?cursor=zzz').expect(422);
    const refusal = async (qs: string) => (await get(owner, `/api/clients?${qs}`).expect(422)).body.detail;
    expect(await refusal('limit=0')).toEqual([{ loc: ['query', 'limit'], msg: CLIENT_MSG.limitInvalid }]);
    expect(await refusal('limit=2.5')).toEqual([{ loc: ['query', 'limit'], msg: CLIENT_MSG.limitInvalid }]);
    expect(await refusal('q=a&q=b')).toEqual([{ loc: ['query', 'q'], msg: CLIENT_MSG.queryTooLong }]);
    expect(await refusal(`q=${'я'.repeat(101)}`)).toEqual([{ loc: ['query', 'q'], msg: CLIENT_MSG.queryTooLong }]);
    expect(await refusal('page=2')).toEqual([{ loc: ['query', 'page'], msg: 'Неизвестное поле' }]);
    await get(owner, '/api/clients?limit=%2002%20&segment=all').expect(200);
    // a hundred characters of two UTF-16 units each are a hundred characters
    await get(owner, `/api/clients?q=${encodeURIComponent('😀'.repeat(100))}`).expect(200);
    const longest = { note: 'я'.repeat(2000), tags: Array.from({ length: 10 }, (_, i) => `${i}`.padEnd(30, 'я')) };
    expect((await put(longest).expect(200)).body.tags).toHaveLength(10);
  });

  it('writes each row of the list as the client’s card writes it, in plain JSON', async () => {
    await book(t.db, {
      master: ma1,
      phone: '+79035550000',
      organizationId: orgA,
      at: '2026-11-30T06:30:45Z',
      status: 'completed',
      price: 1234.5,
    });
    const key = (await get(owner, '/api/clients?segment=regular').expect(200)).body.items[0].key;
    await t.http
      .put(`/api/clients/${key}/note`)
      .set(auth(owner.tg))
      .send({ note: 'Кофе "без сахара"\n\\ 😀 \u2028 ок', tags: ['VIP', 'a"b', 'тег\tс табом'] })
      .expect(200);
    for (const who of [owner, ma1, independent]) {
      for (const qs of ['', '?sort=spent&limit=2', '?segment=lost']) {
        const res = await get(who, `/api/clients${qs}`).expect(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.text).toBe(JSON.stringify(res.body));
        for (const item of res.body.items) {
          const { history: _history, ...card } = (await get(who, `/api/clients/${item.key}`).expect(200)).body;
          expect(item).toEqual(card);
        }
      }
    }
    const row = (await get(owner, '/api/clients?sort=spent&limit=1').expect(200)).body.items[0];
    expect(row).toMatchObject({ note: 'Кофе "без сахара"\n\\ 😀 \u2028 ок', tags: ['VIP', 'a"b', 'тег\tс табом'] });
    expect((await get(owner, '/api/clients?q=5550000').expect(200)).body.items).toEqual([
      expect.objectContaining({ total_spent: 1234.5, last_visit: '2026-11-30T09:30:45+03:00' }),
    ]);
  });
});

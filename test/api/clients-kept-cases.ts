import type { AppConfig } from '../../src/config/app.config';
import type { ClientListResponse, ClientRow } from '../../src/clients/clients.contract';
import { makeMaster, makeMember, makeOwner, makeUser, type Made } from '../factories';
import { auth, createTestApp, TestApp } from '../support/test-app';
import { NOW, setNow } from './appointments-support';
import { book } from './statistics-support';

/**
 * A page of the client list asked again is served from the process while its data and the clock leave it as
 * it is (kept-pages.ts): after each kind of write the list reads, and after the clock passes what a page
 * shows, the page is the one a fresh read gives. The writes go straight to the tables, as another
 * instance's would. The same cases on PostgreSQL and on embedded PGlite.
 */
export function describeKeptClientList(name: string, overrides: Partial<AppConfig> = {}): void {
  describe(`a client list asked again sees every change (${name})`, () => {
    let t: TestApp;
    let owner: Made & { org: { id: number } };
    let ma1: Made;
    let ma2: Made;
    let anna: Made;

    const get = (who: Made, qs = '') => t.http.get(`/api/clients${qs}`).set(auth(who.tg));
    const list = async (who: Made, qs = ''): Promise<ClientListResponse> => (await get(who, qs).expect(200)).body;
    const names = (body: ClientListResponse) => body.items.map((r) => r.name);
    const named = (body: ClientListResponse, name: string): ClientRow | undefined =>
      body.items.find((r) => r.name === name);
    const client = (firstName: string, lastName: string, phone: string) =>
      makeUser(t.db, 'client', { firstName, lastName, phone });

    beforeAll(async () => {
      t = await createTestApp(overrides);
      setNow(t, NOW); // 1 December 2026, 09:00 Moscow
      owner = await makeOwner(t.db, { name: 'Салон' });
      ma1 = await makeMember(t.db, owner.org as never, 'master');
      ma2 = await makeMember(t.db, owner.org as never, 'master');
      anna = await client('Анна', 'Смирнова', '+79160000001');
      const boris = await client('Борис', 'Орлов', '+79160000002');
      const inOrg = { organizationId: owner.org.id };
      // Анна: a visit on 20 November, bookings ahead on 5 and 12 December
      await book(t.db, { ...inOrg, master: ma1, client: anna, at: '2026-11-20T09:00:00Z', status: 'completed' });
      await book(t.db, { ...inOrg, master: ma2, client: anna, at: '2026-12-05T07:00:00Z', status: 'planned' });
      await book(t.db, { ...inOrg, master: ma2, client: anna, at: '2026-12-12T07:00:00Z', status: 'planned' });
      // Борис: a first visit on 15 November (new until 15 December)
      await book(t.db, { ...inOrg, master: ma2, client: boris, at: '2026-11-15T09:00:00Z', status: 'completed' });
      // Вера by phone: a visit on 5 October, 57 days before today (lost from 5 December on, Moscow dates)
      await book(t.db, {
        ...inOrg,
        master: ma1,
        phone: '+79031112233',
        at: '2026-10-05T09:00:00Z',
        status: 'completed',
      });
      await t.db.query(`UPDATE appointments SET client_name = 'Вера Гостева' WHERE client_id IS NULL`);
    }, 60000);
    afterAll(() => t.close());

    it('an organization: a booking, its status, a cancellation, notes, tags, a client’s name and phone, the zone', async () => {
      setNow(t, NOW);
      const first = await list(owner);
      expect(names(first)).toEqual(['Анна Смирнова', 'Борис Орлов', 'Вера Гостева']);
      expect(await list(owner)).toEqual(first);

      // a booking: Дина's visit yesterday puts her first
      const dina = await client('Дина', 'Лебедева', '+79160000004');
      const id = await book(t.db, {
        organizationId: owner.org.id,
        master: ma1,
        client: dina,
        at: '2026-11-30T09:00:00Z',
        status: 'completed',
        price: 2500,
      });
      const booked = await list(owner);
      expect(booked.items[0]).toMatchObject({ name: 'Дина Лебедева', visits: 1, total_spent: 2500 });

      // its status: a no-show
      await t.db.query(`UPDATE appointments SET status = 'no_show' WHERE id = $1`, [id]);
      expect(named(await list(owner), 'Дина Лебедева')).toMatchObject({ visits: 0, no_shows: 1, total_spent: 0 });

      // cancelled
      await t.db.query(`UPDATE appointments SET status = 'cancelled' WHERE id = $1`, [id]);
      expect(named(await list(owner), 'Дина Лебедева')).toMatchObject({ no_shows: 0, cancelled: 1 });

      // the salon's note and tags on Анна, written, changed and removed
      await t.db.query(
        `INSERT INTO client_notes (organization_id, client_key, note, tags) VALUES ($1, $2, 'Любит кофе', '["VIP"]')`,
        [owner.org.id, `u:${anna.user.id}`],
      );
      expect(named(await list(owner), 'Анна Смирнова')).toMatchObject({ note: 'Любит кофе', tags: ['VIP'] });
      await t.db.query(`UPDATE client_notes SET tags = '["постоянная"]' WHERE organization_id = $1`, [owner.org.id]);
      expect(named(await list(owner), 'Анна Смирнова')).toMatchObject({ tags: ['постоянная'] });
      await t.db.query(`DELETE FROM client_notes WHERE organization_id = $1`, [owner.org.id]);
      expect(named(await list(owner), 'Анна Смирнова')).toMatchObject({ note: null, tags: [] });

      // Анна's own name and phone
      await t.db.query(`UPDATE users SET first_name = 'Анна-Мария', phone = '+79160000011' WHERE id = $1`, [
        anna.user.id,
      ]);
      expect(named(await list(owner), 'Анна-Мария Смирнова')).toMatchObject({ phone: '+79160000011' });

      // the salon's zone: the instants are written in it
      await t.db.query(`UPDATE organizations SET time_zone = 'Asia/Vladivostok' WHERE id = $1`, [owner.org.id]);
      expect(named(await list(owner), 'Анна-Мария Смирнова')?.last_visit).toBe('2026-11-20T19:00:00+10:00');
      await t.db.query(`UPDATE organizations SET time_zone = 'Europe/Moscow' WHERE id = $1`, [owner.org.id]);
      expect(named(await list(owner), 'Анна-Мария Смирнова')?.last_visit).toBe('2026-11-20T12:00:00+03:00');
    });

    it('a master: their bookings, a block, a role, their own block', async () => {
      setNow(t, NOW);
      const own = await list(ma1);
      expect(await list(ma1)).toEqual(own);
      const ema = await client('Эмма', 'Белова', '+79160000006');
      await book(t.db, {
        organizationId: owner.org.id,
        master: ma1,
        client: ema,
        at: '2026-11-29T09:00:00Z',
        status: 'completed',
      });
      expect(names(await list(ma1))[0]).toBe('Эмма Белова');

      // blocked in the salon: no client base
      await t.db.query(`UPDATE organization_members SET is_blocked = true WHERE user_id = $1`, [ma1.user.id]);
      expect((await get(ma1).expect(403)).body.code).toBe('client_base_forbidden');
      await t.db.query(`UPDATE organization_members SET is_blocked = false WHERE user_id = $1`, [ma1.user.id]);
      expect(names(await list(ma1))[0]).toBe('Эмма Белова');

      // made an admin: the salon's whole base
      await t.db.query(`UPDATE organization_members SET role = 'admin' WHERE user_id = $1`, [ma1.user.id]);
      expect(await list(ma1)).toEqual(await list(owner));
      await t.db.query(`UPDATE organization_members SET role = 'master' WHERE user_id = $1`, [ma1.user.id]);
      expect(await list(ma1)).not.toEqual(await list(owner));

      // their own account blocked
      await t.db.query(`UPDATE users SET is_blocked = true WHERE id = $1`, [ma1.user.id]);
      expect((await get(ma1).expect(403)).body.code).toBe('account_blocked');
      await t.db.query(`UPDATE users SET is_blocked = false WHERE id = $1`, [ma1.user.id]);
    });

    it('an independent master: a booking and their own note', async () => {
      setNow(t, NOW);
      const master = await makeMaster(t.db);
      await book(t.db, { master, client: anna, at: '2026-11-10T09:00:00Z', status: 'completed' });
      expect((await list(master)).items).toEqual([expect.objectContaining({ client_id: anna.user.id, visits: 1 })]);
      await book(t.db, { master, client: anna, at: '2026-11-24T09:00:00Z', status: 'completed' });
      expect((await list(master)).items[0]).toMatchObject({ visits: 2 });
      await t.db.query(`INSERT INTO client_notes (master_id, client_key, note) VALUES ($1, $2, 'Своя')`, [
        master.user.id,
        `u:${anna.user.id}`,
      ]);
      expect((await list(master)).items[0]).toMatchObject({ note: 'Своя' });
    });

    it('the clock: the next booking passes, a client stops being new, another becomes lost', async () => {
      setNow(t, NOW);
      const next = async () => (await list(owner)).items.find((r) => r.client_id === anna.user.id)?.next_booking;
      expect(await next()).toBe('2026-12-05T10:00:00+03:00');
      // Борис alone: no booking ahead
      const newBoris = `?segment=new&q=${encodeURIComponent('Борис')}`;
      expect(names(await list(owner, newBoris))).toEqual(['Борис Орлов']);
      expect(names(await list(owner, '?segment=lost'))).not.toContain('Вера Гостева');

      setNow(t, '2026-12-05T10:00:00+03:00'); // the booking's start: no longer ahead
      expect(await next()).toBe('2026-12-12T10:00:00+03:00');
      expect(names(await list(owner, '?segment=lost'))).toContain('Вера Гостева');
      setNow(t, '2026-12-15T12:00:01+03:00'); // 30 days and a second after Борис's first visit
      expect(names(await list(owner, newBoris))).toEqual([]);

      // a clock set back shows what was ahead then
      setNow(t, NOW);
      expect(await next()).toBe('2026-12-05T10:00:00+03:00');
    });
  });
}

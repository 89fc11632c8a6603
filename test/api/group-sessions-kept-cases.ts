import type { AppConfig } from '../../src/config/app.config';
import { makeMember, makeService } from '../factories';
import { auth, type TestApp } from '../support/test-app';
import { client, NOW, salon, setNow } from './appointments-support';
import { countQueries } from './public-count-queries';
import { bookSeat, listeningApp, makeSession, postSession, studio, wed } from './group-sessions-support';

interface PublicSession {
  id: number;
  service: { name: string; price: number };
  master: { first_name: string; last_name: string | null };
  starts_at: string;
  capacity: number;
  seats_left: number;
}

/**
 * The public sessions lists are kept between reads (src/sessions/public-sessions.service.ts): every read
 * still shows what the database holds now, whatever made the change, and what time has done to the list.
 * The same cases on PostgreSQL and on embedded PGlite.
 */
export function describeKeptSessions(name: string, overrides: Partial<AppConfig> = {}): void {
  describe(`public sessions lists read again (${name})`, () => {
    let t: TestApp;
    let url: string;
    listeningApp(overrides, (app, address) => {
      t = app;
      url = address;
    });

    const read = async (path: string): Promise<PublicSession[]> =>
      (await t.http.get(path).expect(200)).body.sessions as PublicSession[];

    it('a seat taken and freed, a capacity, a renamed service and master, a cancelled session: each on the next read', async () => {
      const s = await studio(t.db);
      const page = `/api/public/master/${s.profile.deepLink}/sessions`;
      const first = await makeSession(t, s, wed(12));
      const second = await makeSession(t, s, wed(15));
      expect((await read(page)).map((x) => [x.id, x.seats_left])).toEqual([
        [first.id, 3],
        [second.id, 3],
      ]);
      expect((await read(page))[0].seats_left).toBe(3);

      const attendee = await client(t.db);
      const seat = (await bookSeat(t, attendee, first.id).expect(201)).body.id as number;
      expect((await read(page))[0].seats_left).toBe(2);

      await t.http.patch(`/api/schedules/sessions/${first.id}`).set(auth(s.tg)).send({ capacity: 10 }).expect(200);
      expect((await read(page))[0]).toMatchObject({ capacity: 10, seats_left: 9 });

      await t.http
        .put(`/api/services/${s.yoga.id}`)
        .set(auth(s.tg))
        .send({ name: 'Йога у моря', price: 950 })
        .expect(200);
      expect((await read(page))[0].service).toMatchObject({ name: 'Йога у моря', price: 950 });

      await t.http.put('/api/users/me').set(auth(s.tg)).send({ first_name: 'Ольга', last_name: 'Новая' }).expect(200);
      expect((await read(page)).map((x) => x.master)).toEqual([
        { id: s.user.id, first_name: 'Ольга', last_name: 'Новая' },
        { id: s.user.id, first_name: 'Ольга', last_name: 'Новая' },
      ]);

      await t.http.post(`/api/appointments/${seat}/cancel`).set(auth(attendee.tg)).send({}).expect(200);
      expect((await read(page))[0].seats_left).toBe(10);

      await t.http.post(`/api/schedules/sessions/${second.id}/cancel`).set(auth(s.tg)).send({}).expect(200);
      expect((await read(page)).map((x) => x.id)).toEqual([first.id]);
    });

    it('a change written straight into the database shows on the next read of an organization, in one statement', async () => {
      const org = await salon(t.db);
      const group = await makeService(
        t.db,
        { organizationId: org.owner.org.id },
        { name: 'Керамика', durationMinutes: 120, price: 2500, capacity: 6 },
      );
      const other = await makeMember(t.db, org.owner.org, 'master');
      const session = (
        await postSession(
          t,
          org.owner,
          { service_id: group.id, starts_at: wed(12) },
          String(org.master.user.id),
        ).expect(201)
      ).body.sessions[0] as { id: number };
      const page = `/api/public/organization/${org.owner.org.deepLink}/sessions`;
      const again = () => t.http.get(page).expect(200);
      expect((await read(page))[0]).toMatchObject({ id: session.id, service: { name: 'Керамика', price: 2500 } });
      if (!overrides.databaseUrl) expect(await countQueries(t.db, again)).toBe(1);

      await t.db.query(`UPDATE services SET price = 2700 WHERE id = $1`, [group.id]);
      await t.db.query(`UPDATE users SET first_name = 'Марина' WHERE id = $1`, [org.master.user.id]);
      // a member that has no session changes nothing the page shows, and the page is still right
      await t.db.query(`UPDATE users SET first_name = 'Пётр' WHERE id = $1`, [other.user.id]);
      if (!overrides.databaseUrl) expect(await countQueries(t.db, again)).toBe(1);
      expect((await read(page))[0]).toMatchObject({ service: { price: 2700 }, master: { first_name: 'Марина' } });

      await t.db.query(`UPDATE group_sessions SET capacity = 8 WHERE id = $1`, [session.id]);
      expect((await read(page))[0]).toMatchObject({ capacity: 8, seats_left: 8 });
      await t.db.query(`UPDATE organization_members SET is_blocked = true WHERE user_id = $1`, [org.master.user.id]);
      expect(await read(page)).toEqual([]);
    });

    it('a kept list is not served once time has moved a session out of it or into it', async () => {
      const s = await studio(t.db);
      const page = `/api/public/master/${s.profile.deepLink}/sessions`;
      const soon = await makeSession(t, s, wed(12));
      // past the list's reach (62 days from now) until the first session's start
      const later = await makeSession(t, s, '2027-02-02T12:00:00+03:00');
      expect((await read(page)).map((x) => x.id)).toEqual([soon.id]);

      setNow(t, '2026-12-02T11:59:00+03:00');
      expect((await read(page)).map((x) => x.id)).toEqual([soon.id]);
      setNow(t, '2026-12-02T12:00:00+03:00');
      expect((await read(page)).map((x) => x.id)).toEqual([]);
      setNow(t, '2026-12-02T12:30:00+03:00');
      expect((await read(page)).map((x) => x.id)).toEqual([later.id]);

      // a fixed range: the session leaves it at its start all the same
      setNow(t, NOW);
      const range = `${page}?from=2026-12-01&to=2026-12-31`;
      expect((await read(range)).map((x) => x.id)).toEqual([soon.id]);
      setNow(t, '2026-12-02T12:00:00+03:00');
      expect(await read(range)).toEqual([]);
    });

    it('a client that accepts brotli or gzip gets the list compressed, the same list every time', async () => {
      const s = await studio(t.db);
      for (let h = 9; h < 18; h++) await makeSession(t, s, wed(h));
      const page = `${url}/api/public/master/${s.profile.deepLink}/sessions`;
      const plain = await t.http.get(new URL(page).pathname).set('Accept-Encoding', 'identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.sessions).toHaveLength(9);
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        ['br', 'br'],
      ]) {
        const res = await fetch(page, { headers: { 'accept-encoding': accept } });
        expect([res.status, res.headers.get('content-encoding'), res.headers.get('vary')]).toEqual([
          200,
          encoding,
          'accept-encoding',
        ]);
        expect(await res.json()).toEqual(plain.body);
      }
    });
  });
}

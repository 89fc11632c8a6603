import type { AppConfig } from '../../src/config/app.config';
import { auth, type TestApp } from '../support/test-app';
import { book, client } from './appointments-support';
import {
  bookSeat,
  clients,
  listeningApp,
  makeSession,
  postSession,
  seatRace,
  seats,
  studio,
  wed,
} from './group-sessions-support';

/** Group sessions, the same cases on PostgreSQL and on embedded PGlite. */
export function describeSessions(name: string, overrides: Partial<AppConfig> = {}): void {
  describe(`group sessions (${name})`, () => {
    let t: TestApp;
    let url: string;
    listeningApp(overrides, (app, address) => {
      t = app;
      url = address;
    });

    it('a weekly rule makes one session per week; staff list them, the public page shows counts only', async () => {
      const s = await studio(t.db);
      const res = await postSession(t, s, {
        service_id: s.yoga.id,
        starts_at: wed(12),
        rrule: 'FREQ=WEEKLY;COUNT=3',
      }).expect(201);
      expect(res.body.conflicts).toEqual([]);
      const made = res.body.sessions;
      expect(made.map((x: { starts_at: string }) => x.starts_at)).toEqual([wed(12), wed(12, 1), wed(12, 2)]);
      expect(made[0]).toMatchObject({
        service_id: s.yoga.id,
        master_id: s.user.id,
        ends_at: wed(13),
        capacity: 3,
        seats_taken: 0,
        seats_left: 3,
        status: 'scheduled',
      });
      expect(made[0].series_id).toEqual(made[2].series_id);
      expect(typeof made[0].series_id).toBe('number');

      const list = await t.http.get(`/api/schedules/me/sessions`).set(auth(s.tg)).expect(200);
      expect(list.body.sessions).toHaveLength(3);
      const pub = await t.http.get(`/api/public/master/${s.profile.deepLink}/sessions`).expect(200);
      expect(pub.body.sessions[0]).toEqual({
        id: made[0].id,
        service: { id: s.yoga.id, name: 'Йога', duration_minutes: 60, price: 800, deposit: null },
        master: { id: s.user.id, first_name: s.user.firstName, last_name: s.user.lastName },
        starts_at: wed(12),
        ends_at: wed(13),
        capacity: 3,
        seats_left: 3,
      });
    });

    it('seats up to the capacity, one per client; attendees never in a public answer; staff see them', async () => {
      const s = await studio(t.db);
      const session = await makeSession(t, s);
      const names = ['Алиса', 'Борис', 'Вера'];
      const [a, b, c] = await Promise.all(
        names.map((firstName, i) => client(t.db, { firstName, lastName: `Фамилия${i}`, phone: `+7916555000${i}` })),
      );
      const [d] = await clients(t.db, 1);
      const first = await bookSeat(t, a, session.id).expect(201);
      expect(first.body).toMatchObject({ session_id: session.id, starts_at: wed(12), status: 'planned' });
      expect((await bookSeat(t, a, session.id).expect(409)).body.code).toBe('session_seat_held');
      await bookSeat(t, b, session.id).expect(201);
      await bookSeat(t, c, session.id).expect(201);
      const full = await bookSeat(t, d, session.id).expect(409);
      expect(full.body).toEqual({ detail: 'Мест нет', code: 'session_full' });

      const pub = await t.http.get(`/api/public/master/${s.profile.deepLink}/sessions`).expect(200);
      expect(pub.body.sessions[0].seats_left).toBe(0);
      const text = JSON.stringify(pub.body);
      for (const word of [...names, 'Фамилия', '+7916555', 'attendees', 'client', 'phone']) {
        expect(text).not.toContain(word);
      }
      expect(Object.keys(pub.body.sessions[0]).sort()).toEqual(
        ['capacity', 'ends_at', 'id', 'master', 'seats_left', 'service', 'starts_at'].sort(),
      );
      const staff = await t.http.get(`/api/schedules/sessions/${session.id}`).set(auth(s.tg)).expect(200);
      expect(staff.body).toMatchObject({ seats_taken: 3, seats_left: 0 });
      expect(staff.body.attendees.map((x: { client: { id: number } }) => x.client.id)).toEqual(
        [a, b, c].map((p) => p.user.id),
      );
      // an attendee is not staff
      await t.http.get(`/api/schedules/sessions/${session.id}`).set(auth(a.tg)).expect(403);
    });

    it('one attendee cancelling frees their seat only: the session and the others stay', async () => {
      const s = await studio(t.db);
      const session = await makeSession(t, s);
      const [a, b, c] = await clients(t.db, 3);
      const seatA = (await bookSeat(t, a, session.id).expect(201)).body.id;
      const seatB = (await bookSeat(t, b, session.id).expect(201)).body.id;
      await t.http.post(`/api/appointments/${seatA}/cancel`).set(auth(a.tg)).send({}).expect(200);
      const staff = await t.http.get(`/api/schedules/sessions/${session.id}`).set(auth(s.tg)).expect(200);
      expect(staff.body).toMatchObject({ status: 'scheduled', seats_taken: 1, seats_left: 2 });
      const mine = await t.http.get('/api/appointments/my').set(auth(b.tg)).expect(200);
      expect(mine.body.appointments.find((x: { id: number }) => x.id === seatB).status).toBe('planned');
      await bookSeat(t, c, session.id).expect(201);
      expect(await seats(t.db, session.id)).toEqual({ live: 2, counter: 2 });
    });

    it('a session over a single booking is refused with the booking listed; a single booking over a session too', async () => {
      const s = await studio(t.db);
      const single = await book(t, await client(t.db), {
        master_id: s.user.id,
        service_id: s.service.id,
        starts_at: wed(12),
      }).expect(201);
      const refused = await postSession(t, s, { service_id: s.yoga.id, starts_at: '2026-12-02T11:30:00+03:00' });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'session_conflict', conflicts: [single.body.id] });

      await makeSession(t, s, wed(15));
      const over = await book(t, await client(t.db), {
        master_id: s.user.id,
        service_id: s.service.id,
        starts_at: wed(15),
      });
      expect(over.status).toBe(409);
      // the database holds it whatever the code checked: a row written past the checks is refused
      await expect(
        t.db.query(
          `INSERT INTO appointments (master_id, service_id, client_name, starts_at, ends_at, status, created_at, updated_at)
           VALUES ($1, $2, 'Мимо проверок', $3, $4, 'planned', now(), now())`,
          [s.user.id, s.service.id, wed(15), wed(16)],
        ),
      ).rejects.toMatchObject({ driverError: expect.objectContaining({ code: '23P01' }) });
      // and two sessions of one master never overlap
      const twice = await postSession(t, s, { service_id: s.yoga.id, starts_at: '2026-12-02T15:30:00+03:00' });
      expect(twice.status).toBe(409);
    });

    it('capacity: never below the seats taken (422); up is fine', async () => {
      const s = await studio(t.db);
      const session = await makeSession(t, s);
      const [a, b] = await clients(t.db, 2);
      await bookSeat(t, a, session.id).expect(201);
      await bookSeat(t, b, session.id).expect(201);
      const low = await t.http.patch(`/api/schedules/sessions/${session.id}`).set(auth(s.tg)).send({ capacity: 1 });
      expect(low.status).toBe(422);
      expect(low.body.code).toBe('session_capacity_below_taken');
      const up = await t.http.patch(`/api/schedules/sessions/${session.id}`).set(auth(s.tg)).send({ capacity: 10 });
      expect(up.status).toBe(200);
      expect(up.body).toMatchObject({ capacity: 10, seats_taken: 2, seats_left: 8 });
    });

    it('50 clients at once on the last seat: exactly one 201, the rest 409 session_full', async () => {
      const s = await studio(t.db, { capacity: 5 });
      const session = await makeSession(t, s);
      for (const p of await clients(t.db, 4)) await bookSeat(t, p, session.id).expect(201);
      const statuses = await seatRace(url, await clients(t.db, 50), session.id);
      expect(statuses.filter((x) => x === 201)).toHaveLength(1);
      expect(statuses.filter((x) => x === 409)).toHaveLength(49);
      expect(await seats(t.db, session.id)).toEqual({ live: 5, counter: 5 });
    }, 120_000);
  });
}

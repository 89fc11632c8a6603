import request from 'supertest';
import type { AppConfig } from '../../src/config/app.config';
import { makeMember, makeService, type Made } from '../factories';
import { auth, type TestApp } from '../support/test-app';
import { book, client, independentMaster, salon, setNow } from './appointments-support';
import { countQueries } from './public-count-queries';
import {
  bookSeat,
  clients,
  listeningApp,
  makeSession,
  postSession,
  seats,
  studio,
  wed,
} from './group-sessions-support';

/**
 * Group sessions as staff run them, the same cases on PostgreSQL and on embedded PGlite: attendance marks,
 * a group service booked without a session, an organization's sessions, and a session and a single booking
 * of one master posted at the same moment.
 */
export function describeSessionStaff(name: string, overrides: Partial<AppConfig> = {}): void {
  describe(`group sessions, staff (${name})`, () => {
    let t: TestApp;
    let url: string;
    listeningApp(overrides, (app, address) => {
      t = app;
      url = address;
    });

    const mark = (who: Made, id: number, status: string) =>
      t.http.post(`/api/appointments/${id}/status`).set(auth(who.tg)).send({ status });
    const attendees = async (who: Made, sessionId: number) =>
      (await t.http.get(`/api/schedules/sessions/${sessionId}`).set(auth(who.tg)).expect(200)).body as {
        seats_taken: number;
        attendees: { appointment_id: number; status: string }[];
      };

    it('attendance: the master marks one seat completed and another no-show once the session began; not before, not the client', async () => {
      const s = await studio(t.db);
      const session = await makeSession(t, s);
      const [a, b, c] = await clients(t.db, 3);
      const seatA = (await bookSeat(t, a, session.id).expect(201)).body.id as number;
      const seatB = (await bookSeat(t, b, session.id).expect(201)).body.id as number;
      const seatC = (await bookSeat(t, c, session.id).expect(201)).body.id as number;

      // before the start nothing is marked
      expect((await mark(s, seatA, 'completed')).status).toBe(422);
      setNow(t, '2026-12-02T12:30:00+03:00');
      // an attendee marks nobody, not even themselves; another master does not see the seat
      expect((await mark(a, seatA, 'completed')).status).toBe(403);
      expect((await mark(a, seatB, 'no_show')).status).toBe(404);
      const stranger = await independentMaster(t.db);
      expect((await mark(stranger, seatA, 'completed')).status).toBe(404);

      expect((await mark(s, seatA, 'completed').expect(200)).body).toMatchObject({ id: seatA, status: 'completed' });
      expect((await mark(s, seatB, 'no_show').expect(200)).body).toMatchObject({ id: seatB, status: 'no_show' });
      const sheet = await attendees(s, session.id);
      expect(sheet.attendees.map((x) => [x.appointment_id, x.status])).toEqual([
        [seatA, 'completed'],
        [seatB, 'no_show'],
        [seatC, 'planned'],
      ]);
      // a mark is not a cancellation: the seats stay taken
      expect(sheet.seats_taken).toBe(3);
      expect(await seats(t.db, session.id)).toEqual({ live: 3, counter: 3 });
      // the no-show is the attendee's own: the others' seats are untouched
      const mine = await t.http.get('/api/appointments/my').set(auth(c.tg)).expect(200);
      expect(mine.body.appointments.find((x: { id: number }) => x.id === seatC).status).toBe('planned');
    });

    it('a group service is booked only through its sessions: a time of it is refused session_required', async () => {
      const s = await studio(t.db);
      const someone = await client(t.db);
      const res = await book(t, someone, { master_id: s.user.id, service_id: s.yoga.id, starts_at: wed(12) });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        detail: 'Это групповое занятие: выберите занятие в расписании',
        code: 'session_required',
      });
      const [{ n }]: { n: number }[] = await t.db.query(
        `SELECT count(*)::int AS n FROM appointments WHERE master_id = $1`,
        [s.user.id],
      );
      expect(n).toBe(0);
      // the master's one-client service is booked as before
      await book(t, someone, { master_id: s.user.id, service_id: s.service.id, starts_at: wed(12) }).expect(201);
    });

    it("an organization's sessions: staff make and list them, the public page lists its bookable masters' with counts", async () => {
      const org = await salon(t.db);
      const other = await makeMember(t.db, org.owner.org, 'master');
      const group = await makeService(
        t.db,
        { organizationId: org.owner.org.id },
        { name: 'Керамика', durationMinutes: 120, price: 2500, capacity: 6 },
      );
      // the admin makes the master's session, the owner the other master's
      const made = await postSession(
        t,
        org.admin,
        { service_id: group.id, starts_at: wed(12) },
        String(org.master.user.id),
      );
      expect(made.status).toBe(201);
      const first = made.body.sessions[0];
      expect(first).toMatchObject({ master_id: org.master.user.id, capacity: 6, ends_at: wed(14) });
      const second = (
        await postSession(t, org.owner, { service_id: group.id, starts_at: wed(15, 1) }, String(other.user.id)).expect(
          201,
        )
      ).body.sessions[0];
      const [a] = await clients(t.db, 1);
      await bookSeat(t, a, first.id).expect(201);

      const staff = await t.http
        .get(`/api/schedules/${org.master.user.id}/sessions`)
        .set(auth(org.admin.tg))
        .expect(200);
      expect(staff.body.sessions.map((x: { id: number }) => x.id)).toEqual([first.id]);
      // an owner of another organization neither lists nor reads them
      const stranger = await salon(t.db);
      const foreign = await t.http.get(`/api/schedules/${org.master.user.id}/sessions`).set(auth(stranger.owner.tg));
      expect([403, 404]).toContain(foreign.status);
      await t.http.get(`/api/schedules/sessions/${first.id}`).set(auth(stranger.owner.tg)).expect(403);

      const link = org.owner.org.deepLink;
      const pub = await t.http.get(`/api/public/organization/${link}/sessions`).expect(200);
      expect(pub.headers['content-type']).toBe('application/json; charset=utf-8');
      if (!overrides.databaseUrl) {
        // one statement writes the whole answer
        const read = () => t.http.get(`/api/public/organization/${link}/sessions`).expect(200);
        expect(await countQueries(t.db, read)).toBe(1);
      }
      expect(pub.body.sessions).toEqual([
        {
          id: first.id,
          service: { id: group.id, name: 'Керамика', duration_minutes: 120, price: 2500, deposit: null },
          master: {
            id: org.master.user.id,
            first_name: org.master.user.firstName,
            last_name: org.master.user.lastName,
          },
          starts_at: wed(12),
          ends_at: wed(14),
          capacity: 6,
          seats_left: 5,
        },
        expect.objectContaining({ id: second.id, starts_at: wed(15, 1), seats_left: 6 }),
      ]);
      // the dates narrow it; a blocked master's sessions leave the page
      const day = await t.http
        .get(`/api/public/organization/${link}/sessions?from=2026-12-02&to=2026-12-02`)
        .expect(200);
      expect(day.body.sessions.map((x: { id: number }) => x.id)).toEqual([first.id]);
      await t.db.query(`UPDATE organization_members SET is_blocked = true WHERE id = $1`, [other.member.id]);
      const left = await t.http.get(`/api/public/organization/${link}/sessions`).expect(200);
      expect(left.body.sessions.map((x: { id: number }) => x.id)).toEqual([first.id]);
      await t.http.get(`/api/public/organization/org-no-such-link/sessions`).expect(404);

      // the organization's admin marks the attendance of its master's session
      setNow(t, '2026-12-02T13:00:00+03:00');
      const seat = (await attendees(org.admin, first.id)).attendees[0].appointment_id;
      expect((await mark(org.admin, seat, 'completed').expect(200)).body.status).toBe('completed');
    });

    for (const first of ['session', 'booking'] as const) {
      it(`a session and a single booking of one master posted at once (the ${first} sent first): exactly one is taken`, async () => {
        const s = await studio(t.db);
        const someone = await client(t.db);
        const session = () =>
          request(url)
            .post(`/api/schedules/me/sessions`)
            .set(auth(s.tg))
            .send({ service_id: s.yoga.id, starts_at: wed(12) });
        const single = () =>
          request(url)
            .post('/api/appointments')
            .set(auth(someone.tg))
            .send({ master_id: s.user.id, service_id: s.service.id, starts_at: '2026-12-02T12:30:00+03:00' });
        const [x, y] = await Promise.all(first === 'session' ? [session(), single()] : [single(), session()]);
        const [sessionRes, singleRes] = first === 'session' ? [x, y] : [y, x];
        expect([sessionRes.status, singleRes.status].sort()).toEqual([201, 409]);
        if (sessionRes.status === 409) {
          expect(sessionRes.body).toMatchObject({ code: 'session_conflict', conflicts: [singleRes.body.id] });
        }
        const [held]: { sessions: number; singles: number }[] = await t.db.query(
          `SELECT (SELECT count(*)::int FROM group_sessions WHERE master_id = $1 AND status = 'scheduled') AS sessions,
                  (SELECT count(*)::int FROM appointments WHERE master_id = $1 AND session_id IS NULL
                      AND status NOT IN ('cancelled', 'expired', 'payment_conflict')) AS singles`,
          [s.user.id],
        );
        expect(held.sessions + held.singles).toBe(1);
        expect(held.sessions).toBe(sessionRes.status === 201 ? 1 : 0);
      });
    }
  });
}

import type { AppConfig } from '../../src/config/app.config';
import { SessionRunner } from '../../src/sessions/session-runner';
import { WaitlistService } from '../../src/waitlist/waitlist.service';
import { actAs } from '../../src/users/act-as';
import { auth, createTestApp, type TestApp } from '../support/test-app';
import { NOW, setNow } from './appointments-support';
import { bookSeat, clients, makeSession, seats, studio, wed } from './group-sessions-support';

const HOUR = 3_600_000;

interface Notice {
  user_id: number;
  kind: string;
  payload: Record<string, unknown>;
}

/** Group sessions over time: the waitlist, the minimum check, the master's summaries (PostgreSQL and PGlite). */
export function describeSessionRounds(name: string, overrides: Partial<AppConfig> = {}): void {
  describe(`group sessions over time (${name})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(overrides);
    }, 60_000);
    beforeEach(() => setNow(t, NOW));
    afterAll(() => t.close());

    const notices = (userId: number, kind: string): Promise<Notice[]> =>
      t.db.query(`SELECT user_id, kind, payload FROM outbox_messages WHERE user_id = $1 AND kind = $2 ORDER BY id`, [
        userId,
        kind,
      ]);

    it('a cancelled seat is offered to the one waiting for the full session, who takes it', async () => {
      const s = await studio(t.db, { capacity: 2 });
      const session = await makeSession(t, s);
      const [a, b, c] = await clients(t.db, 3);
      const seatA = (await bookSeat(t, a, session.id).expect(201)).body.id;
      await bookSeat(t, b, session.id).expect(201);
      expect((await bookSeat(t, c, session.id).expect(409)).body.code).toBe('session_full');
      const entry = await t.http.post('/api/waitlist').set(auth(c.tg)).send({ session_id: session.id }).expect(201);
      expect(entry.body).toMatchObject({ session_id: session.id, from: '2026-12-02', to: '2026-12-02' });

      await t.http.post(`/api/appointments/${seatA}/cancel`).set(auth(a.tg)).send({}).expect(200);
      const [offer] = await notices(c.user.id, 'waitlist_offer');
      expect(offer.payload).toMatchObject({ starts_at: wed(12), service_name: 'Йога' });
      const taken = await t.app
        .get(WaitlistService)
        .takeOffer(await actAs(t.db, c.user.telegramId), offer.payload.offer_id as number);
      expect(taken).toMatchObject({ ok: true, startsAt: wed(12) });
      expect(await seats(t.db, session.id)).toEqual({ live: 2, counter: 2 });
      const mine = await t.http.get('/api/appointments/my').set(auth(c.tg)).expect(200);
      expect(mine.body.appointments[0]).toMatchObject({ session_id: session.id, status: 'planned' });
    });

    it('below the minimum at min_check_hours before the start: cancelled by itself, deposits to refund, all told', async () => {
      const s = await studio(t.db, { capacity: 5, minParticipants: 3, minCheckHours: 12 });
      const session = await makeSession(t, s);
      const [a, b] = await clients(t.db, 2);
      const seatIds: number[] = [];
      for (const p of [a, b]) seatIds.push((await bookSeat(t, p, session.id).expect(201)).body.id);
      for (const id of seatIds) {
        await t.db.query(
          `INSERT INTO appointment_deposits (appointment_id, amount, status, telegram_payment_charge_id, paid_at)
           VALUES ($1, 300, 'paid', $2, now())`,
          [id, `sessions-${id}`],
        );
      }
      const runner = t.app.get(SessionRunner);
      const start = Date.parse(wed(12));
      // 13 hours before: not yet
      expect((await runner.runOnce(start - 13 * HOUR)).cancelled).toBe(0);
      expect((await runner.runOnce(start - 12 * HOUR)).cancelled).toBe(1);
      const staff = await t.http.get(`/api/schedules/sessions/${session.id}`).set(auth(s.tg)).expect(200);
      expect(staff.body).toMatchObject({ status: 'cancelled', seats_left: 0 });
      expect(staff.body.attendees.map((x: { status: string; deposit: unknown }) => [x.status, x.deposit])).toEqual([
        ['cancelled', { amount: 300, status: 'refund_due' }],
        ['cancelled', { amount: 300, status: 'refund_due' }],
      ]);
      for (const p of [a, b]) {
        const [told] = await notices(p.user.id, 'appointment_cancelled');
        expect(told.payload).toMatchObject({ to: 'client', cancelled_by: 'master', starts_at: wed(12) });
      }
      const [master] = await notices(s.user.id, 'session_cancelled');
      expect(master.payload).toMatchObject({ session_id: session.id, seats_taken: 2, min_participants: 3 });
      // the time is free again for single bookings
      const pub = await t.http.get(`/api/public/master/${s.profile.deepLink}/sessions`).expect(200);
      expect(pub.body.sessions).toEqual([]);
    });

    it('a session that has its minimum runs, and is not checked again', async () => {
      const s = await studio(t.db, { capacity: 5, minParticipants: 2 });
      const session = await makeSession(t, s);
      for (const p of await clients(t.db, 2)) await bookSeat(t, p, session.id).expect(201);
      const runner = t.app.get(SessionRunner);
      const start = Date.parse(wed(12));
      expect(await runner.runOnce(start - 11 * HOUR)).toMatchObject({ cancelled: 0 });
      const [{ due }]: { due: string | null }[] = await t.db.query(
        `SELECT min_check_at AS due FROM group_sessions WHERE id = $1`,
        [session.id],
      );
      expect(due).toBeNull();
    });

    it('favorites and search: a group service is free on a day only through a session with a seat left', async () => {
      const s = await studio(t.db, { capacity: 1, name: 'Кундалини-йога' });
      await t.db.query(`UPDATE services SET capacity = 2 WHERE id = $1`, [s.yoga.id]);
      await t.db.query(`DELETE FROM services WHERE id = $1`, [s.service.id]);
      const session = await makeSession(t, s);
      const [fan, other] = await clients(t.db, 2);
      await t.http.put(`/api/favorites/masters/${s.user.id}`).set(auth(fan.tg)).expect(204);
      const fav = await t.http.get('/api/favorites').set(auth(fan.tg)).expect(200);
      expect(fav.body.masters[0].next_free).toBe(wed(12));
      const search = () => t.http.get('/api/search').query({ q: 'кундалини', free_on: '2026-12-02' }).expect(200);
      expect((await search()).body.items.map((i: { next_free: string }) => i.next_free)).toEqual([wed(12)]);
      await bookSeat(t, fan, session.id).expect(201);
      await bookSeat(t, other, session.id).expect(201);
      expect((await search()).body.items).toEqual([]);
      const after = await t.http.get('/api/favorites').set(auth(fan.tg)).expect(200);
      expect(after.body.masters[0].next_free).toBeNull();
    });

    it('the master hears of seats taken and freed in one message per session per 15 minutes, not one per seat', async () => {
      const s = await studio(t.db, { capacity: 5 });
      const session = await makeSession(t, s);
      const [a, b, c] = await clients(t.db, 3);
      const seatA = (await bookSeat(t, a, session.id).expect(201)).body.id;
      await bookSeat(t, b, session.id).expect(201);
      expect(await notices(s.user.id, 'appointment_booked')).toEqual([]);
      const runner = t.app.get(SessionRunner);
      const now = Date.parse(NOW);
      await runner.runOnce(now);
      expect(await notices(s.user.id, 'session_seats_changed')).toHaveLength(1);
      await t.http.post(`/api/appointments/${seatA}/cancel`).set(auth(a.tg)).send({}).expect(200);
      await bookSeat(t, c, session.id).expect(201);
      // within 15 minutes of the last message: nothing more yet
      await runner.runOnce(now + 10 * 60_000);
      expect(await notices(s.user.id, 'session_seats_changed')).toHaveLength(1);
      await runner.runOnce(now + 15 * 60_000);
      const sent = await notices(s.user.id, 'session_seats_changed');
      expect(sent.map((n) => [n.payload.taken, n.payload.freed, n.payload.seats_taken])).toEqual([
        [2, 0, 2],
        [1, 1, 2],
      ]);
      expect(await notices(s.user.id, 'appointment_cancelled')).toEqual([]);
    });
  });
}

import request from 'supertest';
import type { AppConfig } from '../../src/config/app.config';
import { auth, createTestApp, type TestApp } from '../support/test-app';
import { book, client, independentMaster, NOW, noticesAbout, setNow } from './appointments-support';
import {
  iso,
  liveStarts,
  postSeries,
  previewSeries,
  seriesBody,
  seriesRows,
  weekly,
} from './appointments-series-support';

const at = (m: { user: { id: number }; service: { id: number } }, startsAt: string) => ({
  master_id: m.user.id,
  service_id: m.service.id,
  starts_at: startsAt,
});

/**
 * Repeating visits, the same cases on PostgreSQL and on embedded PGlite (transactions one at a time). The
 * app holds a client to 12 coming bookings per master, so a 12-visit series fits exactly.
 */
export function describeSeries(name: string, overrides: Partial<AppConfig> = {}): void {
  describe(`repeating visits (${name})`, () => {
    let t: TestApp;
    let url: string;
    beforeAll(async () => {
      t = await createTestApp({ bookingsPerMasterMax: 12, ...overrides });
      await t.app.listen(0, '127.0.0.1');
      url = await t.app.getUrl();
    }, 60_000);
    beforeEach(() => setNow(t, NOW));
    afterAll(() => t.close());

    it('preview lists each visit, a taken one with its reason and the nearest free start that day', async () => {
      const m = await independentMaster(t.db);
      await book(t, await client(t.db), at(m, weekly(2))).expect(201);
      const res = await previewSeries(t, await client(t.db), seriesBody(m, 'FREQ=WEEKLY;COUNT=4')).expect(200);
      expect(res.body.occurrences).toEqual([
        { starts_at: weekly(0), ends_at: weekly(0, 11), free: true },
        { starts_at: weekly(1), ends_at: weekly(1, 11), free: true },
        // 09:00 and 11:00 are as near; the earlier is offered
        { starts_at: weekly(2), ends_at: weekly(2, 11), free: false, reason: 'slot_taken', alternative: weekly(2, 9) },
        { starts_at: weekly(3), ends_at: weekly(3, 11), free: true },
      ]);
      expect(await seriesRows(t.db, m.user.id)).toBe(0);
    });

    it('creates every visit as its own booking of one series, with one notice naming them all; my lists series_id', async () => {
      const m = await independentMaster(t.db);
      const c = await client(t.db);
      const res = await postSeries(t, c, seriesBody(m, 'FREQ=WEEKLY;INTERVAL=2;COUNT=3')).expect(201);
      const { series_id, appointments, skipped } = res.body;
      expect(skipped).toEqual([]);
      expect(appointments.map((a: { starts_at: string }) => a.starts_at)).toEqual([weekly(0), weekly(2), weekly(4)]);
      expect(appointments.every((a: { series_id: number; status: string }) => a.series_id === series_id)).toBe(true);
      const mine = await t.http.get('/api/appointments/my').set(auth(c.tg)).expect(200);
      expect(mine.body.appointments.map((a: { series_id: number }) => a.series_id)).toEqual([
        series_id,
        series_id,
        series_id,
      ]);
      // one message to the master and one confirmation, about the first visit, naming all three
      const notices = await noticesAbout(t.db, appointments[0].id, 'appointment_booked');
      expect(notices.map((n) => n.user_id).sort()).toEqual([c.user.id, m.user.id].sort());
      for (const n of notices) {
        expect(n.payload.series).toEqual({ series_id, every_weeks: 2, starts: [weekly(0), weekly(2), weekly(4)] });
      }
      expect(await noticesAbout(t.db, appointments[1].id, 'appointment_booked')).toEqual([]);
      // each visit has its own reminders, as a single booking made the same way
      const single = (await book(t, await client(t.db), at(m, weekly(1))).expect(201)).body.id as number;
      const reminders = async (id: number) => {
        const [row] = await t.db.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM appointment_reminders WHERE appointment_id = $1`,
          [id],
        );
        return row.n;
      };
      for (const a of appointments) expect(await reminders(a.id)).toBe(await reminders(single));
    });

    it('a taken visit: "fail" writes nothing and answers 409 with the time, "skip" books the rest and lists it', async () => {
      const m = await independentMaster(t.db);
      await book(t, await client(t.db), at(m, weekly(1))).expect(201);
      const c = await client(t.db);
      const failed = await postSeries(t, c, seriesBody(m, 'FREQ=WEEKLY;COUNT=3', { on_conflict: 'fail' })).expect(409);
      expect(failed.body).toEqual({
        detail: 'Часть времени серии уже занята или недоступна: ничего не записано',
        code: 'series_conflict',
        conflicts: [weekly(1)],
      });
      expect(await seriesRows(t.db, m.user.id)).toBe(0);
      const skipped = await postSeries(t, c, seriesBody(m, 'FREQ=WEEKLY;COUNT=3')).expect(201);
      expect(skipped.body.appointments.map((a: { starts_at: string }) => a.starts_at)).toEqual([weekly(0), weekly(2)]);
      expect(skipped.body.skipped).toEqual([{ starts_at: weekly(1), reason: 'slot_taken' }]);
    });

    it('12 weekly visits while another client books the 7th time at once: never two bookings on one time', async () => {
      for (const mode of ['fail', 'skip'] as const) {
        const m = await independentMaster(t.db);
        const [c, other] = [await client(t.db), await client(t.db)];
        const [series, single] = await Promise.all([
          request(url)
            .post('/api/appointments/series')
            .set(auth(c.tg))
            .send(seriesBody(m, 'FREQ=WEEKLY;COUNT=12', { on_conflict: mode })),
          request(url)
            .post('/api/appointments')
            .set(auth(other.tg))
            .send(at(m, weekly(6))),
        ]);
        const live = await liveStarts(t.db, m.user.id);
        expect(live.most).toBe(1);
        // whoever committed first holds the 7th time, exactly once
        if (single.status === 201) {
          if (mode === 'fail') {
            expect(series.status).toBe(409);
            expect(series.body.conflicts).toEqual([weekly(6)]);
            expect(live.starts).toEqual([iso(weekly(6))]);
          } else {
            expect(series.status).toBe(201);
            expect(series.body.appointments).toHaveLength(11);
            expect(series.body.skipped).toEqual([{ starts_at: weekly(6), reason: 'slot_taken' }]);
            expect(live.starts).toHaveLength(12);
          }
        } else {
          expect(single.status).toBe(409);
          expect(series.status).toBe(201);
          expect(series.body.appointments).toHaveLength(12);
          expect(live.starts).toHaveLength(12);
        }
      }
    }, 60_000);

    it('a series that would pass the per-master limit is refused whole, naming the limit', async () => {
      const m = await independentMaster(t.db);
      const c = await client(t.db);
      await book(t, c, at(m, weekly(0, 15))).expect(201);
      const res = await postSeries(t, c, seriesBody(m, 'FREQ=WEEKLY;COUNT=12')).expect(422);
      expect(res.body.detail).toBe(
        'Нельзя иметь больше 12 предстоящих записей к одному мастеру: отмените одну из них, чтобы записаться снова',
      );
      expect(await seriesRows(t.db, m.user.id)).toBe(0);
      expect((await liveStarts(t.db, m.user.id)).starts).toHaveLength(1);
    });

    it('cancel from a visit frees it and every later one at once; one visit moves or cancels alone', async () => {
      const m = await independentMaster(t.db);
      const c = await client(t.db);
      const made = (await postSeries(t, c, seriesBody(m, 'FREQ=WEEKLY;COUNT=5')).expect(201)).body;
      const ids = made.appointments.map((a: { id: number }) => a.id) as number[];
      const moved = await t.http
        .post(`/api/appointments/${ids[0]}/reschedule`)
        .set(auth(c.tg))
        .send({ starts_at: weekly(0, 12) })
        .expect(200);
      expect(moved.body.series_id).toBe(made.series_id);
      await t.http.post(`/api/appointments/${ids[1]}/cancel`).set(auth(c.tg)).send({}).expect(200);
      const res = await t.http
        .post(`/api/appointments/series/${made.series_id}/cancel`)
        .set(auth(c.tg))
        .send({ from: weekly(3), reason: 'Переезжаю' })
        .expect(200);
      expect(res.body.appointments.map((a: { id: number; status: string }) => [a.id, a.status])).toEqual([
        [ids[3], 'cancelled'],
        [ids[4], 'cancelled'],
      ]);
      const mine = await t.http.get('/api/appointments/my').set(auth(c.tg)).expect(200);
      expect(mine.body.appointments.map((a: { id: number }) => a.id)).toEqual([ids[0], ids[2]]);
      // the master hears once, naming both cancelled visits
      const told = await noticesAbout(t.db, ids[3], 'appointment_cancelled');
      expect(told).toHaveLength(1);
      expect(told[0].payload.series).toMatchObject({ starts: [weekly(3), weekly(4)] });
      await book(t, await client(t.db), at(m, weekly(3))).expect(201);
      // someone else's series is not theirs to cancel
      await t.http
        .post(`/api/appointments/series/${made.series_id}/cancel`)
        .set(auth((await client(t.db)).tg))
        .send({})
        .expect(404);
    });

    it('cancel from a visit offers each freed time to the clients waiting for its day', async () => {
      const m = await independentMaster(t.db);
      const c = await client(t.db);
      const made = (await postSeries(t, c, seriesBody(m, 'FREQ=WEEKLY;COUNT=3')).expect(201)).body;
      const waiting = [await client(t.db), await client(t.db)];
      for (const [i, w] of waiting.entries()) {
        await t.db.query(
          `INSERT INTO waitlist_entries (client_id, master_id, service_id, from_date, to_date)
           VALUES ($1, $2, $3, $4::date, $4::date)`,
          [w.user.id, m.user.id, m.service.id, weekly(i + 1).slice(0, 10)],
        );
      }
      await t.http
        .post(`/api/appointments/series/${made.series_id}/cancel`)
        .set(auth(c.tg))
        .send({ from: weekly(1) })
        .expect(200);
      for (const [i, w] of waiting.entries()) {
        const offers: { payload: { starts_at: string } }[] = await t.db.query(
          `SELECT payload FROM outbox_messages WHERE user_id = $1 AND kind = 'waitlist_offer'`,
          [w.user.id],
        );
        // one offer each, of a time on the day they wait for (the freed hour joins the free time around it)
        expect(offers.map((o) => o.payload.starts_at.slice(0, 10))).toEqual([weekly(i + 1).slice(0, 10)]);
      }
    });

    it('a retry with the same idempotency key answers the first series and books nothing more', async () => {
      const m = await independentMaster(t.db);
      const c = await client(t.db);
      const body = seriesBody(m, 'FREQ=WEEKLY;COUNT=3', { idempotency_key: 'series-1' });
      const [a, b] = await Promise.all([
        request(url).post('/api/appointments/series').set(auth(c.tg)).send(body),
        request(url).post('/api/appointments/series').set(auth(c.tg)).send(body),
      ]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(b.body.series_id).toBe(a.body.series_id);
      expect(b.body.appointments.map((x: { id: number }) => x.id)).toEqual(
        a.body.appointments.map((x: { id: number }) => x.id),
      );
      expect(await seriesRows(t.db, m.user.id)).toBe(3);
    });

    it('refuses a rule clients may not book with 422 naming the part, and a deposit service', async () => {
      const m = await independentMaster(t.db);
      const c = await client(t.db);
      for (const [rule, part] of [
        ['FREQ=DAILY;COUNT=3', 'FREQ'],
        ['FREQ=WEEKLY;INTERVAL=9;COUNT=3', 'INTERVAL'],
        ['FREQ=WEEKLY;COUNT=13', 'COUNT'],
        ['FREQ=WEEKLY;COUNT=1', 'COUNT'],
        ['FREQ=WEEKLY;UNTIL=20270701', 'UNTIL'],
        ['FREQ=WEEKLY;BYDAY=MO;COUNT=3', 'BYDAY'],
        ['FREQ=WEEKLY;COUNT=3;FOO=1', 'FOO'],
      ]) {
        const res = await postSeries(t, c, seriesBody(m, rule)).expect(422);
        expect(res.body).toMatchObject({ code: 'series_rule', part });
        expect(res.body.detail).toContain(`(${part})`);
      }
      await postSeries(t, c, seriesBody(m, 'FREQ=WEEKLY;UNTIL=20261223')).expect(201);
      const deposit = await independentMaster(t.db, {}, { depositType: 'fixed', depositValue: 500 });
      const refused = await previewSeries(t, c, seriesBody(deposit, 'FREQ=WEEKLY;COUNT=3')).expect(422);
      expect(refused.body).toEqual({
        detail:
          'Повторяющиеся визиты на услугу с предоплатой недоступны: запишитесь на каждый визит отдельно, чтобы оплатить его',
        code: 'series_deposit',
      });
    });

    it('staff book a series for a client by hand (no client limits); another master may not', async () => {
      const m = await independentMaster(t.db);
      const body = seriesBody(m, 'FREQ=WEEKLY;COUNT=12', { client_name: 'Гость Серии', client_phone: '+79161112233' });
      const res = await postSeries(t, m, body).expect(201);
      expect(res.body.appointments).toHaveLength(12);
      expect(res.body.appointments.every((a: { manual: boolean }) => a.manual)).toBe(true);
      await postSeries(t, await independentMaster(t.db), body).expect(403);
      await postSeries(t, m, seriesBody(m, 'FREQ=WEEKLY;COUNT=2', { client_name: 'Гость' })).expect(422);
    });
  });
}

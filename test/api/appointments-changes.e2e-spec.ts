import { makeMember, makeOwner, Made } from '../factories';
import { auth, createTestApp, TestApp } from '../support/test-app';
import { tableCounts } from '../support/world';
import {
  appointmentRow,
  book,
  client,
  independentMaster,
  IndependentMaster,
  noticesAbout,
  NOW,
  salon,
  Salon,
  setNow,
} from './appointments-support';

const TAKEN = { detail: 'Это время уже занято', code: 'slot_taken' };
const NOT_FOUND = { detail: 'Запись не найдена', code: 'appointment_not_found' };

describe('cancel, reschedule and status of a booking', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => setNow(t, NOW));
  afterAll(() => t.close());

  const cancel = (who: Made, id: number, body: object = {}) =>
    t.http.post(`/api/appointments/${id}/cancel`).set(auth(who.tg)).send(body);
  const move = (who: Made, id: number, startsAt: string) =>
    t.http.post(`/api/appointments/${id}/reschedule`).set(auth(who.tg)).send({ starts_at: startsAt });
  const mark = (who: Made, id: number, status: string) =>
    t.http.post(`/api/appointments/${id}/status`).set(auth(who.tg)).send({ status });

  /** A client's booking with an independent master (cutoff 3 h) at `startsAt`. */
  async function booked(startsAt = '2026-12-02T10:00:00+03:00', m?: IndependentMaster) {
    const master = m ?? (await independentMaster(t.db, { cancelCutoffHours: 3 }));
    const c = await client(t.db);
    const res = await book(t, c, { master_id: master.user.id, service_id: master.service.id, starts_at: startsAt });
    expect(res.status).toBe(201);
    return { master, client: c, id: res.body.id as number };
  }

  /** A client's booking with an organization master. */
  async function bookedInSalon(startsAt = '2026-12-02T10:00:00+03:00', s?: Salon) {
    const org = s ?? (await salon(t.db));
    const c = await client(t.db);
    const res = await book(t, c, { master_id: org.master.user.id, service_id: org.service.id, starts_at: startsAt });
    expect(res.status).toBe(201);
    return { salon: org, client: c, id: res.body.id as number };
  }

  describe('cancel', () => {
    it('by the client before the cutoff: cancelled by the client, the master told, the time free again', async () => {
      const b = await booked();
      const res = await cancel(b.client, b.id, { reason: 'Заболела' }).expect(200);
      expect(res.body).toMatchObject({
        id: b.id,
        status: 'cancelled',
        cancelled_by: 'client',
        cancel_reason: 'Заболела',
        cancelled_at: NOW,
      });
      const notices = await noticesAbout(t.db, b.id, 'appointment_cancelled');
      expect(notices).toEqual([
        expect.objectContaining({
          user_id: b.master.user.id,
          payload: expect.objectContaining({ to: 'master', cancelled_by: 'client', reason: 'Заболела' }),
        }),
      ]);
      const other = await client(t.db);
      await book(t, other, {
        master_id: b.master.user.id,
        service_id: b.master.service.id,
        starts_at: '2026-12-02T10:00:00+03:00',
      }).expect(201);
    });

    it('by the client after the cutoff: 422 naming the cutoff and the master phone; nothing changes', async () => {
      const b = await booked('2026-12-01T11:00:00+03:00'); // two hours ahead, cutoff 3 h
      const counts = await tableCounts(t.db);
      const res = await cancel(b.client, b.id).expect(422);
      expect(res.body).toEqual({
        detail: `Отменить или перенести запись можно не позднее чем за 3 ч до начала. Свяжитесь с мастером: ${b.master.user.phone}`,
        code: 'cancel_cutoff_passed',
      });
      expect((await move(b.client, b.id, '2026-12-02T10:00:00+03:00').expect(422)).body).toEqual(res.body);
      expect(await tableCounts(t.db)).toEqual(counts);
      expect((await appointmentRow(t.db, b.id)).status).toBe('planned');
    });

    it('exactly at the cutoff is too late; a minute before it is in time', async () => {
      const b = await booked('2026-12-01T13:00:00+03:00');
      setNow(t, '2026-12-01T10:00:00+03:00');
      await cancel(b.client, b.id).expect(422);
      setNow(t, '2026-12-01T09:59:00+03:00');
      await cancel(b.client, b.id).expect(200);
    });

    it('by the master inside the cutoff (until the start): the client told', async () => {
      const b = await booked('2026-12-01T10:00:00+03:00');
      const res = await cancel(b.master, b.id, { reason: 'Заболел мастер' }).expect(200);
      expect(res.body).toMatchObject({ status: 'cancelled', cancelled_by: 'master' });
      const notices = await noticesAbout(t.db, b.id, 'appointment_cancelled');
      expect(notices.map((n) => [n.user_id, n.payload.to])).toEqual([[b.client.user.id, 'client']]);
    });

    it('by the owner or an admin: cancelled by the organization, the client, the master and the other of the two told once each', async () => {
      const s = await salon(t.db);
      for (const [who, other] of [
        [s.owner, s.admin],
        [s.admin, s.owner],
      ]) {
        const b = await bookedInSalon(who === s.owner ? '2026-12-02T10:00:00+03:00' : '2026-12-02T12:00:00+03:00', s);
        await cancel(who, b.id).expect(200);
        const notices = await noticesAbout(t.db, b.id, 'appointment_cancelled');
        expect(notices.map((n) => [n.user_id, n.payload.to, n.payload.cancelled_by])).toEqual([
          [b.client.user.id, 'client', 'organization'],
          [s.master.user.id, 'master', 'organization'],
          [other.user.id, 'master', 'organization'],
        ]);
      }
    });

    it("by the client of a salon: the master, the owner and the admin told (the organization's side)", async () => {
      const b = await bookedInSalon('2026-12-03T10:00:00+03:00');
      await cancel(b.client, b.id, { reason: 'Уезжаю' }).expect(200);
      const notices = await noticesAbout(t.db, b.id, 'appointment_cancelled');
      expect(notices.map((n) => [n.user_id, n.payload.to])).toEqual([
        [b.salon.master.user.id, 'master'],
        [b.salon.owner.user.id, 'master'],
        [b.salon.admin.user.id, 'master'],
      ]);
    });

    it('not after the start, not twice, not a finished one', async () => {
      const b = await booked('2026-12-01T10:00:00+03:00');
      setNow(t, '2026-12-01T10:00:00+03:00');
      expect((await cancel(b.master, b.id).expect(422)).body).toEqual({
        detail: 'Запись уже началась: изменить её нельзя',
        code: 'appointment_started',
      });
      await mark(b.master, b.id, 'completed').expect(200);
      expect((await cancel(b.master, b.id).expect(409)).body).toEqual({
        detail: 'Запись уже завершена',
        code: 'appointment_finished',
      });
      const c = await booked('2026-12-03T10:00:00+03:00');
      await cancel(c.client, c.id).expect(200);
      expect((await cancel(c.client, c.id).expect(409)).body).toEqual({
        detail: 'Запись уже отменена',
        code: 'appointment_cancelled',
      });
      expect((await cancel(c.master, c.id).expect(409)).body).toEqual({
        detail: 'Запись уже отменена',
        code: 'appointment_cancelled',
      });
    });

    it('anyone else: 404 as if there were no such booking, and nothing changes', async () => {
      const b = await bookedInSalon();
      const strangers = [
        await client(t.db),
        (await independentMaster(t.db)) as Made,
        await makeOwner(t.db),
        await makeMember(t.db, b.salon.owner.org, 'master'), // another master of the same salon
      ];
      const counts = await tableCounts(t.db);
      for (const who of strangers) {
        expect((await cancel(who, b.id).expect(404)).body).toEqual(NOT_FOUND);
        expect((await move(who, b.id, '2026-12-02T12:00:00+03:00').expect(404)).body).toEqual(NOT_FOUND);
        expect((await mark(who, b.id, 'completed').expect(404)).body).toEqual(NOT_FOUND);
      }
      expect((await cancel(b.client, 2_000_000_000).expect(404)).body).toEqual(NOT_FOUND);
      expect(await tableCounts(t.db)).toEqual(counts);
    });
  });

  describe('reschedule', () => {
    it('by the client to an offered slot: one move, the master told, the old time free for another client', async () => {
      const b = await booked('2026-12-02T10:00:00+03:00');
      const res = await move(b.client, b.id, '2026-12-02T14:30:00+03:00').expect(200);
      expect(res.body).toMatchObject({
        id: b.id,
        status: 'planned',
        starts_at: '2026-12-02T14:30:00+03:00',
        ends_at: '2026-12-02T15:30:00+03:00',
      });
      expect(await noticesAbout(t.db, b.id, 'appointment_rescheduled')).toEqual([
        expect.objectContaining({
          user_id: b.master.user.id,
          payload: expect.objectContaining({
            to: 'master',
            moved_by: 'client',
            old_starts_at: '2026-12-02T10:00:00+03:00',
            starts_at: '2026-12-02T14:30:00+03:00',
          }),
        }),
      ]);
      const other = await client(t.db);
      const at = (s: string) => ({ master_id: b.master.user.id, service_id: b.master.service.id, starts_at: s });
      await book(t, other, at('2026-12-02T10:00:00+03:00')).expect(201);
      expect((await book(t, other, at('2026-12-02T14:30:00+03:00')).expect(409)).body).toEqual(TAKEN);
    });

    it('into its own old range (10:00 -> 10:30 for an hour)', async () => {
      const b = await booked('2026-12-02T10:00:00+03:00');
      await move(b.client, b.id, '2026-12-02T10:30:00+03:00').expect(200);
      await move(b.client, b.id, '2026-12-02T10:00:00+03:00').expect(200);
    });

    it('to a taken time: 409, and the booking keeps its time (nothing written, nobody told)', async () => {
      const m = await independentMaster(t.db);
      const b = await booked('2026-12-02T10:00:00+03:00', m);
      await booked('2026-12-02T12:00:00+03:00', m);
      const before = await appointmentRow(t.db, b.id);
      const counts = await tableCounts(t.db);
      expect((await move(b.client, b.id, '2026-12-02T12:00:00+03:00').expect(409)).body).toEqual(TAKEN);
      expect((await move(b.client, b.id, '2026-12-02T11:30:00+03:00').expect(409)).body).toEqual(TAKEN);
      // staff may go off the grid, never onto someone else's time: the database refuses the overlap
      expect((await move(m, b.id, '2026-12-02T12:40:00+03:00').expect(409)).body).toEqual(TAKEN);
      expect((await move(m, b.id, '2026-12-02T11:10:00+03:00').expect(409)).body).toEqual(TAKEN);
      expect(await appointmentRow(t.db, b.id)).toEqual(before);
      expect(await tableCounts(t.db)).toEqual(counts);
    });

    it('the client only to offered slots (422 otherwise); staff anywhere free, even off the grid or after hours', async () => {
      const b = await booked('2026-12-02T10:00:00+03:00');
      for (const at of ['2026-12-02T10:10:00+03:00', '2026-12-02T20:00:00+03:00', '2026-12-05T10:00:00+03:00']) {
        expect((await move(b.client, b.id, at).expect(422)).body).toEqual({
          detail: 'Это время недоступно для записи',
          code: 'slot_unavailable',
        });
      }
      const res = await move(b.master, b.id, '2026-12-02T20:10:00+03:00').expect(200);
      expect(res.body.starts_at).toBe('2026-12-02T20:10:00+03:00');
      expect((await noticesAbout(t.db, b.id, 'appointment_rescheduled')).map((n) => [n.user_id, n.payload.to])).toEqual(
        [[b.client.user.id, 'client']],
      );
      expect((await move(b.master, b.id, '2026-12-02T20:10:00+03:00').expect(422)).body).toEqual({
        detail: 'Запись уже назначена на это время',
        code: 'same_time',
      });
    });

    it('into the past: 422 for the owner, the master and the client alike, and the booking keeps its time', async () => {
      const b = await bookedInSalon('2026-12-02T10:00:00+03:00');
      const past = { detail: 'Нельзя перенести запись на прошедшее время', code: 'move_into_past' };
      // an hour ago (within the day staff may book a walk-in for), a minute ago, and a day ago at the hour
      for (const at of ['2026-12-01T08:00:00+03:00', '2026-12-01T08:59:00+03:00', '2026-11-30T09:00:00+03:00']) {
        for (const who of [b.salon.owner, b.salon.master, b.client]) {
          expect((await move(who, b.id, at).expect(422)).body).toEqual(past);
        }
      }
      expect((await appointmentRow(t.db, b.id)).starts_at).toEqual(new Date('2026-12-02T10:00:00+03:00'));
      expect(await noticesAbout(t.db, b.id, 'appointment_rescheduled')).toEqual([]);
    });

    it('by the owner: the client, the master and the admin told; a cancelled booking cannot move', async () => {
      const b = await bookedInSalon();
      await move(b.salon.owner, b.id, '2026-12-02T16:00:00+03:00').expect(200);
      expect(
        (await noticesAbout(t.db, b.id, 'appointment_rescheduled')).map((n) => [n.user_id, n.payload.moved_by]),
      ).toEqual([
        [b.client.user.id, 'organization'],
        [b.salon.master.user.id, 'organization'],
        [b.salon.admin.user.id, 'organization'],
      ]);
      await cancel(b.client, b.id).expect(200);
      expect((await move(b.client, b.id, '2026-12-02T12:00:00+03:00').expect(409)).body).toEqual({
        detail: 'Запись уже отменена',
        code: 'appointment_cancelled',
      });
    });

    it('keeps the booked length and takes the master buffer of now', async () => {
      const m = await independentMaster(t.db, { bufferMinutes: 10 });
      const b = await booked('2026-12-02T10:00:00+03:00', m);
      await t.db.query(`UPDATE services SET duration_minutes = 90 WHERE id = $1`, [m.service.id]);
      await move(b.client, b.id, '2026-12-02T13:00:00+03:00').expect(200);
      const row = await appointmentRow(t.db, b.id);
      expect([row.starts_at.toISOString(), row.ends_at.toISOString(), row.occupied_until.toISOString()]).toEqual([
        '2026-12-02T10:00:00.000Z',
        '2026-12-02T11:00:00.000Z',
        '2026-12-02T11:10:00.000Z',
      ]);
    });
  });

  describe('status', () => {
    it('the master marks completed after the start; before it 422; the client 403', async () => {
      const b = await booked('2026-12-01T10:00:00+03:00');
      expect((await mark(b.master, b.id, 'completed').expect(422)).body).toEqual({
        detail: 'Отметить визит можно только после начала записи',
        code: 'visit_not_started',
      });
      setNow(t, '2026-12-01T10:00:00+03:00');
      expect((await mark(b.client, b.id, 'completed').expect(403)).body).toEqual({
        detail: 'Доступ запрещён',
        code: 'forbidden',
      });
      const res = await mark(b.master, b.id, 'completed').expect(200);
      expect(res.body.status).toBe('completed');
      expect((await mark(b.master, b.id, 'no_show').expect(409)).body).toEqual({
        detail: 'Запись уже завершена',
        code: 'appointment_finished',
      });
    });

    it('the owner and an admin mark no-shows; only completed or no_show are accepted', async () => {
      const s = await salon(t.db);
      const one = await bookedInSalon('2026-12-01T10:00:00+03:00', s);
      const two = await bookedInSalon('2026-12-01T12:00:00+03:00', s);
      setNow(t, '2026-12-01T13:00:00+03:00');
      const bad = await mark(s.owner, one.id, 'cancelled').expect(422);
      expect(bad.body.detail[0]).toEqual({
        loc: ['body', 'status'],
        msg: 'Статус может быть только completed или no_show',
      });
      expect((await mark(s.owner, one.id, 'no_show').expect(200)).body.status).toBe('no_show');
      expect((await mark(s.admin, two.id, 'no_show').expect(200)).body.status).toBe('no_show');
      await mark(s.master, two.id, 'completed').expect(409);
    });
  });
});

import { Logger } from '@nestjs/common';
import { makeBusy } from '../factories/schedules';
import { auth, createTestApp, TestApp } from '../support/test-app';
import { WaitlistOffersService } from '../../src/waitlist/waitlist-offers.service';
import { appointmentRow, client, noticesAbout, NOW, setNow } from './appointments-support';
import { at, DAY, fullDay, join, waitlistNotices } from './waitlist-support';

/** Freed time becomes offers: cancellations and moves, in the same transaction as the change. */
describe('waitlist offers of freed time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => setNow(t, NOW));
  afterAll(() => t.close());

  const cancel = (who: Parameters<typeof auth>[0], id: number) =>
    t.http.post(`/api/appointments/${id}/cancel`).set(auth(who)).send({});
  const move = (who: Parameters<typeof auth>[0], id: number, startsAt: string) =>
    t.http.post(`/api/appointments/${id}/reschedule`).set(auth(who)).send({ starts_at: startsAt });

  const offerRows = (masterId: number) =>
    t.db.query(
      `SELECT o.status, e.client_id, o.starts_at, o.occupied_until FROM waitlist_offers o
         JOIN waitlist_entries e ON e.id = o.entry_id WHERE o.master_id = $1 ORDER BY o.id`,
      [masterId],
    );

  it('a cancellation offers the freed hour to everyone waiting for a fitting service on that day', async () => {
    const d = await fullDay(t);
    const [a, b, long, otherDay] = [await client(t.db), await client(t.db), await client(t.db), await client(t.db)];
    const wait = (c: typeof a, serviceId: number, from = DAY, to = DAY) =>
      join(t, c, { master_id: d.master.user.id, service_id: serviceId, from, to }).expect(201);
    await wait(a, d.master.service.id, '2026-12-01', '2026-12-03');
    await wait(b, d.master.service.id);
    await wait(long, d.long.id); // two hours do not fit in the freed hour
    await wait(otherDay, d.master.service.id, '2026-12-03', '2026-12-04');

    await cancel(d.holder.tg, d.bookingId).expect(200);

    for (const c of [a, b]) {
      const notices = await waitlistNotices(t.db, c.user.id);
      expect(notices).toEqual([
        expect.objectContaining({
          chat_id: c.tg.id,
          kind: 'waitlist_offer',
          payload: {
            offer_id: expect.any(Number),
            starts_at: at('10:00'),
            time_zone: 'Europe/Moscow',
            master_name: `${d.master.user.firstName} ${d.master.user.lastName}`,
            service_name: 'Стрижка',
            organization_name: null,
          },
        }),
      ]);
    }
    expect(await waitlistNotices(t.db, long.user.id)).toEqual([]);
    expect(await waitlistNotices(t.db, otherDay.user.id)).toEqual([]);
    const offers = await offerRows(d.master.user.id);
    expect(
      offers.map((o: { client_id: number; status: string; starts_at: Date; occupied_until: Date }) => [
        o.client_id,
        o.status,
        o.starts_at.toISOString(),
        o.occupied_until.toISOString(),
      ]),
    ).toEqual([
      [a.user.id, 'sent', '2026-12-02T07:00:00.000Z', '2026-12-02T08:00:00.000Z'],
      [b.user.id, 'sent', '2026-12-02T07:00:00.000Z', '2026-12-02T08:00:00.000Z'],
    ]);
  });

  it('a move offers the old time (and not the new one)', async () => {
    const d = await fullDay(t);
    const a = await client(t.db);
    await join(t, a, { master_id: d.master.user.id, service_id: d.master.service.id, from: DAY, to: DAY }).expect(201);
    await move(d.holder.tg, d.bookingId, at('10:00', '2026-12-03')).expect(200);
    const [notice] = await waitlistNotices(t.db, a.user.id);
    expect(notice).toMatchObject({ kind: 'waitlist_offer', payload: { starts_at: at('10:00') } });
  });

  it('freed time that fits the two-hour service is offered to it, at its first start', async () => {
    const d = await fullDay(t);
    // 11–12 frees too: the holder's hour and the next make room for two hours
    await t.db.query(`DELETE FROM appointments WHERE master_id = $1 AND starts_at = $2`, [
      d.master.user.id,
      at('11:00'),
    ]);
    await makeBusy(t.db, d.master.user.id, at('12:00'), at('18:00'));
    const long = await client(t.db);
    await join(t, long, { master_id: d.master.user.id, service_id: d.long.id, from: DAY, to: DAY }).expect(201);
    await cancel(d.holder.tg, d.bookingId).expect(200);
    const notices = await waitlistNotices(t.db, long.user.id);
    expect(notices.map((n) => n.payload.starts_at)).toEqual([at('10:00')]);
  });

  it('no offer to a left entry', async () => {
    const d = await fullDay(t);
    const a = await client(t.db);
    const entry = await join(t, a, {
      master_id: d.master.user.id,
      service_id: d.master.service.id,
      from: DAY,
      to: DAY,
    });
    await t.http.delete(`/api/waitlist/${entry.body.id}`).set(auth(a.tg)).expect(200);
    await cancel(d.master.tg, d.bookingId).expect(200);
    expect(await waitlistNotices(t.db, a.user.id)).toEqual([]);
  });

  it('a failing offer step is undone alone: the cancellation and its notice stand', async () => {
    const d = await fullDay(t);
    const a = await client(t.db);
    await join(t, a, { master_id: d.master.user.id, service_id: d.master.service.id, from: DAY, to: DAY }).expect(201);
    const offers = t.app.get(WaitlistOffersService);
    // the step writes an offer, then fails: its write is rolled back to the savepoint, nothing else is
    const spy = jest.spyOn(offers, 'offerFreedTime').mockImplementationOnce(async (m, freed) => {
      await m.query(
        `INSERT INTO waitlist_offers (entry_id, master_id, starts_at, occupied_until)
         SELECT id, master_id, now(), now() + interval '1 hour' FROM waitlist_entries WHERE master_id = $1`,
        [freed.masterId],
      );
      throw new Error('offer step failed');
    });
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      await cancel(d.holder.tg, d.bookingId).expect(200);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('offer step failed'));
    } finally {
      spy.mockRestore();
      logged.mockRestore();
    }
    expect(await appointmentRow(t.db, d.bookingId)).toMatchObject({ status: 'cancelled' });
    expect(await noticesAbout(t.db, d.bookingId, 'appointment_cancelled')).toHaveLength(1);
    expect(await offerRows(d.master.user.id)).toEqual([]);
  });

  it('the same start is not offered twice to one entry while its offer is live', async () => {
    const d = await fullDay(t);
    const a = await client(t.db);
    await join(t, a, { master_id: d.master.user.id, service_id: d.master.service.id, from: DAY, to: DAY }).expect(201);
    await cancel(d.holder.tg, d.bookingId).expect(200);
    // someone books the hour again and cancels: the time frees once more
    const other = await client(t.db);
    const again = await t.http
      .post('/api/appointments')
      .set(auth(other.tg))
      .send({ master_id: d.master.user.id, service_id: d.master.service.id, starts_at: at('10:00') })
      .expect(201);
    await cancel(other.tg, again.body.id).expect(200);
    expect(await waitlistNotices(t.db, a.user.id)).toHaveLength(1);
  });
});

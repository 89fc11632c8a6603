import { User } from '../../src/users/entities/user.entity';
import { WaitlistOffersService } from '../../src/waitlist/waitlist-offers.service';
import { auth, createTestApp, TestApp } from '../support/test-app';
import { book, client, independentMaster, NOW, setNow } from './appointments-support';
import { at, DAY, fullDay, join, waitlistNotices } from './waitlist-support';

const REUSED = {
  detail: 'Этот ключ идемпотентности уже использован для записи к другому мастеру, на другую услугу или время',
  code: 'idempotency_key_reused',
};

/** An idempotency key answers the booking it made, and only a repeat of the same request. */
describe('idempotency keys of bookings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => setNow(t, NOW));
  afterAll(() => t.close());

  const liveBookingsOf = (clientId: number) =>
    t.db.query<{ master_id: number; starts_at: Date }[]>(
      `SELECT master_id, starts_at FROM appointments WHERE client_id = $1 AND status <> 'cancelled' ORDER BY id`,
      [clientId],
    );

  it('a key sent again with another start, master or service is refused, and nothing is written', async () => {
    const m = await independentMaster(t.db);
    const other = await independentMaster(t.db);
    const c = await client(t.db);
    const body = {
      master_id: m.user.id,
      service_id: m.service.id,
      starts_at: '2026-12-04T10:00:00+03:00',
      idempotency_key: 'confirm-1',
    };
    const first = await book(t, c, body).expect(201);
    for (const changed of [
      { starts_at: '2026-12-04T12:00:00+03:00' },
      { master_id: other.user.id, service_id: other.service.id },
      { service_id: other.service.id },
    ]) {
      const res = await book(t, c, { ...body, ...changed }).expect(422);
      expect(res.body).toEqual(REUSED);
    }
    expect(await liveBookingsOf(c.user.id)).toHaveLength(1);
    // the same request again still answers the first booking; the same start in another spelling too
    expect((await book(t, c, body).expect(201)).body).toEqual(first.body);
    const utc = await book(t, c, { ...body, starts_at: '2026-12-04T07:00:00Z' }).expect(201);
    expect(utc.body.id).toBe(first.body.id);
  });

  it("a waitlist offer books its own time, even when the client used the offer's old key for another booking", async () => {
    const d = await fullDay(t);
    const a = await client(t.db);
    await join(t, a, { master_id: d.master.user.id, service_id: d.master.service.id, from: DAY, to: DAY }).expect(201);
    // the holder cancels: the freed 10:00 is offered to the waiting client
    await t.http.post(`/api/appointments/${d.bookingId}/cancel`).set(auth(d.holder.tg)).send({}).expect(200);
    const [offer] = await waitlistNotices(t.db, a.user.id);
    const offerId = offer.payload.offer_id as number;

    // the client books another master first, with the key the offer's booking was once made under
    const elsewhere = await independentMaster(t.db);
    await book(t, a, {
      master_id: elsewhere.user.id,
      service_id: elsewhere.service.id,
      starts_at: '2026-12-03T15:00:00+03:00',
      idempotency_key: `waitlist-offer-${offerId}`,
    }).expect(201);

    const user = await t.db.getRepository(User).findOneByOrFail({ id: a.user.id });
    const taken = await t.app.get(WaitlistOffersService).take(user, offerId);
    expect(taken).toMatchObject({ ok: true, startsAt: at('10:00') });
    const booked = await liveBookingsOf(a.user.id);
    expect(booked.map((r) => [r.master_id, r.starts_at.toISOString()])).toEqual([
      [elsewhere.user.id, '2026-12-03T12:00:00.000Z'],
      [d.master.user.id, '2026-12-02T07:00:00.000Z'],
    ]);
    // a second tap answers that it is already theirs; nothing more is booked
    expect(await t.app.get(WaitlistOffersService).take(user, offerId)).toMatchObject({
      ok: false,
      reason: 'already_yours',
    });
    expect(await liveBookingsOf(a.user.id)).toHaveLength(2);
  });
});

import { auth } from '../support/test-app';
import { noticesAbout } from '../api/appointments-support';
import { callbackUpdate, inlineButtons, startBotTest, type BotTest } from './support';
import { drain } from './reminder-support';
import {
  at,
  bookAt,
  depositMaster,
  depositRow,
  newClient,
  NOW,
  paid,
  plainService,
  PROVIDER_TOKEN,
  runDeposits,
  TOMORROW_10,
} from './deposit-support';
import type { IndependentMaster } from '../api/appointments-support';
import type { Made } from '../factories';

describe('deposits: money back is marked by the business (the Bot API cannot refund provider payments)', () => {
  let b: BotTest;
  beforeAll(async () => {
    b = await startBotTest({ paymentProviderToken: PROVIDER_TOKEN });
  });
  afterAll(() => b.close());
  beforeEach(() => {
    at(b, NOW);
    b.fake.reset();
  });

  /** A booking for tomorrow 10:00 whose 500 ₽ deposit is paid. */
  async function paidBooking(): Promise<{ m: IndependentMaster; c: Made; id: number }> {
    const m = await depositMaster(b);
    const c = await newClient(b);
    const id = (await bookAt(b, c, m, TOMORROW_10)).body.id as number;
    await b.deliver(paid(c.tg, `dep:${id}`, 50000, `tg-${id}`));
    return { m, c, id };
  }

  it('the client cancels before the cutoff: refund_due, the master gets «Возврат сделан», which marks it refunded', async () => {
    const { m, c, id } = await paidBooking();
    const res = await b.t.http.post(`/api/appointments/${id}/cancel`).set(auth(c.tg)).send({});
    expect(res.body).toMatchObject({ status: 'cancelled', deposit: { amount: 500, status: 'refund_due' } });

    expect(await runDeposits(b)).toMatchObject({ refundNotices: 1 });
    expect(await runDeposits(b)).toMatchObject({ refundNotices: 0 });
    await drain(b);
    const notice = b.messagesTo(m.tg.id).find((x) => String(x.payload.text).startsWith('Верните предоплату 500 ₽'));
    expect(notice).toBeDefined();
    const done = inlineButtons(notice!).find((x) => x.text === 'Возврат сделан');
    expect(done?.callback_data).toBe(`dep:ref:${id}`);

    // only the business may tap it: the client's tap changes nothing
    await b.deliver(callbackUpdate(c.tg, `dep:ref:${id}`));
    expect((await depositRow(b, id)).status).toBe('refund_due');
    await b.deliver(callbackUpdate(m.tg, `dep:ref:${id}`, { message_id: 77, text: String(notice!.payload.text) }));
    expect((await depositRow(b, id)).status).toBe('refunded');
  });

  it('the master cancels: refund_due; marking it refunded answers the booking', async () => {
    const { m, id } = await paidBooking();
    await b.t.http.post(`/api/appointments/${id}/cancel`).set(auth(m.tg)).send({ reason: 'заболел' });
    expect((await depositRow(b, id)).status).toBe('refund_due');
    const res = await b.t.http.post(`/api/appointments/${id}/deposit/refunded`).set(auth(m.tg));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'cancelled', deposit: { amount: 500, status: 'refunded' } });
    // refunded is final
    const again = await b.t.http.post(`/api/appointments/${id}/deposit/retain`).set(auth(m.tg));
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('Предоплату в этом состоянии так отметить нельзя');
  });

  it('a deposit owed back cannot be retained, and one refunded cannot be marked refunded again (409)', async () => {
    const { m, id } = await paidBooking();
    await b.t.http.post(`/api/appointments/${id}/cancel`).set(auth(m.tg)).send({ reason: 'заболел' });
    expect((await depositRow(b, id)).status).toBe('refund_due');
    const kept = await b.t.http.post(`/api/appointments/${id}/deposit/retain`).set(auth(m.tg));
    expect([kept.status, kept.body.code]).toEqual([409, 'deposit_state']);
    expect((await depositRow(b, id)).status).toBe('refund_due');

    expect((await b.t.http.post(`/api/appointments/${id}/deposit/refunded`).set(auth(m.tg))).status).toBe(200);
    const twice = await b.t.http.post(`/api/appointments/${id}/deposit/refunded`).set(auth(m.tg));
    expect([twice.status, twice.body.code]).toEqual([409, 'deposit_state']);
    expect((await depositRow(b, id)).status).toBe('refunded');
  });

  it('a paid deposit is retained once: retaining it again is 409', async () => {
    const { m, id } = await paidBooking();
    const kept = await b.t.http.post(`/api/appointments/${id}/deposit/retain`).set(auth(m.tg));
    expect(kept.body.deposit).toEqual({ amount: 500, status: 'retained' });
    const again = await b.t.http.post(`/api/appointments/${id}/deposit/retain`).set(auth(m.tg));
    expect([again.status, again.body.code]).toEqual([409, 'deposit_state']);
  });

  it('a no-show keeps the deposit (retained) unless the business marks it refunded', async () => {
    const { m, id } = await paidBooking();
    at(b, '2026-12-02T11:30:00+03:00');
    const res = await b.t.http.post(`/api/appointments/${id}/status`).set(auth(m.tg)).send({ status: 'no_show' });
    expect(res.body).toMatchObject({ status: 'no_show', deposit: { status: 'retained' } });
    const back = await b.t.http.post(`/api/appointments/${id}/deposit/refunded`).set(auth(m.tg));
    expect(back.body.deposit).toEqual({ amount: 500, status: 'refunded' });
  });

  it('a payment conflict not rebooked within a day becomes refund_due and the business is told', async () => {
    const m = await depositMaster(b);
    const c = await newClient(b);
    const id = (await bookAt(b, c, m, TOMORROW_10)).body.id as number;
    at(b, '2026-12-01T09:20:00+03:00');
    const walkIn = await plainService(b, m);
    expect((await bookAt(b, await newClient(b, 'Олег'), m, TOMORROW_10, walkIn.id)).status).toBe(201);
    await b.deliver(paid(c.tg, `dep:${id}`, 50000, `tg-conflict-${id}`));
    expect((await depositRow(b, id)).status).toBe('paid');

    at(b, '2026-12-02T09:19:00+03:00');
    expect(await runDeposits(b)).toMatchObject({ conflictsToRefund: 0 });
    at(b, '2026-12-02T09:20:00+03:00');
    expect(await runDeposits(b)).toMatchObject({ conflictsToRefund: 1, refundNotices: 1 });
    expect((await depositRow(b, id)).status).toBe('refund_due');
    const [told] = await noticesAbout(b.t.db, id, 'deposit_refund_due');
    expect(told).toMatchObject({ user_id: m.user.id, payload: { amount: 500, reason: 'conflict' } });
  });

  it('marks: another business 403, no deposit or a deposit still awaiting payment 409', async () => {
    const { id } = await paidBooking();
    const stranger = await depositMaster(b);
    expect((await b.t.http.post(`/api/appointments/${id}/deposit/retain`).set(auth(stranger.tg))).status).toBe(403);
    expect((await depositRow(b, id)).status).toBe('paid');

    const m = await depositMaster(b);
    const c = await newClient(b);
    const awaiting = (await bookAt(b, c, m, TOMORROW_10)).body.id as number;
    expect((await b.t.http.post(`/api/appointments/${awaiting}/deposit/refunded`).set(auth(m.tg))).status).toBe(409);
    const plain = await plainService(b, m);
    const none = (await bookAt(b, c, m, '2026-12-02T15:00:00+03:00', plain.id)).body.id as number;
    expect((await b.t.http.post(`/api/appointments/${none}/deposit/retain`).set(auth(m.tg))).status).toBe(409);
  });
});

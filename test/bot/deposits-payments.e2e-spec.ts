import { auth } from '../support/test-app';
import { noticesAbout } from '../api/appointments-support';
import { drain, remindersOf } from './reminder-support';
import { startBotTest, type BotTest } from './support';
import {
  at,
  bookAt,
  checkoutAnswers,
  depositMaster,
  depositRow,
  newClient,
  NOW,
  paid,
  plainService,
  preCheckout,
  PROVIDER_TOKEN,
  runDeposits,
  statusOf,
  TOMORROW_10,
  TOMORROW_12,
} from './deposit-support';

const TAKEN = 'Это время уже заняли — выберите другое';

describe('deposits: a booking holds its time until its deposit is paid through Telegram Payments', () => {
  let b: BotTest;
  beforeAll(async () => {
    b = await startBotTest({ paymentProviderToken: PROVIDER_TOKEN, paymentHoldMinutes: 15 });
  });
  afterAll(() => b.close());
  beforeEach(() => {
    at(b, NOW);
    b.fake.reset();
  });

  it('pay in time: awaiting_payment with the invoice, the time held, no notices or reminders until paid', async () => {
    const m = await depositMaster(b);
    const c = await newClient(b);
    const res = await bookAt(b, c, m, TOMORROW_10);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'awaiting_payment',
      deposit: { amount: 500, status: 'awaiting' },
      payment: { amount: 500, currency: 'RUB', hold_until: '2026-12-01T09:15:00+03:00', cancel_cutoff_hours: 3 },
    });
    const id = res.body.id as number;
    const payload = `dep:${id}`;
    expect(res.body.payment.invoice_url).toMatch(/^https:\/\/t\.me\//);
    const [invoice] = b.fake.callsOf('createInvoiceLink');
    expect(invoice.payload).toMatchObject({ payload, provider_token: PROVIDER_TOKEN, currency: 'RUB' });
    expect(invoice.payload.prices).toEqual([{ label: 'Предоплата', amount: 50000 }]);

    // the time is held: another client cannot take it
    const other = await newClient(b, 'Олег');
    expect((await bookAt(b, other, m, TOMORROW_10)).status).toBe(409);
    expect(await noticesAbout(b.t.db, id)).toEqual([]);
    expect(await remindersOf(b.t.db, id)).toEqual([]);

    await b.deliver(preCheckout(c.tg, payload, 50000));
    expect(checkoutAnswers(b)).toEqual([{ ok: true, error_message: undefined }]);
    await b.deliver(paid(c.tg, payload, 50000, 'tg-charge-1'));

    expect(await statusOf(b, id)).toBe('planned');
    expect(await depositRow(b, id)).toEqual({
      status: 'paid',
      amount: 500,
      telegram_payment_charge_id: 'tg-charge-1',
      provider_payment_charge_id: 'yk-tg-charge-1',
    });
    const kinds = (await noticesAbout(b.t.db, id)).map((n) => `${n.kind}:${String(n.payload.to)}`);
    expect(kinds.sort()).toEqual(['appointment_booked:client', 'appointment_booked:master']);
    expect((await remindersOf(b.t.db, id)).map((r) => r.lead_minutes)).toEqual([1440, 120]);

    const mine = await b.t.http.get('/api/appointments/my').set(auth(c.tg));
    expect(mine.body.appointments.find((a: { id: number }) => a.id === id)).toMatchObject({
      status: 'planned',
      deposit: { amount: 500, status: 'paid' },
    });
  });

  it('a second delivery of the same successful_payment changes nothing and tells nobody twice', async () => {
    const m = await depositMaster(b);
    const c = await newClient(b);
    const id = (await bookAt(b, c, m, TOMORROW_10)).body.id as number;
    await b.deliver(paid(c.tg, `dep:${id}`, 50000, 'tg-dup'));
    const before = await noticesAbout(b.t.db, id);
    await b.deliver(paid(c.tg, `dep:${id}`, 50000, 'tg-dup'));
    expect(await noticesAbout(b.t.db, id)).toHaveLength(before.length);
    const rows: { n: number }[] = await b.t.db.query(
      `SELECT count(*)::int AS n FROM deposit_payments WHERE telegram_payment_charge_id = 'tg-dup'`,
    );
    expect(rows[0].n).toBe(1);
    expect(await statusOf(b, id)).toBe('planned');
  });

  it('a second, different payment for a deposit already paid is kept, and the client and the business hear it is to be returned', async () => {
    const m = await depositMaster(b);
    const c = await newClient(b);
    const id = (await bookAt(b, c, m, TOMORROW_10)).body.id as number;
    // two invoices paid at once: both pass their pre-checkout, both payments arrive
    await b.deliver(paid(c.tg, `dep:${id}`, 50000, 'tg-first'));
    await b.deliver(paid(c.tg, `dep:${id}`, 50000, 'tg-second'));

    const payments: { charge: string; outcome: string }[] = await b.t.db.query(
      `SELECT telegram_payment_charge_id AS charge, outcome FROM deposit_payments
        WHERE telegram_payment_charge_id IN ('tg-first', 'tg-second') ORDER BY id`,
    );
    expect(payments).toEqual([
      { charge: 'tg-first', outcome: 'paid' },
      { charge: 'tg-second', outcome: 'unknown' },
    ]);
    expect(await depositRow(b, id)).toMatchObject({ status: 'paid', telegram_payment_charge_id: 'tg-first' });
    const extra = (await noticesAbout(b.t.db, id)).filter((n) => n.kind === 'deposit_extra_payment');
    expect(extra.map((n) => String(n.payload.to)).sort()).toEqual(['client', 'master']);
    expect(extra.every((n) => n.payload.amount === 500)).toBe(true);

    await drain(b);
    const toClient = b.messagesTo(c.tg.id).map((x) => String(x.payload.text));
    expect(toClient.some((t) => t.startsWith('Пришла ещё одна оплата 500 ₽') && t.includes('мастер вернёт'))).toBe(
      true,
    );
    const toMaster = b.messagesTo(m.tg.id).map((x) => String(x.payload.text));
    expect(toMaster.some((t) => t.includes('оплатил предоплату за запись') && t.includes('ещё раз: 500 ₽'))).toBe(true);
  });

  it('a pre-checkout for someone else’s booking, a wrong sum or a booking not awaiting payment is refused', async () => {
    const m = await depositMaster(b);
    const c = await newClient(b);
    const stranger = await newClient(b, 'Чужой');
    const id = (await bookAt(b, c, m, TOMORROW_10)).body.id as number;
    await b.deliver(preCheckout(stranger.tg, `dep:${id}`, 50000));
    await b.deliver(preCheckout(c.tg, `dep:${id}`, 40000));
    await b.deliver(preCheckout(c.tg, `dep:${id}`, 50000, 'USD'));
    await b.deliver(paid(c.tg, `dep:${id}`, 50000, 'tg-stale'));
    await b.deliver(preCheckout(c.tg, `dep:${id}`, 50000));
    expect(checkoutAnswers(b)).toEqual(Array(4).fill({ ok: false, error_message: TAKEN }));
  });

  it('pay after the hold with the time still free: the hold is taken again and the booking planned', async () => {
    const m = await depositMaster(b);
    const c = await newClient(b);
    const id = (await bookAt(b, c, m, TOMORROW_10)).body.id as number;
    at(b, '2026-12-01T09:16:00+03:00');
    expect(await runDeposits(b)).toMatchObject({ expired: 1 });
    expect(await statusOf(b, id)).toBe('expired');
    // an expired hold is its client's alone: the master's calendar does not show it
    const cal = await b.t.http.get('/api/appointments/calendar?from=2026-12-02&to=2026-12-02').set(auth(m.tg));
    expect(cal.body.appointments.map((a: { id: number }) => a.id)).not.toContain(id);

    await b.deliver(preCheckout(c.tg, `dep:${id}`, 50000));
    expect(checkoutAnswers(b)).toEqual([{ ok: true, error_message: undefined }]);
    expect(await statusOf(b, id)).toBe('awaiting_payment');
    await b.deliver(paid(c.tg, `dep:${id}`, 50000, 'tg-late-free'));
    expect(await statusOf(b, id)).toBe('planned');
  });

  it('pay after the hold with the time taken: refused at checkout; a payment that comes anyway is kept (payment_conflict) and moves to the next time the client picks', async () => {
    const m = await depositMaster(b);
    const c = await newClient(b);
    const id = (await bookAt(b, c, m, TOMORROW_10)).body.id as number;
    at(b, '2026-12-01T09:20:00+03:00');
    // the hold ran out (the runner has not come yet): another client takes the time
    const other = await newClient(b, 'Олег');
    const walkIn = await plainService(b, m);
    expect((await bookAt(b, other, m, TOMORROW_10, walkIn.id)).status).toBe(201);
    expect(await statusOf(b, id)).toBe('expired');

    await b.deliver(preCheckout(c.tg, `dep:${id}`, 50000));
    expect(checkoutAnswers(b)).toEqual([{ ok: false, error_message: TAKEN }]);

    await b.deliver(paid(c.tg, `dep:${id}`, 50000, 'tg-conflict'));
    expect(await statusOf(b, id)).toBe('payment_conflict');
    expect(await depositRow(b, id)).toMatchObject({ status: 'paid', telegram_payment_charge_id: 'tg-conflict' });
    const told = await noticesAbout(b.t.db, id, 'deposit_conflict');
    expect(told.map((n) => [n.user_id, n.payload.to, n.payload.amount])).toEqual([
      [c.user.id, 'client', 500],
      [m.user.id, 'master', 500],
    ]);
    expect(told[0].payload.book_again_path).toBe(`/master/${m.profile.deepLink}?service=${m.service.id}`);

    // the client picks another time: planned at once, the paid deposit moved there, no second invoice
    b.fake.reset();
    const again = await bookAt(b, c, m, TOMORROW_12);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ status: 'planned', deposit: { amount: 500, status: 'paid' } });
    expect(again.body.payment).toBeUndefined();
    expect(b.fake.callsOf('createInvoiceLink')).toHaveLength(0);
    expect(await depositRow(b, id)).toBeUndefined();
    // once: the next booking of the same service asks for a deposit again
    const third = await bookAt(b, c, m, '2026-12-02T15:00:00+03:00');
    expect(third.body).toMatchObject({ status: 'awaiting_payment' });
  });

  it('many clients holding one time at once: exactly one hold', async () => {
    const m = await depositMaster(b);
    const clients = await Promise.all(Array.from({ length: 50 }, (_, i) => newClient(b, `Клиент${i}`)));
    const answers = await Promise.all(clients.map((c) => bookAt(b, c, m, TOMORROW_10)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const rows: { n: number }[] = await b.t.db.query(
      `SELECT count(*)::int AS n FROM appointments WHERE master_id = $1 AND status = 'awaiting_payment'`,
      [m.user.id],
    );
    expect(rows[0].n).toBe(1);
    expect(b.fake.callsOf('createInvoiceLink')).toHaveLength(1);
  });

  it('a client who left gets the Pay button in the chat while the hold lasts', async () => {
    const m = await depositMaster(b);
    const c = await newClient(b);
    const res = await bookAt(b, c, m, TOMORROW_10);
    await runDeposits(b);
    expect(await noticesAbout(b.t.db, res.body.id, 'deposit_pay_prompt')).toEqual([]);
    at(b, '2026-12-01T09:02:00+03:00');
    await runDeposits(b);
    await runDeposits(b);
    const prompts = await noticesAbout(b.t.db, res.body.id, 'deposit_pay_prompt');
    expect(prompts).toHaveLength(1);
    expect(prompts[0]).toMatchObject({
      user_id: c.user.id,
      payload: { amount: 500, invoice_url: res.body.payment.invoice_url, hold_until: '2026-12-01T09:15:00+03:00' },
    });
  });
});

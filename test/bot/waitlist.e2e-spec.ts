import { client, NOW, setNow } from '../api/appointments-support';
import { at, DAY, join } from '../api/waitlist-support';
import { makeUser } from '../factories';
import { auth, tgUser } from '../support/test-app';
import { BotTest, inlineButtons, startBotTest } from './support';
import {
  bookedAtTen,
  bothTap,
  callbackAnswers,
  callsTo,
  drain,
  lastMessage,
  offeredToAll,
  tapOf,
  textOf,
} from './waitlist-flow';

const TAKEN = 'Это время уже занято';

describe('waitlist through the bot: offers with «Записаться», the first tap wins', () => {
  let b: BotTest;
  beforeAll(async () => {
    b = await startBotTest();
  });
  beforeEach(() => {
    b.fake.reset();
    setNow(b.t, NOW);
  });
  afterAll(() => b.close());

  const entryStatus = async (clientId: number) => {
    const rows = await b.t.db.query<{ status: string }[]>(`SELECT status FROM waitlist_entries WHERE client_id = $1`, [
      clientId,
    ]);
    return rows.map((r) => r.status);
  };

  it('two waiting, a cancellation: both offered the time; both tap at once: one booked, the other told it is gone', async () => {
    const w = await offeredToAll(b);
    for (const offer of w.offers) {
      expect(textOf(offer)).toBe(
        `Освободилось время у мастера ${w.master.user.firstName} ${w.master.user.lastName}: 02.12.2026 10:00 (Europe/Moscow)\n` +
          'Услуга: Стрижка\nЗапишется тот, кто нажмёт первым.',
      );
      expect(inlineButtons(offer)).toEqual([
        { text: 'Записаться', callback_data: expect.stringMatching(/^wl:take:\d+$/) },
      ]);
    }
    expect(inlineButtons(w.offers[0])[0].callback_data).not.toBe(inlineButtons(w.offers[1])[0].callback_data);

    const { winner, loser } = await bothTap(b, w);

    expect(callbackAnswers(b)).toEqual(
      expect.arrayContaining([
        { text: 'Вы записаны', show_alert: undefined },
        { text: TAKEN, show_alert: true },
      ]),
    );
    const [won] = callsTo(b, 'editMessageText', winner.tg.id);
    expect(String(won.payload.text)).toMatch(/\n\nВы записаны на 02\.12\.2026 10:00 \(Europe\/Moscow\)$/);
    expect(won.payload.reply_markup).toBeUndefined();
    const [lost] = callsTo(b, 'editMessageText', loser.tg.id);
    expect(String(lost.payload.text)).toMatch(/\n\nЭто время уже занято\. Вы остаётесь в листе ожидания\.$/);

    expect(await entryStatus(winner.user.id)).toEqual(['fulfilled']);
    expect(await entryStatus(loser.user.id)).toEqual(['active']);
    // the winner's booking is an ordinary one: the master hears of it
    await drain(b);
    expect(textOf(lastMessage(b, w.master))).toContain('Новая запись: 02.12.2026 10:00 (Europe/Moscow)');
    // a second tap of the winner changes nothing
    b.fake.reset();
    await b.deliver(tapOf(winner, winner === w.waiting[0] ? w.offers[0] : w.offers[1]));
    expect(callbackAnswers(b)).toEqual([{ text: 'Вы уже записаны на это время', show_alert: true }]);
    expect(await bookedAtTen(b, w.master.user.id)).toEqual([winner.user.id]);
  });

  it('one taps: the others are told at once that the time is gone; their late tap is refused kindly', async () => {
    const w = await offeredToAll(b, 3);
    const [first, second, third] = w.waiting;
    await b.deliver(tapOf(first, w.offers[0]));
    expect(await bookedAtTen(b, w.master.user.id)).toEqual([first.user.id]);
    await drain(b);
    for (const other of [second, third]) {
      const msg = lastMessage(b, other);
      expect(textOf(msg)).toBe(
        `Время 02.12.2026 10:00 (Europe/Moscow) у мастера ${w.master.user.firstName} ${w.master.user.lastName} уже занято.\n` +
          'Услуга: Стрижка\nВы остаётесь в листе ожидания: напишем, если освободится другое время.',
      );
      expect(inlineButtons(msg)).toEqual([]);
    }
    b.fake.reset();
    await b.deliver(tapOf(second, w.offers[1]));
    expect(callbackAnswers(b)).toEqual([{ text: TAKEN, show_alert: true }]);
    expect(await bookedAtTen(b, w.master.user.id)).toEqual([first.user.id]);
  });

  it('a tap by someone else than the offer’s client is refused and books nothing', async () => {
    const w = await offeredToAll(b, 1);
    const stranger = await client(b.t.db);
    b.fake.reset();
    await b.deliver(tapOf(w.waiting[0], w.offers[0], stranger));
    expect(callbackAnswers(b)).toEqual([{ text: 'Это предложение адресовано не вам', show_alert: true }]);
    expect(b.fake.callsOf('editMessageText')).toEqual([]);
    const unregistered = { user: w.waiting[0].user, tg: tgUser() };
    await b.deliver(tapOf(w.waiting[0], w.offers[0], unregistered));
    expect(callbackAnswers(b)[1]).toEqual({ text: 'Сначала зарегистрируйтесь в приложении', show_alert: true });
    expect(await bookedAtTen(b, w.master.user.id)).toEqual([]);
    // the offer still stands for its client
    await b.deliver(tapOf(w.waiting[0], w.offers[0]));
    expect(await bookedAtTen(b, w.master.user.id)).toEqual([w.waiting[0].user.id]);
  });

  it('a tap after someone booked the time through the app, or after the time began, is refused kindly', async () => {
    const w = await offeredToAll(b, 2);
    const walkIn = await client(b.t.db);
    await b.t.http
      .post('/api/appointments')
      .set(auth(walkIn.tg))
      .send({ master_id: w.master.user.id, service_id: w.master.service.id, starts_at: at('10:00') })
      .expect(201);
    b.fake.reset();
    await b.deliver(tapOf(w.waiting[0], w.offers[0]));
    expect(callbackAnswers(b)).toEqual([{ text: TAKEN, show_alert: true }]);
    expect(String(callsTo(b, 'editMessageText', w.waiting[0].tg.id)[0].payload.text)).toContain(TAKEN);

    setNow(b.t, at('10:05'));
    b.fake.reset();
    await b.deliver(tapOf(w.waiting[1], w.offers[1]));
    expect(callbackAnswers(b)).toEqual([{ text: 'Это время уже прошло', show_alert: true }]);
    expect(await bookedAtTen(b, w.master.user.id)).toEqual([walkIn.user.id]);
  });

  it('a move frees time and offers it, in the client’s language', async () => {
    setNow(b.t, NOW);
    const w = await offeredToAll(b, 0);
    const en = await makeUser(b.t.db, 'client', { languageCode: 'en' }, tgUser({ language_code: 'en' }));
    await join(b.t, en, { master_id: w.master.user.id, service_id: w.master.service.id, from: DAY, to: DAY }).expect(
      201,
    );
    // the hour was freed by the cancellation already: someone takes it, then moves to Thursday
    const mover = await client(b.t.db);
    const res = await b.t.http
      .post('/api/appointments')
      .set(auth(mover.tg))
      .send({ master_id: w.master.user.id, service_id: w.master.service.id, starts_at: at('10:00') })
      .expect(201);
    await b.t.http
      .post(`/api/appointments/${res.body.id}/reschedule`)
      .set(auth(mover.tg))
      .send({ starts_at: at('10:00', '2026-12-03') })
      .expect(200);
    await drain(b);
    const offer = lastMessage(b, en);
    expect(textOf(offer)).toBe(
      `A time opened up with ${w.master.user.firstName} ${w.master.user.lastName}: 2026-12-02 10:00 (Europe/Moscow)\n` +
        'Service: Стрижка\nWhoever taps first gets it.',
    );
    expect(inlineButtons(offer).map((x) => x.text)).toEqual(['Book']);
    b.fake.reset();
    await b.deliver(tapOf(en, offer));
    expect(callbackAnswers(b)).toEqual([{ text: 'You are booked', show_alert: undefined }]);
    expect(await bookedAtTen(b, w.master.user.id)).toEqual([en.user.id]);
  });
});

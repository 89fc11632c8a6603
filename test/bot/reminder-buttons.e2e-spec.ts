import type { FakeCall } from '../support/fake-bot-api';
import { auth, tgUser } from '../support/test-app';
import { makeUser } from '../factories';
import { callbackUpdate, inlineButtons, startBotTest, type BotTest } from './support';
import { at, booking, drain, remindersTo, statusOf, textOf, tick, type Booked } from './reminder-support';

const NOW = '2026-12-01T09:00:00+03:00';
const TOMORROW_10 = '2026-12-02T10:00:00+03:00';

describe('the reminder buttons: Приду and Отменить act as the booking client, under the API rules', () => {
  let b: BotTest;
  beforeAll(async () => {
    b = await startBotTest();
  });
  afterAll(() => b.close());
  beforeEach(() => at(b, NOW));

  /** A booking and its 24-hour reminder, delivered; returns the reminder as the client's chat has it. */
  async function reminded(cutoffHours = 3): Promise<Booked & { reminder: FakeCall }> {
    const x = await booking(b, TOMORROW_10, cutoffHours);
    await tick(b, '2026-12-01T10:00:00+03:00');
    const [reminder] = remindersTo(b, x.client.tg.id);
    expect(reminder).toBeDefined();
    return { ...x, reminder };
  }
  const messageOf = (c: FakeCall) => ({ message_id: 1 + b.fake.calls.indexOf(c), text: textOf(c) });
  const lastAnswer = () => b.fake.callsOf('answerCallbackQuery').at(-1)!.payload;
  const edits = () => b.fake.callsOf('editMessageText');
  const toMaster = (x: Booked, kind: RegExp) => b.messagesTo(x.master.tg.id).filter((c) => kind.test(textOf(c)));

  it('«Приду»: planned -> confirmed, the master is told, the reminder shows it; a second tap acts no more', async () => {
    const x = await reminded();
    const before = edits().length;
    await b.deliver(callbackUpdate(x.client.tg, `rem:come:${x.id}`, messageOf(x.reminder)));
    expect(await statusOf(b.t.db, x.id)).toBe('confirmed');
    expect(lastAnswer().text).toBe('Спасибо! Ждём вас.');
    const [edit] = edits().slice(before);
    expect(String(edit.payload.text)).toBe(`${textOf(x.reminder)}\n\n✅ Вы подтвердили, что придёте.`);
    // no «Приду» any more; Отменить and Перенести stay
    expect(inlineButtons(edit).map((k) => k.text)).toEqual(['Отменить', 'Перенести']);

    await drain(b);
    const told = toMaster(x, /^✅ Клиент подтвердил/);
    expect(told).toHaveLength(1);
    expect(textOf(told[0])).toBe(
      '✅ Клиент подтвердил, что придёт: 02.12.2026 10:00 (Europe/Moscow)\nКлиент: Иван Петров, +79161112233\nУслуга: Стрижка',
    );
    expect(inlineButtons(told[0])).toEqual([
      { text: 'Открыть запись', web_app: { url: `https://app.example.test/calendar/day?appointment=${x.id}` } },
    ]);

    await b.deliver(callbackUpdate(x.client.tg, `rem:come:${x.id}`, messageOf(x.reminder)));
    expect(lastAnswer().text).toBe('Вы уже подтвердили, что придёте.');
    expect(edits().length).toBe(before + 1);
    await drain(b);
    expect(toMaster(x, /^✅ Клиент подтвердил/)).toHaveLength(1);
    // the API shows the confirmed status to the master
    const day = await b.t.http
      .get('/api/appointments/calendar?from=2026-12-02&to=2026-12-02')
      .set(auth(x.master.tg))
      .expect(200);
    expect(day.body.appointments.find((a: { id: number }) => a.id === x.id)).toMatchObject({ status: 'confirmed' });
  });

  it('two taps at once confirm once', async () => {
    const x = await reminded();
    await Promise.all([
      b.deliver(callbackUpdate(x.client.tg, `rem:come:${x.id}`, messageOf(x.reminder))),
      b.deliver(callbackUpdate(x.client.tg, `rem:come:${x.id}`, messageOf(x.reminder))),
    ]);
    expect(await statusOf(b.t.db, x.id)).toBe('confirmed');
    await drain(b);
    expect(toMaster(x, /^✅ Клиент подтвердил/)).toHaveLength(1);
  });

  it('«Отменить» before the cutoff cancels as the client; the master is told; the reminder loses its buttons', async () => {
    const x = await reminded();
    const before = edits().length;
    await b.deliver(callbackUpdate(x.client.tg, `rem:cancel:${x.id}`, messageOf(x.reminder)));
    expect(await statusOf(b.t.db, x.id)).toBe('cancelled');
    const [{ cancelled_by }]: { cancelled_by: string }[] = await b.t.db.query(
      `SELECT cancelled_by FROM appointments WHERE id = $1`,
      [x.id],
    );
    expect(cancelled_by).toBe('client');
    expect(lastAnswer().text).toBe('Запись отменена.');
    const [edit] = edits().slice(before);
    expect(String(edit.payload.text)).toBe(`${textOf(x.reminder)}\n\n❌ Вы отменили запись.`);
    expect(edit.payload.reply_markup).toBeUndefined();
    await drain(b);
    expect(toMaster(x, /отменена \(отменил: клиент\)/)).toHaveLength(1);
    // the 2-hour reminder is gone with it
    await tick(b, '2026-12-02T08:00:00+03:00');
    expect(remindersTo(b, x.client.tg.id)).toHaveLength(1);
    // a later tap says it is already cancelled
    await b.deliver(callbackUpdate(x.client.tg, `rem:cancel:${x.id}`, messageOf(x.reminder)));
    expect(lastAnswer()).toMatchObject({ text: 'Запись уже отменена.', show_alert: true });
  });

  it('«Отменить» after the cutoff refuses, saying whom to call; nothing changes', async () => {
    const x = await reminded(24);
    const before = edits().length;
    await b.deliver(callbackUpdate(x.client.tg, `rem:cancel:${x.id}`, messageOf(x.reminder)));
    expect(lastAnswer()).toEqual(
      expect.objectContaining({
        text: `Отменить или перенести запись можно не позднее чем за 24 ч до начала. Свяжитесь с мастером: ${x.master.user.phone}`,
        show_alert: true,
      }),
    );
    expect(await statusOf(b.t.db, x.id)).toBe('planned');
    expect(edits().length).toBe(before);
    // «Приду» still works after the cutoff
    await b.deliver(callbackUpdate(x.client.tg, `rem:come:${x.id}`, messageOf(x.reminder)));
    expect(await statusOf(b.t.db, x.id)).toBe('confirmed');
  });

  it('in English for an English client', async () => {
    const x = await reminded(24);
    const en = { ...x.client.tg, language_code: 'en' };
    await b.deliver(callbackUpdate(en, `rem:cancel:${x.id}`, messageOf(x.reminder)));
    expect(lastAnswer().text).toBe(
      `A booking can be cancelled or moved no later than 24 h before the start. Please call the master: ${x.master.user.phone}`,
    );
    await b.deliver(callbackUpdate(en, `rem:come:${x.id}`, messageOf(x.reminder)));
    expect(lastAnswer().text).toBe('Thank you! See you soon.');
  });

  it('someone who is not the booking client (the master, a stranger, an unregistered user) changes nothing', async () => {
    const x = await reminded();
    const stranger = await makeUser(b.t.db, 'client');
    const before = edits().length;
    for (const who of [x.master.tg, stranger.tg]) {
      for (const data of [`rem:come:${x.id}`, `rem:cancel:${x.id}`]) {
        await b.deliver(callbackUpdate(who, data));
        expect(lastAnswer()).toMatchObject({ text: 'Запись не найдена.', show_alert: true });
      }
    }
    await b.deliver(callbackUpdate(tgUser(), `rem:come:${x.id}`));
    expect(lastAnswer()).toMatchObject({ text: 'Пользователь не зарегистрирован', show_alert: true });
    expect(await statusOf(b.t.db, x.id)).toBe('planned');
    expect(edits().length).toBe(before);
  });

  it('after the start both buttons refuse', async () => {
    const x = await reminded();
    at(b, '2026-12-02T10:00:00+03:00');
    await b.deliver(callbackUpdate(x.client.tg, `rem:come:${x.id}`, messageOf(x.reminder)));
    expect(lastAnswer()).toMatchObject({ text: 'Запись уже началась.', show_alert: true });
    expect(await statusOf(b.t.db, x.id)).toBe('planned');
  });
});

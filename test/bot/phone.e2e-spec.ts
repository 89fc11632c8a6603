import { User } from '../../src/users/entities/user.entity';
import { makeUser } from '../factories';
import { createTestApp, tgUser } from '../support/test-app';
import { startFakeBotApi, FakeBotApi } from '../support/fake-bot-api';
import { BotTest, callbackUpdate, contactUpdate, startBotTest, textUpdate, WEBHOOK_SECRET } from './support';

describe('bot: verified phone conversation', () => {
  let fake: FakeBotApi;
  let b: BotTest;

  beforeAll(async () => {
    fake = await startFakeBotApi();
    b = await startBotTest({}, fake);
  });
  afterAll(async () => {
    await b.close();
    await fake.close();
  });

  const lastText = (chatId: number) => String(b.messagesTo(chatId).at(-1)?.payload.text);
  const lastMarkup = (chatId: number) => b.messagesTo(chatId).at(-1)?.payload.reply_markup as Record<string, unknown>;
  const userRow = (id: number) => b.t.db.getRepository(User).findOneByOrFail({ id });

  it('/phone asks for the contact with a request_contact keyboard; the own contact is stored verified (E.164)', async () => {
    const { user, tg } = await makeUser(b.t.db, 'client', { phone: '+79990000000', phoneVerified: false });
    await b.deliver(textUpdate(tg, '/phone'));
    expect(lastText(tg.id)).toContain('Отправить мой номер');
    const keyboard = (lastMarkup(tg.id).keyboard as { text: string; request_contact?: boolean }[][]).flat();
    expect(keyboard).toContainEqual({ text: 'Отправить мой номер', request_contact: true });

    // Telegram sends the contact's number without the leading +
    await b.deliver(contactUpdate(tg, '79161234568', tg.id));
    expect(lastText(tg.id)).toContain('+79161234568');
    expect(lastMarkup(tg.id)).toEqual({ remove_keyboard: true });
    const row = await userRow(user.id);
    expect(row.phone).toBe('+79161234568');
    expect(row.phoneVerified).toBe(true);
  });

  it("refuses someone else's contact and changes nothing", async () => {
    const { user, tg } = await makeUser(b.t.db, 'client', { phone: '+79990000001' });
    await b.deliver(textUpdate(tg, '/phone'));
    await b.deliver(contactUpdate(tg, '+79161110000', tg.id + 1));
    expect(lastText(tg.id)).toContain('чужой контакт');
    await b.deliver(contactUpdate(tg, '+79161110000', undefined));
    const row = await userRow(user.id);
    expect(row.phone).toBe('+79990000001');
    expect(row.phoneVerified).toBe(false);
  });

  it('text or Отмена ends it politely; a later contact is not taken', async () => {
    const { user, tg } = await makeUser(b.t.db, 'client', { phone: '+79990000002' });
    await b.deliver(textUpdate(tg, '/phone'));
    await b.deliver(textUpdate(tg, 'Отмена'));
    expect(lastText(tg.id)).toBe('Хорошо, номер не изменён.');
    expect(lastMarkup(tg.id)).toEqual({ remove_keyboard: true });

    await b.deliver(textUpdate(tg, '/phone'));
    await b.deliver(textUpdate(tg, 'какой-то текст'));
    expect(lastText(tg.id)).toBe('Хорошо, номер не изменён.');
    const before = b.messagesTo(tg.id).length;
    await b.deliver(contactUpdate(tg, '+79161112222', tg.id)); // no conversation any more
    expect(b.messagesTo(tg.id).length).toBe(before + 1);
    expect(lastText(tg.id)).not.toContain('+79161112222');
    expect((await userRow(user.id)).phone).toBe('+79990000002');
  });

  it('another command leaves the conversation and still runs', async () => {
    const { tg } = await makeUser(b.t.db, 'client');
    await b.deliver(textUpdate(tg, '/phone'));
    const before = b.messagesTo(tg.id).length;
    await b.deliver(textUpdate(tg, '/help'));
    const replies = b
      .messagesTo(tg.id)
      .slice(before)
      .map((c) => String(c.payload.text));
    expect(replies[0]).toBe('Хорошо, номер не изменён.');
    expect(replies[1]).toContain('/support');
  });

  it('an unregistered user is told to register first', async () => {
    const tg = tgUser();
    await b.deliver(textUpdate(tg, '/phone'));
    await b.deliver(contactUpdate(tg, '+79161234567', tg.id));
    expect(lastText(tg.id)).toContain('Сначала зарегистрируйтесь');
  });

  it('the "verify phone" button (offered after registration) starts the same conversation', async () => {
    const { user, tg } = await makeUser(b.t.db, 'master');
    await b.deliver(callbackUpdate(tg, 'phone:verify'));
    expect(fake.callsOf('answerCallbackQuery').length).toBeGreaterThan(0);
    expect(lastText(tg.id)).toContain('Отправить мой номер');
    await b.deliver(contactUpdate(tg, '+7 916 555-44-33', tg.id));
    expect((await userRow(user.id)).phone).toBe('+79165554433');
  });

  it('the state lives in the database: another instance (or a restart) finishes the conversation', async () => {
    const { user, tg } = await makeUser(b.t.db, 'client', { phone: '+79990000003' });
    await b.deliver(textUpdate(tg, '/phone'));
    const stored: { key: string }[] = await b.t.db.query(`SELECT key FROM bot_sessions WHERE key LIKE $1`, [
      `%${tg.id}`,
    ]);
    expect(stored).toHaveLength(1);

    // a second process on the same database, as after a restart
    const other = await createTestApp({
      databaseUrl: b.t.config.databaseUrl,
      botMode: 'webhook',
      webhookSecret: WEBHOOK_SECRET,
      telegramApiRoot: fake.url,
      outboxWorker: false,
    });
    try {
      const res = await other.http
        .post('/api/telegram/webhook')
        .set('X-Telegram-Bot-Api-Secret-Token', WEBHOOK_SECRET)
        .send(contactUpdate(tg, '+79161239999', tg.id));
      expect(res.status).toBe(200);
    } finally {
      await other.close();
    }
    const row = await userRow(user.id);
    expect(row.phone).toBe('+79161239999');
    expect(row.phoneVerified).toBe(true);
  });

  it('English users get English texts', async () => {
    const { tg } = await makeUser(b.t.db, 'client', {}, tgUser({ language_code: 'en' }));
    await b.deliver(textUpdate(tg, '/phone'));
    expect(lastText(tg.id)).toContain('Share my number');
    await b.deliver(contactUpdate(tg, '+79161230000', tg.id + 5));
    expect(lastText(tg.id)).toContain('someone else');
  });
});

import { BotService } from '../../src/telegram/bot.service';
import { User } from '../../src/users/entities/user.entity';
import { makeMaster, makeMember, makeOwner, makeUser } from '../factories';
import { createTestApp, tgUser } from '../support/test-app';
import { startFakeBotApi } from '../support/fake-bot-api';
import { BotTest, inlineButtons, startBotTest, startUpdate, textUpdate } from './support';

const BOT = 'test_booking_bot';

describe('bot /help, /support, /link', () => {
  let b: BotTest;
  beforeAll(async () => {
    b = await startBotTest();
  });
  afterAll(() => b.close());

  const reply = async (who: ReturnType<typeof tgUser>, text: string) => {
    const before = b.messagesTo(who.id).length;
    await b.deliver(textUpdate(who, text));
    const calls = b.messagesTo(who.id).slice(before);
    expect(calls).toHaveLength(1);
    return calls[0];
  };

  it('/help lists the commands, /support promises a reply within 24 hours', async () => {
    const who = tgUser();
    const help = await reply(who, '/help');
    for (const cmd of ['/start', '/link', '/phone', '/support']) expect(String(help.payload.text)).toContain(cmd);
    expect(inlineButtons(help)[0].web_app?.url).toBe('https://app.example.test/');
    expect(String((await reply(who, '/support')).payload.text)).toContain('24 часов');
    const en = tgUser({ language_code: 'en' });
    expect(String((await reply(en, '/support')).payload.text)).toContain('24 hours');
  });

  it("/link: an independent master's own booking link", async () => {
    const m = await makeMaster(b.t.db);
    const text = String((await reply(m.tg, '/link')).payload.text);
    expect(text).toContain(`https://t.me/${BOT}?start=master_${m.profile.deepLink}`);
  });

  it("/link: an owner's organization link and an organization master's link", async () => {
    const o = await makeOwner(b.t.db, { name: 'Салон Сирень' });
    expect(String((await reply(o.tg, '/link')).payload.text)).toContain(
      `https://t.me/${BOT}?start=org_${o.org.deepLink}`,
    );
    const member = await makeMember(b.t.db, o.org, 'master');
    const text = String((await reply(member.tg, '/link')).payload.text);
    expect(text).toContain(`https://t.me/${BOT}?start=org_master_${member.member.masterCode}`);
    expect(text).toContain('Салон Сирень');
  });

  it("/link: no organization master link once the organization's owner is blocked (its page says 404)", async () => {
    const o = await makeOwner(b.t.db);
    const member = await makeMember(b.t.db, o.org, 'master');
    await b.t.db.getRepository(User).update({ id: o.user.id }, { isBlocked: true });
    expect((await b.t.http.get(`/api/public/organization-master/${member.member.masterCode}`)).status).toBe(404);
    expect(String((await reply(member.tg, '/link')).payload.text)).toContain('нет ссылки');
  });

  it('/link without a link: says so and offers the app', async () => {
    const client = await makeUser(b.t.db, 'client');
    const call = await reply(client.tg, '/link');
    expect(String(call.payload.text)).toContain('нет ссылки');
    expect(inlineButtons(call)).toHaveLength(1);
    const stranger = tgUser();
    expect(String((await reply(stranger, '/link')).payload.text)).toContain('нет ссылки');
  });

  it('any other message gets the help text and the open-app button', async () => {
    const call = await reply(tgUser(), 'привет');
    expect(String(call.payload.text)).toContain('/start');
    expect(inlineButtons(call)).toHaveLength(1);
  });
});

describe('BOT_MODE=polling', () => {
  it('receives updates by long polling, replies, and stops on shutdown', async () => {
    const fake = await startFakeBotApi();
    const t = await createTestApp({ botMode: 'polling', telegramApiRoot: fake.url, outboxWorker: false });
    let closed = false;
    try {
      const who = tgUser({ first_name: 'Полина' });
      fake.queueUpdate(startUpdate(who) as unknown as Record<string, unknown>);
      const sent = await fake.waitFor('sendMessage', 1, 10_000);
      expect(Number(sent[0].payload.chat_id)).toBe(who.id);
      expect(String(sent[0].payload.text)).toContain('Здравствуйте, Полина!');
      expect(fake.callsOf('deleteWebhook')).toHaveLength(1);
      const bot = t.app.get(BotService).bot!;
      expect(bot.isRunning()).toBe(true);
      await t.close();
      closed = true;
      expect(bot.isRunning()).toBe(false);
      // nothing is handled twice: the update was confirmed with the next offset
      expect(fake.callsOf('sendMessage')).toHaveLength(1);
    } finally {
      if (!closed) await t.close();
      await fake.close();
    }
  });
});

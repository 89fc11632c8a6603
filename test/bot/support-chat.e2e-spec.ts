import { makeMaster, makeOwner, makeUser } from '../factories';
import { auth, SUPER_ADMIN_ID, superAdmin, tgUser } from '../support/test-app';
import type { FakeCall } from '../support/fake-bot-api';
import { setNow } from '../api/appointments-support';
import { onPlan } from '../api/billing-limits-support';
import { BotTest, inlineButtons, startBotTest, textUpdate } from './support';

describe('bot: support in the chat', () => {
  let b: BotTest;
  beforeAll(async () => {
    b = await startBotTest({ billing: 'stars' });
  });
  afterAll(() => b.close());
  beforeEach(() => setNow(b.t, Date.now()));

  /** Drains the outbox (the worker's clock moves on, past the rows just written, so pacing never holds one). */
  async function drain(): Promise<void> {
    b.clock.ms = Math.max(b.clock.ms, Date.now());
    for (let i = 0; i < 20; i++) {
      b.clock.ms += 2000;
      const r = await b.worker.runOnce();
      if (r.claimed === 0) return;
    }
    throw new Error('outbox did not drain');
  }

  const texts = (chatId: number): string[] => b.messagesTo(chatId).map((c) => String(c.payload.text));
  const lastTo = (chatId: number): FakeCall => b.messagesTo(chatId).at(-1)!;
  const says = async (who: ReturnType<typeof tgUser>, text: string): Promise<string[]> => {
    const before = b.messagesTo(who.id).length;
    await b.deliver(textUpdate(who, text));
    return texts(who.id).slice(before);
  };
  const conversations = async () =>
    (await b.t.http.get('/api/admin/support/conversations').set(auth(superAdmin())).expect(200)).body.conversations as {
      id: number;
      user: { telegram_id: number };
      priority: string | null;
    }[];

  it("/support, then a text: it reaches the super admin's chat; the reply from /admin reaches the user's chat", async () => {
    const { tg } = await makeUser(b.t.db, 'client', { firstName: 'Ирина', lastName: null });
    expect((await says(tg, '/support'))[0]).toContain('Напишите ваш вопрос');
    expect(await says(tg, 'Не могу отменить запись')).toEqual([expect.stringContaining('отправлено в поддержку')]);
    await drain();

    const toAdmin = lastTo(SUPER_ADMIN_ID);
    expect(String(toAdmin.payload.text)).toContain('Ирина');
    expect(String(toAdmin.payload.text)).toContain('Не могу отменить запись');
    const id = (await conversations()).find((c) => c.user.telegram_id === tg.id)!.id;
    expect(inlineButtons(toAdmin)[0].web_app?.url).toBe(`https://app.example.test/admin/support/${id}`);

    await b.t.http
      .post(`/api/admin/support/conversations/${id}/reply`)
      .set(auth(superAdmin()))
      .send({ text: 'Откройте запись и нажмите «Отменить»' })
      .expect(200);
    await drain();
    const back = lastTo(tg.id);
    expect(String(back.payload.text)).toBe('Ответ поддержки:\n\nОткройте запись и нажмите «Отменить»');
    expect(inlineButtons(back)[0].web_app?.url).toBe('https://app.example.test/support');
  });

  it('several texts go in while the mode is on; /cancel ends it, and later texts are not sent', async () => {
    const { tg } = await makeUser(b.t.db, 'client');
    await says(tg, '/support');
    await says(tg, 'первое');
    await says(tg, 'второе');
    expect((await says(tg, '/cancel'))[0]).toContain('Ответ поддержки придёт в этот чат');
    expect((await says(tg, 'третье'))[0]).toContain('/support'); // the usual help
    const mine = await b.t.http.get('/api/support/conversation').set(auth(tg)).expect(200);
    expect(mine.body.messages.map((m: { text: string }) => m.text)).toEqual(['первое', 'второе']);
    // /cancel without the mode is not support's either
    expect((await says(tg, '/cancel'))[0]).toContain('/support');
  });

  it('the mode ends by itself after 30 minutes of silence', async () => {
    const { tg } = await makeUser(b.t.db, 'client');
    const start = Date.now();
    await says(tg, '/support');
    setNow(b.t, start + 29 * 60_000);
    expect((await says(tg, 'ещё успеваю'))[0]).toContain('отправлено');
    setNow(b.t, start + 29 * 60_000 + 31 * 60_000);
    expect((await says(tg, 'уже поздно'))[0]).not.toContain('отправлено');
    const mine = await b.t.http.get('/api/support/conversation').set(auth(tg)).expect(200);
    expect(mine.body.messages.map((m: { text: string }) => m.text)).toEqual(['ещё успеваю']);
  });

  it('an unregistered user is asked to register first; a text over 4000 characters is refused', async () => {
    const stranger = tgUser();
    expect((await says(stranger, '/support'))[0]).toContain('зарегистрируйтесь');
    const { tg } = await makeUser(b.t.db, 'client');
    await says(tg, '/support');
    expect((await says(tg, 'я'.repeat(4001)))[0]).toContain('не больше 4000');
  });

  it("an Enterprise business's personal manager gets its messages too; Enterprise and Pro are marked and first", async () => {
    const ent = await makeOwner(b.t.db, { name: 'Сеть Эталон' });
    await onPlan(b.t.db, { organizationId: ent.org.id }, 'enterprise');
    const manager = await makeUser(b.t.db, 'client', { firstName: 'Мария', lastName: null });
    await b.t.http
      .put(`/api/admin/support/managers/organization/${ent.org.id}`)
      .set(auth(superAdmin()))
      .send({ telegram_id: manager.tg.id })
      .expect(200);
    const pro = await makeMaster(b.t.db);
    await onPlan(b.t.db, { masterId: pro.user.id }, 'pro');
    const basic = await makeUser(b.t.db, 'client');

    for (const who of [ent.tg, pro.tg, basic.tg]) {
      await says(who, '/support');
      await says(who, `вопрос от ${who.id}`);
    }
    await drain();
    const toManager = texts(manager.tg.id);
    expect(toManager).toHaveLength(1);
    expect(toManager[0]).toContain('«Сеть Эталон»');
    expect(toManager[0]).toContain(`вопрос от ${ent.tg.id}`);
    const adminTexts = texts(SUPER_ADMIN_ID);
    expect(adminTexts.find((s) => s.includes(`вопрос от ${ent.tg.id}`))).toMatch(/^💎 Enterprise · /);
    expect(adminTexts.find((s) => s.includes(`вопрос от ${pro.tg.id}`))).toMatch(/^⭐ Pro · /);

    const order = (await conversations())
      .filter((c) => [ent.tg.id, pro.tg.id, basic.tg.id].includes(c.user.telegram_id))
      .map((c) => c.user.telegram_id);
    expect(order).toEqual([ent.tg.id, pro.tg.id, basic.tg.id]);
  });
});

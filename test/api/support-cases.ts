import type { AppConfig } from '../../src/config/app.config';
import type { AdminSupportConversation } from '../../src/support/support.contract';
import { makeMaster, makeOwner, makeUser } from '../factories';
import { auth, createTestApp, SUPER_ADMIN_ID, tgUser, type TestApp } from '../support/test-app';
import { setNow } from './appointments-support';
import { NOW, onPlan } from './billing-limits-support';
import { inbox, notices, reply, setManager, thread, write } from './support-support';

/** Support in the chat through the API, the same cases on PostgreSQL and on embedded PGlite. */
export function describeSupport(name: string, overrides: Partial<AppConfig> = {}): void {
  describe(`support in the chat (${name})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ billing: 'stars', ...overrides });
    }, 60000);
    afterAll(() => t.close());
    beforeEach(() => setNow(t, NOW));

    it("a user's message reaches the super admin's chat and inbox; the reply comes back into the user's chat", async () => {
      const { user, tg } = await makeUser(t.db, 'client');
      const sent = await write(t, tg, '  Не приходят напоминания  ').expect(201);
      expect(sent.body.messages).toEqual([
        expect.objectContaining({ author: 'user', text: 'Не приходят напоминания' }),
      ]);
      const id = sent.body.conversation_id as number;

      const told = await notices(t.db, SUPER_ADMIN_ID, 'support_message');
      expect(told.at(-1)).toMatchObject({ to: 'admin', conversation_id: id, text: 'Не приходят напоминания' });

      const list = await inbox(t).expect(200);
      const row = (list.body.conversations as AdminSupportConversation[]).find((c) => c.id === id);
      expect(row).toMatchObject({ awaiting_reply: true, last_text: 'Не приходят напоминания', priority: null });
      expect(row?.user).toMatchObject({ id: user.id, telegram_id: tg.id });

      const answered = await reply(t, id, 'Проверьте, что бот не остановлен').expect(200);
      expect(answered.body.conversation.awaiting_reply).toBe(false);
      expect(await notices(t.db, tg.id, 'support_reply')).toEqual([
        { conversation_id: id, text: 'Проверьте, что бот не остановлен' },
      ]);
      const mine = await thread(t, tg).expect(200);
      expect(mine.body.messages.map((m: { author: string; text: string }) => [m.author, m.text])).toEqual([
        ['user', 'Не приходят напоминания'],
        ['support', 'Проверьте, что бот не остановлен'],
      ]);
    });

    it('a message is 1…4000 characters; other refusals are Russian with a code', async () => {
      const { tg } = await makeUser(t.db, 'client');
      for (const text of ['', '   ', 'я'.repeat(4001)]) {
        const bad = await write(t, tg, text).expect(422);
        expect(bad.body.detail[0].loc).toEqual(['body', 'text']);
      }
      await write(t, tg, 'я'.repeat(4000)).expect(201);
      const missing = await reply(t, 2147483000, 'ответ').expect(404);
      expect(missing.body).toEqual({ detail: 'Обращение не найдено', code: 'support_conversation_not_found' });
      expect((await thread(t, tgUser()).expect(403)).body.code).toBe('not_registered');
    });

    it('Enterprise conversations are listed first, then Pro, then the others; newest first within each', async () => {
      const enterprise = await makeOwner(t.db, { name: 'Сеть Эталон' });
      await onPlan(t.db, { organizationId: enterprise.org.id }, 'enterprise');
      const pro = await makeMaster(t.db);
      await onPlan(t.db, { masterId: pro.user.id }, 'pro');
      const basic = await makeOwner(t.db);
      const ids: Record<string, number> = {};
      for (const [key, who] of [
        ['enterprise', enterprise],
        ['pro', pro],
        ['basic', basic],
      ] as const) {
        setNow(t, Date.parse(NOW) + Object.keys(ids).length * 60_000);
        ids[key] = (await write(t, who.tg, `вопрос ${key}`).expect(201)).body.conversation_id;
      }
      const rows = (await inbox(t).expect(200)).body.conversations as AdminSupportConversation[];
      const ours = rows.filter((r) => Object.values(ids).includes(r.id));
      expect(ours.map((r) => [r.id, r.priority])).toEqual([
        [ids.enterprise, 'enterprise'],
        [ids.pro, 'pro'],
        [ids.basic, null],
      ]);
      expect(ours[0].business).toMatchObject({ kind: 'organization', name: 'Сеть Эталон' });
      expect(rows.findIndex((r) => r.id === ids.pro)).toBeLessThan(rows.findIndex((r) => r.priority === null));
      const told = await notices(t.db, SUPER_ADMIN_ID, 'support_message');
      expect(told.find((n) => n.conversation_id === ids.pro)).toMatchObject({ priority: 'pro' });
    });

    it('a personal manager only for Enterprise: named, told of its conversations, named to the owner', async () => {
      const pro = await makeOwner(t.db);
      await onPlan(t.db, { organizationId: pro.org.id }, 'pro');
      const manager = await makeUser(t.db, 'client', { firstName: 'Мария', lastName: 'Менеджер' });
      const refused = await setManager(t, 'organization', pro.org.id, manager.tg.id).expect(422);
      expect(refused.body).toEqual({
        detail: 'Персональный менеджер есть только на тарифе Enterprise',
        code: 'support_manager_needs_enterprise',
      });

      const ent = await makeOwner(t.db, { name: 'Сеть Эталон' });
      await onPlan(t.db, { organizationId: ent.org.id }, 'enterprise');
      const unknown = await setManager(t, 'organization', ent.org.id, tgUser().id).expect(422);
      expect(unknown.body.code).toBe('support_manager_not_registered');
      const named = await setManager(t, 'organization', ent.org.id, manager.tg.id).expect(200);
      expect(named.body).toMatchObject({
        business: { kind: 'organization', id: ent.org.id, name: 'Сеть Эталон' },
        manager: { name: 'Мария Менеджер', telegram_id: manager.tg.id },
      });
      expect((await thread(t, ent.tg).expect(200)).body).toMatchObject({
        priority: 'enterprise',
        manager: { name: 'Мария Менеджер', telegram_id: manager.tg.id },
      });

      await write(t, ent.tg, 'Нужна помощь с филиалами').expect(201);
      expect(await notices(t.db, manager.tg.id, 'support_message')).toEqual([
        expect.objectContaining({ to: 'manager', business_name: 'Сеть Эталон', text: 'Нужна помощь с филиалами' }),
      ]);

      // the paid period and its 3 days of grace are over: no manager, nobody but the super admin is told
      setNow(t, '2027-01-04T09:00:00+03:00');
      expect((await thread(t, ent.tg).expect(200)).body).toMatchObject({ priority: null, manager: null });
      await write(t, ent.tg, 'Ещё вопрос').expect(201);
      expect(await notices(t.db, manager.tg.id, 'support_message')).toHaveLength(1);

      setNow(t, NOW);
      const removed = await setManager(t, 'organization', ent.org.id, null).expect(200);
      expect(removed.body.manager).toBeNull();
      expect((await thread(t, ent.tg).expect(200)).body.manager).toBeNull();
      expect((await setManager(t, 'master', 2147483000, null).expect(404)).body.code).toBe(
        'support_business_not_found',
      );
      expect((await t.http.get('/api/admin/support/conversations').set(auth(ent.tg)).expect(403)).body).toBeTruthy();
    });
  });
}

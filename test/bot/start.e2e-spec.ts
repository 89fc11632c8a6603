import { OrganizationMember } from '../../src/organizations/entities/organization-member.entity';
import { User } from '../../src/users/entities/user.entity';
import { makeInvitation, makeMaster, makeMember, makeOwner } from '../factories';
import { auth, createTestApp, tgUser, TgUser } from '../support/test-app';
import { BotTest, inlineButtons, startBotTest, startUpdate, WEBHOOK } from './support';

const WEBAPP = 'https://app.example.test';

describe('bot /start (through the webhook route)', () => {
  let b: BotTest;

  beforeAll(async () => {
    b = await startBotTest();
  });
  afterAll(() => b.close());

  /** Sends /start <payload> as `who` and returns the bot's one reply. */
  async function start(payload: string | undefined, who: TgUser = tgUser({ first_name: 'Ольга' })) {
    const before = b.messagesTo(who.id).length;
    const res = await b.deliver(startUpdate(who, payload));
    expect(res.status).toBe(200);
    const replies = b.messagesTo(who.id).slice(before);
    expect(replies).toHaveLength(1);
    const text = String(replies[0].payload.text);
    const buttons = inlineButtons(replies[0]);
    expect(buttons).toHaveLength(1);
    return { text, button: buttons[0], url: new URL(buttons[0].web_app!.url) };
  }

  it('plain /start: a welcome by name and a button that opens the mini app', async () => {
    const r = await start(undefined);
    expect(r.text).toContain('Здравствуйте, Ольга!');
    expect(r.button.text).toBe('Открыть приложение');
    expect(r.url.origin + r.url.pathname).toBe(`${WEBAPP}/`);
    expect(r.url.search).toBe('');
  });

  it('master_<link>: names the master, the button stores the pending booking', async () => {
    const m = await makeMaster(b.t.db);
    await b.t.db.getRepository(User).update({ id: m.user.id }, { firstName: 'Анна', lastName: 'Смирнова' });
    const r = await start(`master_${m.profile.deepLink}`);
    expect(r.text).toContain('Здравствуйте, Ольга!');
    expect(r.text).toContain('Анна Смирнова');
    expect(r.button.text).toBe('Записаться');
    expect(r.url.searchParams.get('booking')).toBe(`master_${m.profile.deepLink}`);
  });

  it('org_<link>: names the organization', async () => {
    const o = await makeOwner(b.t.db, { name: 'Студия Лотос' });
    const r = await start(`org_${o.org.deepLink}`);
    expect(r.text).toContain('Студия Лотос');
    expect(r.url.searchParams.get('booking')).toBe(`org_${o.org.deepLink}`);
  });

  it('org_master_<code>: the longest prefix wins, names the master and the organization', async () => {
    const o = await makeOwner(b.t.db, { name: 'Салон Ирис' });
    const m = await makeMember(b.t.db, o.org, 'master');
    await b.t.db.getRepository(User).update({ id: m.user.id }, { firstName: 'Пётр', lastName: 'Иванов' });
    const r = await start(`org_master_${m.member.masterCode}`);
    expect(r.text).toContain('Пётр Иванов');
    expect(r.text).toContain('Салон Ирис');
    expect(r.text).not.toContain('Организация не найдена');
    expect(r.url.searchParams.get('booking')).toBe(`org_master_${m.member.masterCode}`);
  });

  it('invite_<code>: a pending invitation opens the invitation registration page with its id and code', async () => {
    const o = await makeOwner(b.t.db, { name: 'Барбершоп Бриз' });
    const inv = await makeInvitation(b.t.db, o.org, 'admin');
    const r = await start(`invite_${inv.deepLinkCode}`);
    expect(r.text).toContain('Барбершоп Бриз');
    expect(r.text).toContain('администратором');
    expect(r.button.text).toBe('Присоединиться');
    expect(r.url.pathname).toBe('/register-organization-master');
    expect(r.url.searchParams.get('invitation_id')).toBe(String(inv.id));
    expect(r.url.searchParams.get('code')).toBe(inv.deepLinkCode);
    expect(r.url.searchParams.get('booking')).toBeNull();
  });

  it('invite_<code>: what the button carries is enough to open the invitation and join', async () => {
    const o = await makeOwner(b.t.db, { name: 'Салон Полночь' });
    const inv = await makeInvitation(b.t.db, o.org, 'master');
    const newcomer = tgUser({ first_name: 'Ольга' });
    const r = await start(`invite_${inv.deepLinkCode}`, newcomer);
    const id = r.url.searchParams.get('invitation_id');
    const code = r.url.searchParams.get('code');
    const page = await b.t.http.get(`/api/invitations/by-id/${id}`).query({ code }).set(auth(newcomer)).expect(200);
    expect(page.body).toEqual({
      id: inv.id,
      organization_id: o.org.id,
      organization_name: 'Салон Полночь',
      role: 'master',
      status: 'pending',
    });
    await b.t.http
      .post('/api/registration/register-organization-master')
      .set(auth(newcomer))
      .send({ invitation_id: Number(id), invitation_code: code, first_name: 'Ольга', phone: '+79161234567' })
      .expect(201);
    const user = await b.t.db.getRepository(User).findOneByOrFail({ telegramId: newcomer.id });
    expect(
      await b.t.db.getRepository(OrganizationMember).findOneBy({ organizationId: o.org.id, userId: user.id }),
    ).toMatchObject({ role: 'master' });
  });

  describe('bad links get a clear message and a button to the app home', () => {
    async function expectFailure(payload: string, message: string) {
      const r = await start(payload);
      expect(r.text).toContain('Здравствуйте, Ольга!');
      expect(r.text).toContain(message);
      expect(r.button.text).toBe('Открыть приложение');
      expect(r.url.pathname).toBe('/');
      expect(r.url.search).toBe('');
    }

    it('unknown master, blocked master', async () => {
      await expectFailure('master_no-such-master', 'Мастер не найден');
      const m = await makeMaster(b.t.db);
      await b.t.db.getRepository(User).update({ id: m.user.id }, { isBlocked: true });
      await expectFailure(`master_${m.profile.deepLink}`, 'Мастер не найден');
    });

    it('unknown organization', async () => {
      await expectFailure('org_no-such-org', 'Организация не найдена');
    });

    it('unknown organization master, blocked member, blocked user', async () => {
      await expectFailure('org_master_zzzzzzzzzzzz', 'Мастер не найден');
      const o = await makeOwner(b.t.db);
      const blockedMember = await makeMember(b.t.db, o.org, 'master');
      await b.t.db.getRepository(OrganizationMember).update({ id: blockedMember.member.id }, { isBlocked: true });
      await expectFailure(`org_master_${blockedMember.member.masterCode}`, 'Мастер не найден');
      const blockedUser = await makeMember(b.t.db, o.org, 'master');
      await b.t.db.getRepository(User).update({ id: blockedUser.user.id }, { isBlocked: true });
      await expectFailure(`org_master_${blockedUser.member.masterCode}`, 'Мастер не найден');
    });

    it('unknown, used or cancelled invitation', async () => {
      await expectFailure('invite_zzzzzzzzzzzz', 'Неверная ссылка приглашения');
      const o = await makeOwner(b.t.db);
      for (const status of ['accepted', 'rejected', 'confirmed'] as const) {
        const inv = await makeInvitation(b.t.db, o.org, 'master', status);
        await expectFailure(`invite_${inv.deepLinkCode}`, 'Неверная ссылка приглашения');
      }
    });

    it.each([
      ['an unknown prefix', 'promo_summer'],
      ['an empty master link', 'master_'],
      ['a too short link', 'org_ab'],
      ['upper case', 'master_Anna'],
      ['a bad organization master code', 'org_master_ab-c!'],
      ['a bad invitation code', 'invite_abc_def'],
    ])('%s: Некорректная ссылка', async (_name, payload) => {
      await expectFailure(payload, 'Некорректная ссылка');
    });
  });

  describe('answers as the public pages do: a link the page hides is refused (blocked owner, master, member)', () => {
    const blockUser = (id: number) => b.t.db.getRepository(User).update({ id }, { isBlocked: true });

    /** The public page says 404 for `path`, and /start <payload> names no one and books nothing. */
    async function hiddenEverywhere(path: string, payload: string, message: string) {
      expect((await b.t.http.get(`/api/public/${path}`)).status).toBe(404);
      const r = await start(payload);
      expect(r.text).toContain(message);
      expect(r.button.text).toBe('Открыть приложение');
      expect(r.url.searchParams.get('booking')).toBeNull();
    }

    it('org_<link> of an organization whose owner is blocked', async () => {
      const o = await makeOwner(b.t.db, { name: 'Салон Закрыт' });
      expect((await b.t.http.get(`/api/public/organization/${o.org.deepLink}`)).status).toBe(200);
      await blockUser(o.user.id);
      await hiddenEverywhere(`organization/${o.org.deepLink}`, `org_${o.org.deepLink}`, 'Организация не найдена');
    });

    it('org_master_<code> of a master whose organization owner is blocked', async () => {
      const o = await makeOwner(b.t.db);
      const m = await makeMember(b.t.db, o.org, 'master');
      await blockUser(o.user.id);
      const code = m.member.masterCode!;
      await hiddenEverywhere(`organization-master/${code}`, `org_master_${code}`, 'Мастер не найден');
    });

    it('org_master_<code> of a member blocked in the organization, or a master blocked on the platform', async () => {
      const o = await makeOwner(b.t.db);
      const inOrg = await makeMember(b.t.db, o.org, 'master');
      await b.t.db.getRepository(OrganizationMember).update({ id: inOrg.member.id }, { isBlocked: true });
      const onPlatform = await makeMember(b.t.db, o.org, 'master');
      await blockUser(onPlatform.user.id);
      for (const code of [inOrg.member.masterCode!, onPlatform.member.masterCode!]) {
        await hiddenEverywhere(`organization-master/${code}`, `org_master_${code}`, 'Мастер не найден');
      }
    });

    it('master_<link> of a blocked master', async () => {
      const m = await makeMaster(b.t.db);
      await blockUser(m.user.id);
      const link = m.profile.deepLink!;
      await hiddenEverywhere(`master/${link}`, `master_${link}`, 'Мастер не найден');
    });

    it('master_<link> is never an organization, org_<link> never a master', async () => {
      const m = await makeMaster(b.t.db);
      const o = await makeOwner(b.t.db);
      await hiddenEverywhere(
        `organization/${m.profile.deepLink}`,
        `org_${m.profile.deepLink}`,
        'Организация не найдена',
      );
      await hiddenEverywhere(`master/${o.org.deepLink}`, `master_${o.org.deepLink}`, 'Мастер не найден');
    });
  });

  it('answers in English when the Telegram language is en', async () => {
    const who = tgUser({ first_name: 'John', language_code: 'en' });
    const m = await makeMaster(b.t.db);
    const ok = await start(`master_${m.profile.deepLink}`, who);
    expect(ok.text).toContain('Hello, John!');
    expect(ok.button.text).toBe('Book');
    const bad = await start('master_no-such-master', who);
    expect(bad.text).toContain('Master not found');
    expect(bad.button.text).toBe('Open the app');
  });

  it('set its menu button, its commands in ru and en, and its webhook at start-up', () => {
    const commands = b.fake.callsOf('setMyCommands', { okOnly: true });
    const byLang = new Map(commands.map((c) => [c.payload.language_code ?? 'default', c.payload.commands]));
    for (const lang of ['ru', 'en', 'default']) {
      const list = byLang.get(lang) as { command: string }[];
      expect(list.map((c) => c.command)).toEqual(['start', 'help', 'link', 'support']);
    }
    expect((byLang.get('en') as { description: string }[])[0].description).toMatch(/[a-z]/i);
    const menu = b.fake.callsOf('setChatMenuButton', { okOnly: true });
    expect(menu).toHaveLength(1);
    expect(menu[0].payload.menu_button).toMatchObject({ type: 'web_app', web_app: { url: `${WEBAPP}/` } });
    const webhook = b.fake.callsOf('setWebhook', { okOnly: true });
    expect(webhook).toHaveLength(1);
    expect(webhook[0].payload).toMatchObject({ url: `${WEBAPP}/api/telegram/webhook`, secret_token: 's3cret' });
  });
});

describe('webhook route', () => {
  let b: BotTest;
  beforeAll(async () => {
    b = await startBotTest();
  });
  afterAll(() => b.close());

  it('refuses a wrong or missing secret with 401 and does nothing', async () => {
    const who = tgUser();
    const wrong = await b.deliver(startUpdate(who), 'wrong');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ detail: 'Неверный секретный токен вебхука', code: 'webhook_secret_invalid' });
    const missing = await b.t.http.post(WEBHOOK).send(startUpdate(who));
    expect(missing.status).toBe(401);
    expect(b.messagesTo(who.id)).toHaveLength(0);
  });

  it('handles a repeated update_id once', async () => {
    const who = tgUser();
    const update = startUpdate(who);
    expect((await b.deliver(update)).status).toBe(200);
    expect((await b.deliver(update)).status).toBe(200);
    expect((await b.deliver(update)).status).toBe(200);
    expect(b.messagesTo(who.id)).toHaveLength(1);
  });

  it('rejects a body without an update_id', async () => {
    const res = await b.t.http.post(WEBHOOK).set('X-Telegram-Bot-Api-Secret-Token', 's3cret').send({ hello: 1 });
    expect(res.status).toBe(400);
  });
});

describe('BOT_MODE=off', () => {
  it('starts no bot: the webhook route answers 404', async () => {
    const t = await createTestApp({ botMode: 'off' });
    try {
      const res = await t.http
        .post(WEBHOOK)
        .set('X-Telegram-Bot-Api-Secret-Token', 's3cret')
        .send(startUpdate(tgUser()));
      expect(res.status).toBe(404);
    } finally {
      await t.close();
    }
  });
});

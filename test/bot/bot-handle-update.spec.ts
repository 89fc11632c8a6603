import type { UserFromGetMe } from 'grammy/types';
import { createBot } from '../../bot/bot';
import type { BotDeps, KeyValueStorage } from '../../bot/deps';
import { parseStartPayload } from '../../bot/features/start';
import { renderNotification } from '../../bot/notifications/render';
import { startFakeBotApi, FakeBotApi } from '../support/fake-bot-api';
import { tgUser } from '../support/test-app';
import { callbackUpdate, contactUpdate, startUpdate, textUpdate } from './support';

/** The bot without Nest or a database: plain deps, driven with bot.handleUpdate. */
const botInfo: UserFromGetMe = {
  id: 42,
  is_bot: true,
  first_name: 'Bot',
  username: 'test_booking_bot',
  can_join_groups: false,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
  can_connect_to_business: false,
  has_main_web_app: true,
  has_topics_enabled: false,
  allows_users_to_create_topics: false,
  can_manage_bots: false,
  supports_join_request_queries: false,
};

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    read: (k) => Promise.resolve(data.has(k) ? JSON.parse(data.get(k)!) : undefined),
    write: (k, v) => (data.set(k, JSON.stringify(v)), Promise.resolve()),
    delete: (k) => (data.delete(k), Promise.resolve()),
  };
}

function fakeDeps(storage = memoryStorage()) {
  const calls: string[] = [];
  /** Records the call and answers `value` (as a resolved promise, like the real deps). */
  const answer = <T>(call: string, value: T): Promise<T> => (calls.push(call), Promise.resolve(value));
  const deps: BotDeps = {
    pages: {
      findMaster: (l) => answer(`master:${l}`, l === 'anna' ? { name: 'Анна' } : null),
      findOrganization: (l) => answer(`org:${l}`, null),
      findOrganizationMaster: (c) => answer(`orgmaster:${c}`, { name: 'Пётр', organizationName: 'Ирис' }),
    },
    invitations: {
      findPendingByCode: (c) => answer(`invite:${c}`, null),
      decide: (id, inv, d) => answer(`decide:${id}:${inv}:${d}`, { ok: false, reason: 'forbidden' }),
    },
    account: {
      ownBookingLinks: () => Promise.resolve([]),
      saveVerifiedPhone: (id, phone) => answer(`phone:${id}:${phone}`, { ok: true, phone: `+${phone}` }),
    },
    waitlist: { takeOffer: (id, offer) => answer(`waitlist:${id}:${offer}`, { ok: false, reason: 'gone' }) },
    visits: {
      confirmVisit: (id, a) => answer(`come:${id}:${a}`, { ok: true, outcome: 'confirmed' }),
      cancelVisit: (id, a) => answer(`cancel:${id}:${a}`, { ok: false, reason: 'appointment_not_found' }),
    },
    reviews: {
      rate: (id, a, r) => answer(`rate:${id}:${a}:${r}`, { ok: false, reason: 'not_found' }),
      mute: (id) => answer(`mute:${id}`, { ok: false, reason: 'not_found' }),
    },
    places: {
      targets: (id) => answer(`place?:${id}`, { ok: false, reason: 'no_place' }),
      set: (id, p) => answer(`place:${id}:${p.latitude},${p.longitude}`, { ok: false, reason: 'no_place' }),
    },
    payments: [
      {
        prefix: 'plan:',
        preCheckout: (q) => answer(`precheckout:${q.telegramId}:${q.payload}`, { ok: false, code: 'invoice_stale' }),
        received: (p) => answer(`paid:${p.telegramChargeId}`, undefined),
      },
      {
        prefix: 'dep:',
        preCheckout: (q) => answer(`deposit-precheckout:${q.telegramId}:${q.payload}`, { ok: true }),
        received: (p) => answer(`deposit-paid:${p.telegramChargeId}`, undefined),
      },
    ],
    deposits: { markRefunded: (id, a) => answer(`deposit-refunded:${id}:${a}`, 'refunded') },
    support: {
      startChat: (id) => answer(`support:${id}`, 'started'),
      chatMessage: (id) => answer(`support-text:${id}`, 'off'),
      endChat: (id) => answer(`support-cancel:${id}`, 'off'),
    },
    storage,
  };
  return { deps, calls, storage };
}

describe('createBot(deps) driven by bot.handleUpdate', () => {
  let fake: FakeBotApi;
  beforeAll(async () => {
    fake = await startFakeBotApi();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  const make = (deps: BotDeps) =>
    createBot(deps, { token: '42:TEST', webappUrl: 'https://app.test/base', apiRoot: fake.url, botInfo });

  it('routes start payloads by the longest prefix and keeps a base path of WEBAPP_URL', async () => {
    const { deps, calls } = fakeDeps();
    const bot = make(deps);
    await bot.handleUpdate(startUpdate(tgUser(), 'org_master_abcd1234'));
    await bot.handleUpdate(startUpdate(tgUser(), 'master_anna'));
    expect(calls).toEqual(['orgmaster:abcd1234', 'master:anna']);
    const urls = fake
      .callsOf('sendMessage')
      .map(
        (c) =>
          (c.payload.reply_markup as { inline_keyboard: { web_app: { url: string } }[][] }).inline_keyboard[0][0]
            .web_app.url,
      );
    expect(urls).toEqual([
      'https://app.test/base/?booking=org_master_abcd1234',
      'https://app.test/base/?booking=master_anna',
    ]);
  });

  it('keeps conversation state only in the given storage (a second bot continues it)', async () => {
    const shared = memoryStorage();
    const who = tgUser();
    await make(fakeDeps(shared).deps).handleUpdate(textUpdate(who, '/phone'));
    expect([...shared.data.keys()]).toEqual([`conversation:${who.id}`]);
    const second = fakeDeps(shared);
    await make(second.deps).handleUpdate(contactUpdate(who, '79161234567', who.id));
    expect(second.calls).toEqual([`phone:${who.id}:79161234567`]);
    expect(shared.data.size).toBe(0);
  });

  it('a button tap during the phone conversation still reaches its feature; the conversation goes on', async () => {
    const { deps, calls } = fakeDeps();
    const bot = make(deps);
    const who = tgUser();
    await bot.handleUpdate(textUpdate(who, '/phone'));
    await bot.handleUpdate(callbackUpdate(who, 'inv:c:9'));
    await bot.handleUpdate(contactUpdate(who, '79161234500', who.id));
    expect(calls).toEqual([`decide:${who.id}:9:confirm`, `phone:${who.id}:79161234500`]);
  });

  it('decision buttons act as the sender (from.id), and a refusal is an alert', async () => {
    const { deps, calls } = fakeDeps();
    const who = tgUser();
    await make(deps).handleUpdate(callbackUpdate(who, 'inv:r:15'));
    expect(calls).toEqual([`decide:${who.id}:15:reject`]);
    expect(fake.callsOf('answerCallbackQuery')[0].payload).toMatchObject({ show_alert: true });
    expect(fake.callsOf('editMessageText')).toHaveLength(0);
  });
});

describe('parseStartPayload', () => {
  it.each([
    ['', { kind: 'none' }],
    ['master_anna-1', { kind: 'master', deepLink: 'anna-1' }],
    ['org_salon', { kind: 'organization', deepLink: 'salon' }],
    ['org_master_abc123', { kind: 'organization_master', masterCode: 'abc123' }],
    ['invite_abc123', { kind: 'invitation', code: 'abc123' }],
    ['org_master_', { kind: 'bad' }],
    ['org_master-x', { kind: 'organization', deepLink: 'master-x' }],
    ['master_' + 'a'.repeat(65), { kind: 'bad' }],
    ['MASTER_anna', { kind: 'bad' }],
    ['hello', { kind: 'bad' }],
  ])('%j', (payload, expected) => {
    expect(parseStartPayload(payload)).toEqual(expected);
  });
});

describe('renderNotification', () => {
  it('falls back to Russian for unknown or missing languages, English for en-*', () => {
    expect(renderNotification('account_blocked', {}, null, 'https://a.test').text).toContain('заблокирован');
    expect(renderNotification('account_blocked', {}, 'de', 'https://a.test').text).toContain('заблокирован');
    expect(renderNotification('account_blocked', {}, 'en-GB', 'https://a.test').text).toContain('blocked');
  });

  it('refuses an unknown kind', () => {
    expect(() => renderNotification('nope', {}, 'ru', 'https://a.test')).toThrow('unknown notification kind');
  });
});

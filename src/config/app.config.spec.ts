import { assertDevLoginSafe, ConfigError, DEV_LOGIN_WITH_BOT_TOKEN, fastifyTrustProxy, loadConfig } from './app.config';

const TOKEN = '123456:ABCDEFGHIJKLMNOPQRSTUVWXYZabc';

describe('loadConfig', () => {
  it('starts with no environment at all: embedded database, port 3000, bot off, dev login on', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      botMode: 'off',
      devLogin: true,
      initDataMaxAgeS: 86400,
    });
    expect(c.botTokenGenerated).toBe(true);
    expect(c.botToken).toMatch(/^0:[0-9a-f]{48}$/);
    expect(loadConfig({}).botToken).not.toBe(c.botToken);
  });

  it('reads every documented variable', () => {
    const c = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@h/db',
      BOT_TOKEN: TOKEN,
      BOT_USERNAME: '@my_bot',
      WEBAPP_URL: 'https://app.example.com/',
      SUPER_ADMIN_TELEGRAM_ID: '42',
      INIT_DATA_MAX_AGE_S: '600',
      TELEGRAM_API_ROOT: 'http://127.0.0.1:9/',
      BOT_MODE: 'webhook',
      WEBHOOK_SECRET: 'abc_DEF-1',
      DEV_LOGIN: '0',
    });
    expect(c).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@h/db',
      botToken: TOKEN,
      botTokenGenerated: false,
      botUsername: 'my_bot',
      webappUrl: 'https://app.example.com',
      superAdminTelegramId: 42,
      initDataMaxAgeS: 600,
      telegramApiRoot: 'http://127.0.0.1:9',
      botMode: 'webhook',
      webhookSecret: 'abc_DEF-1',
      devLogin: false,
    });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ BOT_TOKEN: 'nonsense' }, /BOT_TOKEN/],
    [{ BOT_MODE: 'sometimes' }, /BOT_MODE/],
    [{ BOT_MODE: 'polling' }, /needs BOT_TOKEN/],
    [{ BOT_TOKEN: TOKEN, BOT_MODE: 'webhook' }, /WEBHOOK_SECRET/],
    [{ SUPER_ADMIN_TELEGRAM_ID: 'me' }, /SUPER_ADMIN_TELEGRAM_ID/],
    [{ INIT_DATA_MAX_AGE_S: '0' }, /INIT_DATA_MAX_AGE_S/],
    [{ NODE_ENV: 'production', DEV_LOGIN: '1' }, /DEV_LOGIN is refused/],
    [{ WEBAPP_URL: 'ftp://x' }, /WEBAPP_URL/],
    [{ TRUST_PROXY: 'sometimes' }, /TRUST_PROXY .*"sometimes"/],
    [{ TRUST_PROXY: '10.0.0.0/8, 300.1.1.1' }, /TRUST_PROXY .*"300\.1\.1\.1"/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.0/8,' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '1000' }, /TRUST_PROXY hop count/],
    [{ ERROR_LOG_MAX_AGE_DAYS: '0' }, /ERROR_LOG_MAX_AGE_DAYS/],
    [{ ERROR_LOG_MAX_ROWS: 'lots' }, /ERROR_LOG_MAX_ROWS/],
    [{ OUTBOX_LEASE_S: '1' }, /OUTBOX_LEASE_S must be a whole number >= 2/],
    [{ LEADER_RETRY_MS: 'often' }, /LEADER_RETRY_MS/],
    [{ REMINDER_POLL_MS: '5' }, /REMINDER_POLL_MS/],
    [{ REQUEST_TIMEOUT_MS: '50' }, /REQUEST_TIMEOUT_MS must be a whole number >= 100/],
    [{ BOOKINGS_PER_MASTER_MAX: '-1' }, /BOOKINGS_PER_MASTER_MAX must be a whole number >= 0, got "-1"/],
    [{ BOOKINGS_PER_CLIENT_MAX: 'many' }, /BOOKINGS_PER_CLIENT_MAX/],
    [{ BOOKING_WRITES_PER_MINUTE: '2.5' }, /BOOKING_WRITES_PER_MINUTE/],
    [{ PUBLIC_SLOTS_PER_MINUTE: 'fast' }, /PUBLIC_SLOTS_PER_MINUTE/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('several instances: a sender holds a claim 60 s, a follower tries to lead every 5 s, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ outboxLeaseSeconds: 60, leaderRetryMs: 5000, reminderPollMs: 5000 });
    expect(loadConfig({ OUTBOX_LEASE_S: '5', LEADER_RETRY_MS: '200', REMINDER_POLL_MS: '200' })).toMatchObject({
      outboxLeaseSeconds: 5,
      leaderRetryMs: 200,
      reminderPollMs: 200,
    });
  });

  it('keeps dev login off in production (however NODE_ENV is spelled) and with a real token', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).devLogin).toBe(false);
    expect(loadConfig({ NODE_ENV: 'Production' }).devLogin).toBe(false);
    expect(loadConfig({ BOT_TOKEN: TOKEN }).devLogin).toBe(false);
    expect(() => loadConfig({ NODE_ENV: ' PRODUCTION', DEV_LOGIN: '1' })).toThrow(/DEV_LOGIN is refused/);
  });

  it.each([undefined, 'Production', 'development', 'test'])(
    'refuses dev login with a real bot token whatever NODE_ENV says (%s)',
    (nodeEnv) => {
      const env = { BOT_TOKEN: TOKEN, DEV_LOGIN: '1', ...(nodeEnv ? { NODE_ENV: nodeEnv } : {}) };
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(DEV_LOGIN_WITH_BOT_TOKEN);
    },
  );

  it('keeps dev login with no bot token: init data signed by a random token made up at each start', () => {
    const a = loadConfig({ DEV_LOGIN: '1' });
    expect([a.devLogin, a.botTokenGenerated]).toEqual([true, true]);
    expect(a.botToken).toMatch(/^0:[0-9a-f]{48}$/);
    expect(loadConfig({ DEV_LOGIN: '1' }).botToken).not.toBe(a.botToken);
  });

  it('refuses a hand-built configuration with dev login and a real token too (createApp checks it)', () => {
    const real = loadConfig({ BOT_TOKEN: TOKEN });
    expect(() => assertDevLoginSafe({ ...real, devLogin: true })).toThrow(DEV_LOGIN_WITH_BOT_TOKEN);
    expect(() => assertDevLoginSafe(real)).not.toThrow();
    expect(() => assertDevLoginSafe(loadConfig({}))).not.toThrow();
  });

  it('serves the API docs outside production, and in production only when asked (API_DOCS)', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: '1' }).apiDocs).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'maybe' })).toThrow(/API_DOCS/);
  });

  it('trusts no proxy unless TRUST_PROXY says which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const off of ['0', 'false', 'off', 'no', ' ']) expect(loadConfig({ TRUST_PROXY: off }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1/128,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1/128',
      'loopback',
    ]);
  });

  it('hands a hop count to Fastify as a function (Fastify 5 reads a bare number as "trust nothing")', () => {
    const trust = fastifyTrustProxy(2);
    expect(typeof trust).toBe('function');
    const hops = trust as (address: string, hop: number) => boolean;
    expect([0, 1, 2, 3].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });

  it('gives a client 30 s to send a whole request unless REQUEST_TIMEOUT_MS says otherwise', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000' }).requestTimeoutMs).toBe(5000);
  });

  it('keeps error reports 30 days and at most 100,000 of them unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ errorLogMaxAgeDays: 30, errorLogMaxRows: 100_000 });
    expect(loadConfig({ ERROR_LOG_MAX_AGE_DAYS: '7', ERROR_LOG_MAX_ROWS: '500' })).toMatchObject({
      errorLogMaxAgeDays: 7,
      errorLogMaxRows: 500,
    });
  });

  it('limits bookings (10 per master, 30 in all, 30 writes a minute) and slot reads (120 a minute); 0 turns one off', () => {
    expect(loadConfig({})).toMatchObject({
      bookingsPerMasterMax: 10,
      bookingsPerClientMax: 30,
      bookingWritesPerMinute: 30,
      publicSlotsPerMinute: 120,
    });
    expect(
      loadConfig({
        BOOKINGS_PER_MASTER_MAX: '3',
        BOOKINGS_PER_CLIENT_MAX: '0',
        BOOKING_WRITES_PER_MINUTE: '0',
        PUBLIC_SLOTS_PER_MINUTE: '600',
      }),
    ).toMatchObject({
      bookingsPerMasterMax: 3,
      bookingsPerClientMax: 0,
      bookingWritesPerMinute: 0,
      publicSlotsPerMinute: 600,
    });
  });

  it('turns deposits on with PAYMENT_PROVIDER_TOKEN and holds a time 15 minutes unless PAYMENT_HOLD_MINUTES says otherwise', () => {
    expect(loadConfig({})).toMatchObject({ paymentProviderToken: '', paymentHoldMinutes: 15 });
    expect(loadConfig({ PAYMENT_PROVIDER_TOKEN: '381764678:TEST:12345', PAYMENT_HOLD_MINUTES: '5' })).toMatchObject({
      paymentProviderToken: '381764678:TEST:12345',
      paymentHoldMinutes: 5,
    });
    expect(() => loadConfig({ PAYMENT_HOLD_MINUTES: '0' })).toThrow(/PAYMENT_HOLD_MINUTES/);
  });
});

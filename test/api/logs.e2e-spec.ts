import { auth, createTestApp, TestApp, tgUser } from '../support/test-app';
import { ErrorLog } from '../../src/logs/entities/error-log.entity';

describe('POST /logs/error', () => {
  let t: TestApp;
  let ipSeq = 1;
  /** Each test reports from its own client address so the per-IP rate limit does not leak between tests. */
  const newIp = () => `203.0.113.${ipSeq++}`;
  const post = (ip: string) => t.http.post('/api/logs/error').set('X-Forwarded-For', ip);
  const stored = (message: string) => t.db.getRepository(ErrorLog).find({ where: { message }, order: { id: 'ASC' } });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores a report without init data; the body telegram_id is kept only as reported text', async () => {
    const res = await post(newIp())
      .send({
        telegram_id: 424242,
        message: 'TypeError: x is undefined',
        context: 'ProfilePage',
        stack: 'at ProfilePage (app.js:1:2)',
        response: { detail: 'Ошибка регистрации' },
        status: 500,
        url: '/api/users/me',
        timestamp: '2026-01-02T03:04:05.000Z',
      })
      .expect(202);
    expect(res.body).toEqual({ ok: true });
    const [row] = await stored('TypeError: x is undefined');
    expect(row).toMatchObject({
      telegramId: null,
      reportedTelegramId: '424242',
      context: 'ProfilePage',
      stack: 'at ProfilePage (app.js:1:2)',
      response: '{"detail":"Ошибка регистрации"}',
      status: 500,
      url: '/api/users/me',
      clientTimestamp: '2026-01-02T03:04:05.000Z',
    });
  });

  it('records the init data identity instead of the id claimed in the body', async () => {
    const tg = tgUser();
    await post(newIp()).set(auth(tg)).send({ telegram_id: 1, message: 'with identity' }).expect(202);
    const [row] = await stored('with identity');
    expect(row).toMatchObject({ telegramId: tg.id, reportedTelegramId: '1' });
  });

  it('ignores invalid init data rather than refusing the report', async () => {
    await post(newIp())
      .set(auth(tgUser(), { token: '987654321:WRONG_TOKEN_abcdefghijklmnopqrstuvw' }))
      .send({ message: 'forged identity', telegram_id: '777' })
      .expect(202);
    const [row] = await stored('forged identity');
    expect(row).toMatchObject({ telegramId: null, reportedTelegramId: '777' });
  });

  it('caps long fields', async () => {
    // the caps add up to more than the 16 KB body limit, so two reports
    await post(newIp())
      .send({ message: 'm'.repeat(2500), stack: 's'.repeat(9000) })
      .expect(202);
    const [first] = await stored('m'.repeat(2000));
    expect(first.message).toHaveLength(2000);
    expect(first.stack).toHaveLength(8000);
    await post(newIp())
      .send({
        message: 'caps of the rest',
        context: 'c'.repeat(2500),
        url: 'u'.repeat(2500),
        timestamp: 't'.repeat(2500),
        response: { big: 'r'.repeat(3000) },
      })
      .expect(202);
    const [row] = await stored('caps of the rest');
    expect(row.context).toHaveLength(2000);
    expect(row.url).toHaveLength(2000);
    expect(row.clientTimestamp).toHaveLength(2000);
    expect(row.response).toHaveLength(2000);
    expect(row.response?.startsWith('{"big":"rrr')).toBe(true);
  });

  it('refuses a body over 16 KB with 413 and stores nothing', async () => {
    const res = await post(newIp())
      .set('content-type', 'application/json')
      .send(JSON.stringify({ message: 'too big', stack: 'x'.repeat(17 * 1024) }))
      .expect(413);
    expect(res.body).toEqual({ detail: 'Слишком большой запрос' });
    expect(await stored('too big')).toEqual([]);
    // just under the limit is fine
    await post(newIp())
      .send({ message: 'just fits', stack: 'x'.repeat(15 * 1024) })
      .expect(202);
    expect(await stored('just fits')).toHaveLength(1);
  });

  it('limits each client address to 30 reports a minute', async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i++)
      await post(ip)
        .send({ message: `burst ${ip}` })
        .expect(202);
    const res = await post(ip)
      .send({ message: `burst ${ip}` })
      .expect(429);
    expect(res.body).toEqual({ detail: 'Слишком много запросов, попробуйте позже' });
    expect(await stored(`burst ${ip}`)).toHaveLength(30);
    await post(newIp()).send({ message: 'another client' }).expect(202);
  });

  it('takes garbage in the optional fields without failing', async () => {
    const res = await post(newIp())
      .send({
        message: 'garbage fields',
        telegram_id: { nested: [1, 2] },
        status: 'not a number',
        context: { where: 'somewhere' },
        url: [1, 2, 3],
        timestamp: 1700000000,
        response: 'plain text body',
        stack: null,
        unknown_field: true,
      })
      .expect(202);
    expect(res.body).toEqual({ ok: true });
    const [row] = await stored('garbage fields');
    expect(row).toMatchObject({
      telegramId: null,
      reportedTelegramId: '{"nested":[1,2]}',
      status: null,
      context: '{"where":"somewhere"}',
      url: '[1,2,3]',
      clientTimestamp: '1700000000',
      response: 'plain text body',
      stack: null,
    });
    await post(newIp()).send({ message: 'huge status', status: 1e30 }).expect(202);
    expect((await stored('huge status'))[0].status).toBeNull();
    // a NUL character (which PostgreSQL text cannot hold) is a client error, never a server failure
    const nul = await post(newIp()).send({ message: 'nul\u0000inside' });
    expect(nul.status).toBeGreaterThanOrEqual(400);
    expect(nul.status).toBeLessThan(500);
  });

  it('needs a message', async () => {
    for (const body of [{}, { message: '' }, { message: '   ' }, { message: null, stack: 'x' }]) {
      const res = await post(newIp()).send(body).expect(422);
      expect(res.body).toEqual({ detail: [{ loc: ['body', 'message'], msg: 'Поле message обязательно' }] });
    }
    await post(newIp()).set('content-type', 'application/json').send('[1,2]').expect(422);
    await post(newIp()).set('content-type', 'application/json').send('"text"').expect(422);
  });

  it('answers 202 even when the database refuses the row', async () => {
    await t.db.query('ALTER TABLE error_logs RENAME TO error_logs_away');
    try {
      const res = await post(newIp()).send({ message: 'database is away' }).expect(202);
      expect(res.body).toEqual({ ok: true });
    } finally {
      await t.db.query('ALTER TABLE error_logs_away RENAME TO error_logs');
    }
    await post(newIp()).send({ message: 'database is back' }).expect(202);
    expect(await stored('database is back')).toHaveLength(1);
  });
});

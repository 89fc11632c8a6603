import { auth, createTestApp, TestApp, tgUser } from '../support/test-app';
import { ErrorLog } from '../../src/logs/entities/error-log.entity';
import { ERROR_LOG_PRUNE_JOB, PRUNE_ERROR_LOGS_SQL, pruneErrorLogs } from '../../src/logs/error-log-retention';
import { JobRegistry } from '../../src/jobs/job-registry';

describe('POST /logs/error', () => {
  let t: TestApp;
  let ipSeq = 1;
  /** Each test reports from its own client address (behind one trusted proxy, TRUST_PROXY=1) so the
   *  per-address rate limit does not leak between tests. */
  const newIp = () => `203.0.113.${ipSeq++}`;
  const post = (ip: string) => t.http.post('/api/logs/error').set('X-Forwarded-For', ip);
  const stored = (message: string) => t.db.getRepository(ErrorLog).find({ where: { message }, order: { id: 'ASC' } });

  beforeAll(async () => {
    t = await createTestApp({ trustProxy: 1 });
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
    expect(res.body).toEqual({ detail: 'Слишком большой запрос', code: 'error_log_too_large' });
    expect(await stored('too big')).toEqual([]);
    // just under the limit is fine
    await post(newIp())
      .send({ message: 'just fits', stack: 'x'.repeat(15 * 1024) })
      .expect(202);
    expect(await stored('just fits')).toHaveLength(1);
  });

  it('limits each client address (the forwarded one, behind a trusted proxy) to 30 reports a minute', async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i++)
      await post(ip)
        .send({ message: `burst ${ip}` })
        .expect(202);
    const res = await post(ip)
      .send({ message: `burst ${ip}` })
      .expect(429);
    expect(res.body).toEqual({ detail: 'Слишком много запросов, попробуйте позже', code: 'too_many_requests' });
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

describe('error report retention', () => {
  let t: TestApp;
  const NOW = new Date('2030-06-15T12:00:00Z');
  const daysBefore = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);
  const DAY = 24 * 60 * 60 * 1000;

  beforeAll(async () => {
    t = await createTestApp({ errorLogMaxAgeDays: 30, errorLogMaxRows: 5 });
  });
  afterAll(() => t.close());
  beforeEach(() => t.db.query('DELETE FROM error_logs'));

  /** Inserts reports in this order (ids ascending), each created the given number of days before NOW. */
  async function insert(...ages: number[]): Promise<void> {
    for (const [i, age] of ages.entries()) {
      await t.db.query(`INSERT INTO error_logs (message, created_at) VALUES ($1, $2)`, [
        `report ${i} aged ${age}`,
        daysBefore(age),
      ]);
    }
  }
  const left = async () => (await t.db.getRepository(ErrorLog).find({ order: { id: 'ASC' } })).map((r) => r.message);

  it('deletes the reports older than the maximum age and keeps the younger ones', async () => {
    await insert(400, 31, 30.5, 29.9, 1, 0);
    const deleted = await pruneErrorLogs(t.db, NOW, { maxAgeDays: 30, maxRows: 100_000 });
    expect(deleted).toBe(3);
    expect(await left()).toEqual(['report 3 aged 29.9', 'report 4 aged 1', 'report 5 aged 0']);
    // the clock is the caller's: a month later the rest are old too
    expect(await pruneErrorLogs(t.db, new Date(NOW.getTime() + 31 * DAY), { maxAgeDays: 30, maxRows: 100_000 })).toBe(
      3,
    );
    expect(await left()).toEqual([]);
  });

  it('keeps only the newest reports past the row cap, however young', async () => {
    await insert(0, 0, 0, 0, 0, 0, 0);
    expect(await pruneErrorLogs(t.db, NOW, { maxAgeDays: 30, maxRows: 3 })).toBe(4);
    expect(await left()).toEqual(['report 4 aged 0', 'report 5 aged 0', 'report 6 aged 0']);
    // at or under the cap nothing goes
    expect(await pruneErrorLogs(t.db, NOW, { maxAgeDays: 30, maxRows: 3 })).toBe(0);
    expect(await pruneErrorLogs(t.db, NOW, { maxAgeDays: 30, maxRows: 10 })).toBe(0);
    expect(await left()).toHaveLength(3);
  });

  it('applies both at once, and the running app prunes by its configured age and cap', async () => {
    await insert(90, 45, 10, 9, 8, 7, 6, 5, 4);
    const deleted = await t.app.get(JobRegistry).runOnce(ERROR_LOG_PRUNE_JOB, NOW.getTime());
    expect(deleted).toBe(4);
    expect(await left()).toEqual([
      'report 4 aged 8',
      'report 5 aged 7',
      'report 6 aged 6',
      'report 7 aged 5',
      'report 8 aged 4',
    ]);
  });

  it('prunes through the indexes (created_at and the primary key), not a scan of the table', async () => {
    // a table at its cap with a few reports over it and none too old: the steady state of the job
    await t.db.query(
      `INSERT INTO error_logs (message, created_at) SELECT 'bulk', now() - make_interval(secs => g) FROM generate_series(1, 20000) g`,
    );
    await t.db.query('ANALYZE error_logs');
    const [{ id }]: { id: number }[] = await t.db.query(
      'SELECT id FROM error_logs ORDER BY id DESC OFFSET 19989 LIMIT 1',
    );
    const plan: { 'QUERY PLAN': string }[] = await t.db.query(`EXPLAIN ${PRUNE_ERROR_LOGS_SQL}`, [
      new Date(Date.now() - 30 * DAY),
      id,
    ]);
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toMatch(/error_logs_created_at_idx/);
    expect(text).toMatch(/error_logs_pkey/);
    expect(text).not.toMatch(/Seq Scan/);
  });
});

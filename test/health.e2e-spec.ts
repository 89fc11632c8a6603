import { connect, type AddressInfo } from 'node:net';
import { auth, createTestApp, TestApp, tgUser } from './support/test-app';

describe('health and the shape of errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database as up', async () => {
    const res = await t.http.get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers a HEAD probe with 200 and no body, and 503 when the database is down', async () => {
    const up = await t.http.head('/api/health').expect(200);
    expect(up.text ?? '').toBe('');
    const query = jest.spyOn(t.db, 'query').mockRejectedValueOnce(new Error('connection lost'));
    await t.http.head('/api/health').expect(503);
    query.mockRestore();
  });

  it('answers an unknown API path with a JSON 404 detail', async () => {
    const res = await t.http.get('/api/no-such-thing').set(auth(tgUser())).expect(404);
    expect(res.body).toEqual({ detail: 'Не найдено' });
  });

  it('answers garbage JSON with a 4xx detail, not a 500', async () => {
    const res = await t.http
      .post('/api/logs/error')
      .set('content-type', 'application/json')
      .send('{"message": ')
      .expect(400);
    expect(res.body.detail).toBe('Некорректный запрос');
  });

  it('answers headers over 16 KB (a padded init data) with 431 and a JSON detail', async () => {
    const res = await t.http.get('/api/users/me').set('X-Telegram-Init-Data', `user=${'x'.repeat(20 * 1024)}`);
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(res.text)).toEqual({ detail: 'Слишком большой запрос' });
  });

  it('answers a request line that is not HTTP with 400 and a JSON detail', async () => {
    const server = t.app.getHttpServer();
    if (!server.listening) await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      let out = '';
      const socket = connect(port, '127.0.0.1', () => socket.write('HELLO THERE\r\n\r\n'));
      socket.on('data', (b) => (out += b.toString()));
      socket.on('close', () => resolve(out));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ detail: 'Некорректный запрос' });
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await t.http
      .post('/api/registration/client')
      .set(auth(tgUser()))
      .set('content-type', 'application/json')
      .send(JSON.stringify({ first_name: 'x'.repeat(70 * 1024) }))
      .expect(413);
    expect(res.body.detail).toBe('Слишком большой запрос');
  });

  it('documents the API at /api/docs, without the Telegram webhook', async () => {
    const res = await t.http.get('/api/docs-json').expect(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/public/master/{deepLink}', '/api/users/me']),
    );
    expect(res.body.paths['/api/telegram/webhook']).toBeUndefined();
    await t.http.get('/api/docs').expect(200);
  });
});

describe('API docs turned off (production default)', () => {
  it('answers /api/docs with the JSON 404', async () => {
    const t = await createTestApp({ apiDocs: false });
    try {
      const res = await t.http.get('/api/docs-json').expect(404);
      expect(res.body).toEqual({ detail: 'Не найдено' });
    } finally {
      await t.close();
    }
  });
});

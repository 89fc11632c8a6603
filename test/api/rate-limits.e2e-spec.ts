import { createTestApp, TestApp } from '../support/test-app';

const TOO_MANY = { detail: 'Слишком много запросов, попробуйте позже', code: 'too_many_requests' };

/** A different made-up X-Forwarded-For on every call: what a client does to slip past a per-address limit. */
let forged = 0;
const forgedAddress = () => `198.51.100.${(forged++ % 250) + 1}`;

describe('rate limits with no trusted proxy (TRUST_PROXY off, the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts the connecting address for error reports: a new X-Forwarded-For each time still hits 429', async () => {
    for (let i = 0; i < 30; i++) {
      await t.http
        .post('/api/logs/error')
        .set('X-Forwarded-For', forgedAddress())
        .send({ message: `forged ${i}` })
        .expect(202);
    }
    const res = await t.http
      .post('/api/logs/error')
      .set('X-Forwarded-For', forgedAddress())
      .send({ message: 'one too many' })
      .expect(429);
    expect(res.body).toEqual(TOO_MANY);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits link suggestions (public, many lookups each) to 30 a minute per address', async () => {
    for (let i = 0; i < 30; i++) {
      await t.http
        .post('/api/registration/suggest-deep-link')
        .set('X-Forwarded-For', forgedAddress())
        .send({ name: `Салон ${i}` })
        .expect(200);
    }
    const res = await t.http
      .post('/api/registration/suggest-deep-link')
      .set('X-Forwarded-For', forgedAddress())
      .send({ name: 'Салон лишний' })
      .expect(429);
    expect(res.body).toEqual(TOO_MANY);
    // each route has its own count: the error reports above did not use these up, and the other way round
    await t.http.get('/api/registration/check').expect(200);
  });
});

describe.each([
  ['one hop (TRUST_PROXY=1)', 1],
  ["the proxy's address (TRUST_PROXY=127.0.0.1,::1)", ['127.0.0.1', '::1']],
])('rate limits behind one trusted proxy, trusted by %s', (_how, trustProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy });
  });
  afterAll(() => t.close());

  it('counts the forwarded client address: one client is limited, the next one is not', async () => {
    const suggest = (client: string, name: string) =>
      t.http.post('/api/registration/suggest-deep-link').set('X-Forwarded-For', client).send({ name });
    for (let i = 0; i < 30; i++) await suggest('203.0.113.7', `Студия ${i}`).expect(200);
    expect((await suggest('203.0.113.7', 'Студия лишняя').expect(429)).body).toEqual(TOO_MANY);
    // only the hop next to the proxy counts: an address the client put in front of it is ignored
    await suggest('10.9.9.9, 203.0.113.7', 'Студия снова').expect(429);
    await suggest('203.0.113.8', 'Студия соседа').expect(200);
  });
});

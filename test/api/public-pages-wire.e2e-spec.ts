import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { makeMaster, makeMember, makeOwner, makeService } from '../factories';
import { auth, createTestApp, tgUser, type TestApp } from '../support/test-app';
import { User } from '../../src/users/entities/user.entity';

/**
 * The public pages as bytes on the wire: status line, every header in its order (Date aside) and the body,
 * exactly as the pages answered when they were a Nest controller. They are plain Fastify routes now for
 * speed; nothing a client, a browser or a cache sees may have moved with them.
 */
interface Wire {
  status: string;
  headers: string[];
  body: Buffer;
}

const SECURITY = [
  'cross-origin-resource-policy: same-origin',
  'referrer-policy: no-referrer',
  'strict-transport-security: max-age=31536000; includeSubDomains',
  'x-content-type-options: nosniff',
  'x-permitted-cross-domain-policies: none',
  "content-security-policy: default-src 'none'; frame-ancestors 'none'",
];

/** The headers of a JSON answer of `body` (no compression, an anonymous caller). */
const jsonHeaders = (body: string, extra: string[] = []) => [
  'content-type: application/json; charset=utf-8',
  ...SECURITY,
  ...extra,
  `content-length: ${Buffer.byteLength(body)}`,
  'Connection: close',
];

const MASTER_NOT_FOUND = '{"detail":"Мастер не найден","code":"master_not_found"}';
const ORG_NOT_FOUND = '{"detail":"Организация не найдена","code":"organization_not_found"}';
const BAD_LINK = '{"detail":"Некорректная ссылка","code":"link_invalid"}';
const KEY_INVALID = '{"detail":"Неверный или отозванный API-ключ","code":"api_key_invalid"}';

describe('public pages on the wire', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    const server = t.app.getHttpServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Wire>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers: string[] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            if (res.rawHeaders[i] !== 'Date') headers.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
          }
          resolve({ status: `${res.statusCode} ${res.statusMessage}`, headers, body: Buffer.concat(chunks) });
        });
      });
      req.on('error', reject);
      req.end();
    });
  const json = (status: string, body: string, extra: string[] = []) => ({
    status,
    headers: jsonHeaders(body, extra),
    text: body,
  });
  const seen = (w: Wire) => ({ status: w.status, headers: w.headers, text: w.body.toString('utf8') });

  it('sends a master page with its exact headers and the JSON of the page, keys and services in order', async () => {
    // over a kilobyte, so a client that accepts compression gets it
    const about = 'Стригу машинкой и ножницами, бреду опасной бритвой. '.repeat(12);
    const m = await makeMaster(t.db, {
      specialization: 'Барбер',
      address: 'Казань, Баумана 5',
      latitude: 55.79,
      longitude: 49.12,
      about,
    });
    const late = await makeService(t.db, { masterId: m.user.id }, { name: 'Стрижка', price: 1500.5 });
    const early = await makeService(
      t.db,
      { masterId: m.user.id },
      { name: 'Бритьё', price: null, description: null, durationMinutes: null },
    );
    const body = JSON.stringify({
      id: m.user.id,
      first_name: m.user.firstName,
      last_name: m.user.lastName,
      category: 'Красота',
      specialization: 'Барбер',
      address: 'Казань, Баумана 5',
      latitude: 55.79,
      longitude: 49.12,
      about,
      phone: '+79161234567',
      email: null,
      organization: null,
      services: [
        { id: early.id, name: 'Бритьё', description: null, duration_minutes: null, price: null, deposit: null },
        {
          id: late.id,
          name: 'Стрижка',
          description: late.description,
          duration_minutes: late.durationMinutes,
          price: 1500.5,
          deposit: null,
        },
      ],
      rating: null,
      reviews_count: 0,
    });
    const path = `/api/public/master/${m.profile.deepLink}`;
    expect(seen(await get(path))).toEqual(json('200 OK', body));
    // a trailing slash and a query string name the same page
    expect(seen(await get(`${path}/?utm=bot`))).toEqual(json('200 OK', body));

    // compressed for a client that accepts it, after the security headers
    const gz = await get(path, { 'accept-encoding': 'gzip' });
    expect(gz.status).toBe('200 OK');
    expect(gz.headers).toEqual([
      'content-type: application/json; charset=utf-8',
      ...SECURITY,
      'vary: accept-encoding',
      'content-encoding: gzip',
      `content-length: ${gz.body.length}`,
      'Connection: close',
    ]);
    expect(gunzipSync(gz.body).toString('utf8')).toBe(body);

    // init data is never read here, but an answer to a request carrying it is that person's
    expect(seen(await get(path, auth(tgUser())))).toEqual(
      json('200 OK', body, ['cache-control: no-store', 'vary: X-Telegram-Init-Data']),
    );
  });

  it('refuses unknown, blocked and malformed links, other methods and a bogus API key as before', async () => {
    const m = await makeMaster(t.db);
    await t.db.getRepository(User).update({ id: m.user.id }, { isBlocked: true });
    expect(seen(await get(`/api/public/master/${m.profile.deepLink}`))).toEqual(
      json('404 Not Found', MASTER_NOT_FOUND),
    );
    expect(seen(await get('/api/public/master/no-such-master'))).toEqual(json('404 Not Found', MASTER_NOT_FOUND));
    for (const link of ['Bad_Link', 'with%20space', '%D0%BF', 'a'.repeat(65)]) {
      expect(seen(await get(`/api/public/master/${link}`))).toEqual(json('404 Not Found', BAD_LINK));
    }
    expect(seen(await get('/api/public/master/no-such-master', { authorization: 'Bearer nope' }))).toEqual(
      json('401 Unauthorized', KEY_INVALID),
    );
    const notFound = '{"detail":"Не найдено"}';
    expect(seen(await get('/api/public/master/no-such-master', {}, 'POST'))).toEqual(json('404 Not Found', notFound));
    // no implicit HEAD twin: the JSON 404's headers, no body
    expect(seen(await get('/api/public/master/no-such-master', {}, 'HEAD'))).toEqual({
      ...json('404 Not Found', notFound),
      text: '',
    });
  });

  it('sends the organization and organization master pages, and their refusals, as before', async () => {
    const owner = await makeOwner(t.db);
    const member = await makeMember(t.db, owner.org, 'master');
    const org = await get(`/api/public/organization/${owner.org.deepLink}`);
    expect(org.headers).toEqual(jsonHeaders(org.body.toString('utf8')));
    expect(JSON.parse(org.body.toString('utf8'))).toMatchObject({ id: owner.org.id, deep_link: owner.org.deepLink });
    const page = await get(`/api/public/organization-master/${member.member.masterCode}`);
    expect(page.headers).toEqual(jsonHeaders(page.body.toString('utf8')));
    expect(JSON.parse(page.body.toString('utf8'))).toMatchObject({
      id: member.user.id,
      organization: { name: owner.org.name, address: owner.org.address, deep_link: owner.org.deepLink },
    });
    expect(seen(await get('/api/public/organization/no-such-org'))).toEqual(json('404 Not Found', ORG_NOT_FOUND));
    expect(seen(await get('/api/public/organization/BAD'))).toEqual(json('404 Not Found', BAD_LINK));
    expect(seen(await get('/api/public/organization-master/nobody'))).toEqual(json('404 Not Found', MASTER_NOT_FOUND));
    expect(seen(await get('/api/public/organization-master/BAD_'))).toEqual(json('404 Not Found', BAD_LINK));
  });
});

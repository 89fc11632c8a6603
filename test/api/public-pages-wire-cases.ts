import { gunzipSync } from 'node:zlib';
import type { AppConfig } from '../../src/config/app.config';
import { makeMaster, makeMember, makeOwner, makeService, makeUser } from '../factories';
import { auth, createTestApp, tgUser, type TestApp } from '../support/test-app';
import { User } from '../../src/users/entities/user.entity';
import {
  AWKWARD,
  BAD_LINK,
  jsonHeaders,
  jsonWire as json,
  KEY_INVALID,
  listen,
  MASTER_NOT_FOUND,
  ORG_NOT_FOUND,
  SECURITY,
  seen,
  wireRequest,
} from './wire-support';

/**
 * The public pages as bytes on the wire: status line, every header in its order (Date aside) and the body,
 * exactly as the pages answered when they were a Nest controller serializing the database's row. They are
 * plain Fastify routes sending the JSON text the database writes now, for speed; nothing a client, a
 * browser or a cache sees may have moved with them. The same cases on PostgreSQL and on embedded PGlite.
 */
export function describePublicPagesWire(name: string, overrides: Partial<AppConfig> = {}): void {
  describe(`public pages on the wire (${name})`, () => {
    let t: TestApp;
    let port: number;
    beforeAll(async () => {
      t = await createTestApp(overrides);
      port = await listen(t);
    }, 60000);
    afterAll(() => t.close());

    const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
      wireRequest(port, path, headers, method);
    const setDeposit = (serviceId: number, type: 'fixed' | 'percent', value: number) =>
      t.db.query(`UPDATE services SET deposit_type = $2, deposit_value = $3 WHERE id = $1`, [serviceId, type, value]);
    /** The kept review aggregate of a page's subject (what the review trigger would have written). */
    const stats = (subject: 'master' | 'organization', id: number, count: number, sum: number) =>
      t.db.query(`INSERT INTO review_stats (subject, subject_id, reviews_count, rating_sum) VALUES ($1, $2, $3, $4)`, [
        subject,
        id,
        count,
        sum,
      ]);
    /** With a payment provider configured, the pages show each service's deposit. */
    async function withPayments(check: () => Promise<void>): Promise<void> {
      t.config.paymentProviderToken = '381764678:TEST:wire';
      try {
        await check();
      } finally {
        t.config.paymentProviderToken = '';
      }
    }

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
      expect(seen(await get('/api/public/organization-master/nobody'))).toEqual(
        json('404 Not Found', MASTER_NOT_FOUND),
      );
      expect(seen(await get('/api/public/organization-master/BAD_'))).toEqual(json('404 Not Found', BAD_LINK));
    });

    it('sends awkward text, tiny coordinates, ratings and deposits exactly as JSON.stringify wrote them', async () => {
      const m = await makeMaster(t.db, {
        specialization: `Барбер ${AWKWARD}`,
        address: 'C:\\Салон\\"Бритва"',
        latitude: 0.00001234,
        longitude: -5e-7,
        about: AWKWARD,
        customCategory: 'Своё «особое»',
      });
      await t.db.getRepository(User).update({ id: m.user.id }, { lastName: AWKWARD, email: 'o"neil\\@example.com' });
      const services = [
        await makeService(t.db, { masterId: m.user.id }, { name: 'А полтинник', price: 0.5, description: AWKWARD }),
        await makeService(t.db, { masterId: m.user.id }, { name: 'Б фикс', price: 99999999.99 }),
        await makeService(t.db, { masterId: m.user.id }, { name: 'В процент', price: 1500.5 }),
        await makeService(t.db, { masterId: m.user.id }, { name: 'Г без цены', price: null, durationMinutes: null }),
        await makeService(t.db, { masterId: m.user.id }, { name: 'Д даром', price: 0 }),
      ];
      const deposits = [
        null,
        { type: 'fixed', amount: 300 },
        { type: 'percent', percent: 30, amount: 450 },
        null,
        { type: 'fixed', amount: 100 },
      ];
      await setDeposit(services[1].id, 'fixed', 300);
      await setDeposit(services[2].id, 'percent', 30);
      await setDeposit(services[3].id, 'percent', 50);
      await setDeposit(services[4].id, 'fixed', 100);
      await stats('master', m.user.id, 3, 14);
      const page = (withDeposits: boolean) =>
        JSON.stringify({
          id: m.user.id,
          first_name: m.user.firstName,
          last_name: AWKWARD,
          category: 'Своё «особое»',
          specialization: `Барбер ${AWKWARD}`,
          address: 'C:\\Салон\\"Бритва"',
          latitude: 0.00001234,
          longitude: -5e-7,
          about: AWKWARD,
          phone: '+79161234567',
          email: 'o"neil\\@example.com',
          organization: null,
          services: services.map((s, i) => ({
            id: s.id,
            name: s.name,
            description: s.description,
            duration_minutes: s.durationMinutes,
            price: s.price === null ? null : Number(s.price),
            deposit: withDeposits ? deposits[i] : null,
          })),
          rating: 4.7,
          reviews_count: 3,
        });
      const path = `/api/public/master/${m.profile.deepLink}`;
      expect(page(false)).toContain('"latitude":0.00001234,"longitude":-5e-7,');
      expect(seen(await get(path))).toEqual(json('200 OK', page(false)));
      await withPayments(async () => expect(seen(await get(path))).toEqual(json('200 OK', page(true))));

      // a place exactly on the meridian, and one a hair north of it
      await t.db.query(`UPDATE master_profiles SET latitude = 0.0001, longitude = '-0' WHERE user_id = $1`, [
        m.user.id,
      ]);
      expect(JSON.parse((await get(path)).body.toString('utf8'))).toMatchObject({ latitude: 0.0001, longitude: 0 });
      expect((await get(path)).body.toString('utf8')).toContain('"latitude":0.0001,"longitude":0,');
    });

    it('sends the organization and organization master pages byte for byte, masters and ratings in order', async () => {
      const owner = await makeOwner(t.db, {
        name: `Салон "${AWKWARD}"`,
        description: AWKWARD,
        email: 'salon@example.com',
        latitude: 55.751244,
        longitude: 37.61842299999999,
      });
      const first = await makeMember(
        t.db,
        owner.org,
        'master',
        await makeUser(t.db, 'client', { firstName: 'Зоя "Ногти"', lastName: AWKWARD }),
      );
      const second = await makeMember(
        t.db,
        owner.org,
        'master',
        await makeUser(t.db, 'client', { firstName: 'Ян\\', lastName: null }),
      );
      const service = await makeService(t.db, { organizationId: owner.org.id }, { name: 'Маникюр 💅', price: 2000 });
      await setDeposit(service.id, 'percent', 15);
      await stats('master', first.user.id, 5, 23);
      await stats('organization', owner.org.id, 3, 15);
      const services = (withDeposits: boolean) => [
        {
          id: service.id,
          name: 'Маникюр 💅',
          description: service.description,
          duration_minutes: 60,
          price: 2000,
          deposit: withDeposits ? { type: 'percent', percent: 15, amount: 300 } : null,
        },
      ];
      const place = { address: owner.org.address, latitude: 55.751244, longitude: 37.61842299999999 };
      const org = (withDeposits: boolean) =>
        JSON.stringify({
          id: owner.org.id,
          name: owner.org.name,
          category: 'Красота',
          description: AWKWARD,
          ...place,
          phone: '+74951234567',
          email: 'salon@example.com',
          deep_link: owner.org.deepLink,
          masters: [
            {
              id: first.user.id,
              first_name: 'Зоя "Ногти"',
              last_name: AWKWARD,
              specialization: 'Мастер маникюра',
              master_code: first.member.masterCode,
              rating: 4.6,
              reviews_count: 5,
            },
            {
              id: second.user.id,
              first_name: 'Ян\\',
              last_name: null,
              specialization: 'Мастер маникюра',
              master_code: second.member.masterCode,
              rating: null,
              reviews_count: 0,
            },
          ],
          services: services(withDeposits),
          rating: 5,
          reviews_count: 3,
        });
      const orgMaster = (withDeposits: boolean) =>
        JSON.stringify({
          id: first.user.id,
          first_name: 'Зоя "Ногти"',
          last_name: AWKWARD,
          category: 'Красота',
          specialization: 'Мастер маникюра',
          ...place,
          about: null,
          phone: '+79161234567',
          email: null,
          organization: { name: owner.org.name, address: owner.org.address, deep_link: owner.org.deepLink },
          services: services(withDeposits),
          rating: 4.6,
          reviews_count: 5,
        });
      const orgPath = `/api/public/organization/${owner.org.deepLink}`;
      const masterPath = `/api/public/organization-master/${first.member.masterCode}`;
      expect(seen(await get(orgPath))).toEqual(json('200 OK', org(false)));
      expect(seen(await get(masterPath))).toEqual(json('200 OK', orgMaster(false)));
      await withPayments(async () => {
        expect(seen(await get(orgPath))).toEqual(json('200 OK', org(true)));
        expect(seen(await get(masterPath))).toEqual(json('200 OK', orgMaster(true)));
      });
    });
  });
}

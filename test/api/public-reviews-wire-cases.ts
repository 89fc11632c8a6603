import type { AppConfig } from '../../src/config/app.config';
import { User } from '../../src/users/entities/user.entity';
import { auth, createTestApp, tgUser, type TestApp } from '../support/test-app';
import { client, independentMaster, NOW, salon, setNow, type IndependentMaster } from './appointments-support';
import { HOUR, postReview, visit } from './reviews-support';
import {
  AWKWARD,
  BAD_LINK,
  jsonWire as json,
  KEY_INVALID,
  listen,
  MASTER_NOT_FOUND,
  ORG_NOT_FOUND,
  seen,
  wireRequest,
} from './wire-support';

const BAD_CURSOR = '{"detail":"Некорректный курсор","code":"review_cursor_invalid"}';
const LIMIT_MSG = 'Размер страницы должен быть целым числом от 1 до 50';
const fieldError = (...errors: [(string | number)[], string][]) =>
  JSON.stringify({ detail: errors.map(([loc, msg]) => ({ loc, msg })) });

const EMPTY = JSON.stringify({
  rating: null,
  reviews_count: 0,
  distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
  items: [],
  next_cursor: null,
});

const cursorOf = (createdAt: string, id: number) => Buffer.from(`${createdAt}_${id}`, 'utf8').toString('base64url');

/**
 * The public reviews lists as bytes on the wire: status line, every header in its order (Date aside) and the
 * body, exactly as they answered when they were a Nest controller serializing the database's rows: keys in
 * order, the next page's cursor, the refusals of a bad cursor or limit. The same cases on PostgreSQL and on
 * embedded PGlite.
 */
export function describePublicReviewsWire(name: string, overrides: Partial<AppConfig> = {}): void {
  describe(`public reviews lists on the wire (${name})`, () => {
    let t: TestApp;
    let port: number;
    beforeAll(async () => {
      t = await createTestApp(overrides);
      port = await listen(t);
    }, 60000);
    afterAll(() => t.close());

    const get = (path: string, headers: Record<string, string> = {}) => wireRequest(port, path, headers);

    let shift = 0;
    /** A new client's review of a visit with the master, then its instants set to the given ones. */
    async function reviewed(
      masterId: number,
      o: {
        rating: number;
        text?: string;
        serviceId?: number;
        organizationId?: number;
        client: Partial<User>;
        createdAt: string;
        updatedAt: string;
        reply?: { text: string; createdAt: string };
      },
    ): Promise<{ id: number; appointmentId: number }> {
      const c = await client(t.db, o.client);
      shift += 2 * HOUR;
      const nowMs = Date.parse(NOW);
      setNow(t, nowMs);
      const appointmentId = await visit(t.db, {
        masterId,
        clientId: c.user.id,
        serviceId: o.serviceId ?? null,
        organizationId: o.organizationId ?? null,
        nowMs: nowMs - shift,
        endedAgoMs: 0,
      });
      const res = await postReview(t, c, appointmentId, { rating: o.rating, text: o.text }).expect(201);
      const id = res.body.id as number;
      await t.db.query(
        `UPDATE reviews SET created_at = $2, updated_at = $3, reply_text = $4, reply_created_at = $5 WHERE id = $1`,
        [id, o.createdAt, o.updatedAt, o.reply?.text ?? null, o.reply?.createdAt ?? null],
      );
      return { id, appointmentId };
    }

    const master = (m: IndependentMaster) => ({
      id: m.user.id,
      first_name: m.user.firstName,
      last_name: m.user.lastName,
    });

    it('sends a page, the next one by its cursor and the replies, keys in order, text as JSON.stringify wrote it', async () => {
      const m = await independentMaster(t.db);
      await t.db.getRepository(User).update({ id: m.user.id }, { lastName: AWKWARD });
      m.user.lastName = AWKWARD;
      const oldest = await reviewed(m.user.id, {
        rating: 3,
        client: { firstName: 'Пётр', lastName: null },
        createdAt: '2026-11-20T08:00:00.000001Z',
        updatedAt: '2026-11-20T08:00:00.000001Z',
      });
      const middle = await reviewed(m.user.id, {
        rating: 4,
        text: AWKWARD,
        serviceId: m.service.id,
        client: { firstName: AWKWARD, lastName: '  smith' },
        createdAt: '2026-11-21T10:30:15.123456Z',
        updatedAt: '2026-11-22T11:00:00.999999Z',
        reply: { text: `Спасибо! ${AWKWARD}`, createdAt: '2026-11-23T12:00:00.5Z' },
      });
      const newest = await reviewed(m.user.id, {
        rating: 5,
        text: 'Отлично',
        client: { firstName: 'Ольга', lastName: 'Иванова' },
        createdAt: '2026-11-25T23:59:59.999Z',
        updatedAt: '2026-11-25T23:59:59.999Z',
        reply: { text: 'Ждём снова', createdAt: '2026-11-26T00:00:00Z' },
      });
      const items = {
        newest: {
          id: newest.id,
          appointment_id: newest.appointmentId,
          rating: 5,
          text: 'Отлично',
          created_at: '2026-11-25T23:59:59.999Z',
          updated_at: '2026-11-25T23:59:59.999Z',
          author: { first_name: 'Ольга', last_initial: 'И' },
          master: master(m),
          service: null,
          reply: { text: 'Ждём снова', created_at: '2026-11-26T00:00:00.000Z' },
        },
        middle: {
          id: middle.id,
          appointment_id: middle.appointmentId,
          rating: 4,
          text: AWKWARD,
          created_at: '2026-11-21T10:30:15.123Z',
          updated_at: '2026-11-22T11:00:00.999Z',
          author: { first_name: AWKWARD, last_initial: 'S' },
          master: master(m),
          service: { id: m.service.id, name: 'Стрижка' },
          reply: { text: `Спасибо! ${AWKWARD}`, created_at: '2026-11-23T12:00:00.500Z' },
        },
        oldest: {
          id: oldest.id,
          appointment_id: oldest.appointmentId,
          rating: 3,
          text: null,
          created_at: '2026-11-20T08:00:00.000Z',
          updated_at: '2026-11-20T08:00:00.000Z',
          author: { first_name: 'Пётр', last_initial: null },
          master: master(m),
          service: null,
          reply: null,
        },
      };
      const head = { rating: 4, reviews_count: 3, distribution: { '1': 0, '2': 0, '3': 1, '4': 1, '5': 1 } };
      const path = `/api/public/master/${m.profile.deepLink}/reviews`;

      const next = cursorOf('2026-11-21T10:30:15.123456Z', middle.id);
      const first = JSON.stringify({ ...head, items: [items.newest, items.middle], next_cursor: next });
      expect(seen(await get(`${path}?limit=2`))).toEqual(json('200 OK', first));
      const second = JSON.stringify({ ...head, items: [items.oldest], next_cursor: null });
      expect(seen(await get(`${path}?limit=2&cursor=${next}`))).toEqual(json('200 OK', second));
      // exactly `limit` left: no next page
      expect(seen(await get(`${path}?limit=%201%20&cursor=${next}`))).toEqual(json('200 OK', second));
      const all = JSON.stringify({ ...head, items: [items.newest, items.middle, items.oldest], next_cursor: null });
      expect(seen(await get(path))).toEqual(json('200 OK', all));
      expect(seen(await get(`${path}/?limit=3`))).toEqual(json('200 OK', all));
      const one = JSON.stringify({
        ...head,
        items: [items.newest],
        next_cursor: cursorOf('2026-11-25T23:59:59.999000Z', newest.id),
      });
      expect(seen(await get(`${path}?limit=1`))).toEqual(json('200 OK', one));

      // an answer to a request carrying init data is that person's
      expect(seen(await get(path, auth(tgUser())))).toEqual(
        json('200 OK', all, ['cache-control: no-store', 'vary: X-Telegram-Init-Data']),
      );
    });

    it('sends an empty list, a mean of one decimal, and the organization lists', async () => {
      const m = await independentMaster(t.db);
      const path = `/api/public/master/${m.profile.deepLink}/reviews`;
      expect(seen(await get(path))).toEqual(json('200 OK', EMPTY));
      const s = await salon(t.db);
      expect(seen(await get(`/api/public/organization/${s.owner.org.deepLink}/reviews`))).toEqual(
        json('200 OK', EMPTY),
      );
      const [{ master_code: code }]: { master_code: string }[] = await t.db.query(
        `SELECT master_code FROM organization_members WHERE user_id = $1`,
        [s.master.user.id],
      );
      expect(seen(await get(`/api/public/organization-master/${code}/reviews`))).toEqual(json('200 OK', EMPTY));

      const at = ['2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z', '2026-11-03T00:00:00Z'];
      const made: { id: number; appointmentId: number }[] = [];
      for (const [i, rating] of [5, 5, 4].entries()) {
        made.push(
          await reviewed(s.master.user.id, {
            rating,
            organizationId: s.owner.org.id,
            serviceId: s.service.id,
            client: { firstName: 'Анна', lastName: 'Петрова' },
            createdAt: at[i],
            updatedAt: at[i],
          }),
        );
      }
      const item = (i: number, rating: number) => ({
        id: made[i].id,
        appointment_id: made[i].appointmentId,
        rating,
        text: null,
        created_at: at[i].replace('Z', '.000Z'),
        updated_at: at[i].replace('Z', '.000Z'),
        author: { first_name: 'Анна', last_initial: 'П' },
        master: { id: s.master.user.id, first_name: s.master.user.firstName, last_name: s.master.user.lastName },
        service: { id: s.service.id, name: s.service.name },
        reply: null,
      });
      const body = JSON.stringify({
        rating: 4.7,
        reviews_count: 3,
        distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 2 },
        items: [item(2, 4), item(1, 5)],
        next_cursor: cursorOf('2026-11-02T00:00:00.000000Z', made[1].id),
      });
      expect(seen(await get(`/api/public/organization/${s.owner.org.deepLink}/reviews?limit=2`))).toEqual(
        json('200 OK', body),
      );
      expect(seen(await get(`/api/public/organization-master/${code}/reviews?limit=2`))).toEqual(json('200 OK', body));
    });

    it('refuses a bad cursor or limit, unknown fields, unknown, blocked and malformed links as before', async () => {
      const m = await independentMaster(t.db);
      const path = `/api/public/master/${m.profile.deepLink}/reviews`;
      const badCursor = json('422 Unprocessable Entity', BAD_CURSOR);
      for (const q of [
        'cursor=abc',
        'cursor=%21%21',
        'cursor=',
        `cursor=${cursorOf('2026-11-01T00:00:00.000000Z', 0)}`,
        `cursor=${cursorOf('2026-13-01T00:00:00.000000Z', 1)}`,
        `cursor=${'A'.repeat(101)}`,
      ]) {
        expect(seen(await get(`${path}?${q}`))).toEqual(badCursor);
      }
      const badLimit = json('422 Unprocessable Entity', fieldError([['query', 'limit'], LIMIT_MSG]));
      for (const q of ['limit=51', 'limit=0', 'limit=x', 'limit=', 'limit=1.5', 'limit=-1', 'limit=1&limit=2']) {
        expect(seen(await get(`${path}?${q}`))).toEqual(badLimit);
      }
      expect(seen(await get(`${path}?cursor=a&cursor=b&limit=99`))).toEqual(
        json(
          '422 Unprocessable Entity',
          fieldError([['query', 'cursor'], 'Некорректный курсор'], [['query', 'limit'], LIMIT_MSG]),
        ),
      );
      expect(seen(await get(`${path}?utm=bot&limit=0&x=1`))).toEqual(
        json(
          '422 Unprocessable Entity',
          fieldError(
            [['query', 'utm'], 'Неизвестное поле'],
            [['query', 'x'], 'Неизвестное поле'],
            [['query', 'limit'], LIMIT_MSG],
          ),
        ),
      );
      // a bad limit or cursor is refused before the page is looked up; a malformed link before a bad cursor
      expect(seen(await get('/api/public/master/no-such-master/reviews?limit=0'))).toEqual(badLimit);
      expect(seen(await get('/api/public/master/no-such-master/reviews?cursor=abc'))).toEqual(badCursor);
      expect(seen(await get('/api/public/master/Bad_Link/reviews?cursor=abc'))).toEqual(
        json('404 Not Found', BAD_LINK),
      );

      await t.db.getRepository(User).update({ id: m.user.id }, { isBlocked: true });
      expect(seen(await get(path))).toEqual(json('404 Not Found', MASTER_NOT_FOUND));
      expect(seen(await get('/api/public/master/no-such-master/reviews'))).toEqual(
        json('404 Not Found', MASTER_NOT_FOUND),
      );
      expect(seen(await get('/api/public/master/Bad_Link/reviews'))).toEqual(json('404 Not Found', BAD_LINK));
      expect(seen(await get('/api/public/organization/no-such-org/reviews'))).toEqual(
        json('404 Not Found', ORG_NOT_FOUND),
      );
      expect(seen(await get('/api/public/organization/BAD/reviews'))).toEqual(json('404 Not Found', BAD_LINK));
      expect(seen(await get('/api/public/organization-master/nobody/reviews'))).toEqual(
        json('404 Not Found', MASTER_NOT_FOUND),
      );
      expect(seen(await get('/api/public/master/no-such-master/reviews', { authorization: 'Bearer nope' }))).toEqual(
        json('401 Unauthorized', KEY_INVALID),
      );
    });
  });
}

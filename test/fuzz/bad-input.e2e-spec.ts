import fc from 'fast-check';
import { ROWS, RouteRow } from '../authz/table';
import { normalizeRoute, routerRoutes } from '../authz/routes';
import { createTestApp, TestApp, tgUser } from '../support/test-app';
import { buildWorld, Persona, PersonaName, tableCounts, World } from '../support/world';

/**
 * Property-based bad input over every route with a body, path or query parameters: whatever a
 * client sends, the API never answers 5xx, every error has a `detail`, and a refused request
 * writes nothing (row counts of every table are unchanged).
 */

// ---------- generators ----------

/** Marks raw JSON text (numbers JSON cannot hold exactly, absurd nesting): spliced into the body unquoted. */
const RAW = '@@raw-json@@';
const deepArray = (n: number) => `${RAW}${'['.repeat(n)}${']'.repeat(n)}`;
const deepObject = (n: number) => `${RAW}${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
const rawNumber = fc
  .constantFrom(
    '1e400',
    '-1e400',
    '123456789012345678901234567890',
    '9007199254740993',
    '1e-400',
    '-0',
    '0.1e1',
    '1E+2',
  )
  .map((n) => `${RAW}${n}`);

const nastyString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u200b\u200b',
    'ё'.repeat(300),
    'x'.repeat(5000),
    "'; DROP TABLE users; --",
    '../../etc/passwd',
    '%00',
    '${7*7}',
    '<script>alert(1)</script>',
    '👩‍👩‍👧‍👦🇷🇺',
    'NaN',
    'Infinity',
    '-1',
    '0x10',
    '1e309',
    'null',
    'true',
    '[]',
    '{}',
    '+7 (916) 123-45-67',
    '+7916123456789012345',
    'a@b.c',
    'Другое',
  ),
);

const junkScalar = fc.oneof(
  nastyString,
  fc.integer(),
  fc.constantFrom(
    0,
    -1,
    2 ** 31,
    -(2 ** 31) - 1,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
    1.5,
    -0.000001,
    1e21,
    1e308,
  ),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  rawNumber,
);

const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: junkScalar },
  { weight: 1, arbitrary: fc.array(junkScalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, junkScalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
);

/** A body: anything at all, or the route's own fields holding wrong things (plus stray fields). */
function bodyArb(valid: unknown): fc.Arbitrary<unknown> {
  const keys = valid && typeof valid === 'object' && !Array.isArray(valid) ? Object.keys(valid) : [];
  const shaped = keys.length
    ? fc
        .tuple(
          fc.record(Object.fromEntries(keys.map((k) => [k, junkValue])), { requiredKeys: [] }),
          fc.dictionary(nastyString, junkValue, { maxKeys: 2 }),
          fc.boolean(),
        )
        .map(([fields, extra, keepValid]) => ({ ...(keepValid ? (valid as object) : {}), ...extra, ...fields }))
    : fc.constant({});
  /** The valid body with exactly one field broken (the likeliest way to get past the other checks). */
  const oneBroken = keys.length
    ? fc.tuple(fc.constantFrom(...keys), junkValue).map(([k, v]) => ({ ...(valid as object), [k]: v }))
    : fc.constant({});
  return fc.oneof(
    { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.oneof(fc.constant(undefined), junkScalar, fc.array(junkValue, { maxLength: 3 })) },
    { weight: 3, arbitrary: shaped },
    { weight: 3, arbitrary: oneBroken },
  );
}

/** A path segment: unicode, numbers out of range, dots, spaces, huge digit strings. */
const segmentArb = (mutating: boolean) =>
  fc
    .oneof(
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
      fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
      // existing rows have small ids: a mutating route must not change the world it is fuzzing
      fc.integer({ min: 1, max: 2 ** 31 - 1 }).map((n) => String(mutating ? n + 1_000_000 : n)),
      fc.constantFrom(
        '0',
        '-1',
        '1.5',
        '1e3',
        '0x1f',
        ' 1',
        '1 ',
        '+1',
        '２',
        'NaN',
        'null',
        'undefined',
        '%',
        '..',
        '.',
        'ё',
        '🙂',
        'a'.repeat(199),
        '9'.repeat(40),
      ),
    )
    .map((s) => encodeURIComponent(s));

const queryValueArb = fc.oneof(nastyString, fc.integer().map(String), fc.bigInt().map(String));

// ---------- helpers ----------

function toJsonText(value: unknown): string | undefined {
  const text = JSON.stringify(value);
  return text === undefined
    ? undefined
    : text.replace(new RegExp(`"${RAW}((?:[^"\\\\]|\\\\.)*)"`, 'g'), (_m, raw: string) => JSON.parse(`"${raw}"`));
}

function isErrorBody(body: unknown): boolean {
  if (!body || typeof body !== 'object' || !('detail' in body)) return false;
  const detail = body.detail;
  if (typeof detail === 'string') return detail.length > 0;
  return (
    Array.isArray(detail) &&
    detail.length > 0 &&
    detail.every((d) => d && Array.isArray(d.loc) && typeof d.msg === 'string' && d.msg.length > 0)
  );
}

const ACTOR_PREFERENCE: PersonaName[] = [
  'owner',
  'superAdmin',
  'master',
  'orgAdmin',
  'orgMaster',
  'client',
  'stranger',
  'anonymous',
];

describe('bad input on every route', () => {
  let t: TestApp;
  let w: World;
  let existing: Set<string>;
  let ip = 0;

  beforeAll(async () => {
    t = await createTestApp({ trustProxy: true }); // the per-request X-Forwarded-For below keeps rate limits out of the way
    w = await buildWorld(t.db);
    existing = new Set(routerRoutes(t.app).map((r) => normalizeRoute(r.method, r.path)));
  });
  afterAll(() => t.close());

  /** Someone the route lets in, so the input reaches validation and the service. */
  async function actorFor(row: RouteRow): Promise<Persona> {
    const name = ACTOR_PREFERENCE.find((p) => row.expect[p] === 'ok') ?? 'owner';
    // a stranger who happens to register would turn the next runs into 409s
    return name === 'stranger' ? { name, tg: tgUser(), user: null } : w.personas[name];
  }

  async function send(row: RouteRow, actor: Persona, url: string, body: unknown, hasBody: boolean) {
    const method = row.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    // a new client address per request keeps the error-log rate limit out of the way
    let req = t.http[method](url)
      .set(w.headers(actor))
      .set('X-Forwarded-For', `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}`)
      .redirects(0);
    const text = hasBody ? toJsonText(body) : undefined;
    if (text !== undefined) req = req.set('content-type', 'application/json').send(text);
    return req;
  }

  /** Sends one request and checks the three promises; returns a description of what broke, if anything. */
  async function probe(
    row: RouteRow,
    actor: Persona,
    url: string,
    body: unknown,
    hasBody: boolean,
  ): Promise<string | null> {
    const before = await tableCounts(t.db);
    const res = await send(row, actor, url, body, hasBody);
    const what = `${row.method} ${url} body=${(toJsonText(body) ?? '').slice(0, 200)} -> ${res.status} ${res.text.slice(0, 200)}`;
    if (res.status >= 500) return `5xx: ${what}`;
    if (res.status >= 400) {
      if (!isErrorBody(res.body)) return `error without detail: ${what}`;
      const after = await tableCounts(t.db);
      const changed = Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
      if (changed.length)
        return `refused but wrote ${changed.map((k) => `${k} ${before[k]}->${after[k]}`).join(', ')}: ${what}`;
    }
    return null;
  }

  const fuzzable = ROWS.filter((r) => !r.infra);
  const withBody = fuzzable.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));
  const withParams = fuzzable.filter((r) => r.path.includes(':'));
  const withQuery = fuzzable.filter((r) => r.method === 'GET');

  async function template(row: RouteRow, actor: Persona) {
    const req = row.req ? await row.req(w, actor) : { url: row.path };
    const [path, query = ''] = req.url.split('?');
    return { path, query, body: req.body };
  }

  describe('bodies', () => {
    it.each(withBody.map((r) => [normalizeRoute(r.method, r.path), r] as const))('%s', async (_k, row) => {
      expect(existing).toContain(normalizeRoute(row.method, row.path));
      const actor = await actorFor(row);
      const { path, query, body: valid } = await template(row, actor);
      const url = query ? `${path}?${query}` : path;
      // always tried first, one request each: every field once with a NUL byte and once with a number
      // JSON cannot hold, then nesting deep enough to overflow a recursive transformer (under the size limits)
      const fields = valid && typeof valid === 'object' ? Object.keys(valid) : [];
      const first = fields[0] ?? 'x';
      const hostile: unknown[] = [
        ...fields.flatMap((k) => [
          { ...(valid as object), [k]: 'a\u0000b' },
          { ...(valid as object), [k]: `${RAW}1e400` },
        ]),
        { ...(valid as object), [first]: deepArray(20_000) },
        { ...(valid as object), [first]: deepObject(8_000) },
      ];
      const problems: string[] = [];
      for (const body of hostile) {
        const problem = await probe(row, row.freshActor ? await actorFor(row) : actor, url, body, true);
        if (problem) problems.push(problem.slice(0, 500));
      }
      expect(problems).toEqual([]);
      await fc.assert(
        fc.asyncProperty(bodyArb(valid), async (body) => {
          const problem = await probe(row, row.freshActor ? await actorFor(row) : actor, url, body, true);
          if (problem) throw new Error(problem);
        }),
        { numRuns: 30 },
      );
    });
  });

  describe('body encodings', () => {
    it.each(withBody.map((r) => [normalizeRoute(r.method, r.path), r] as const))('%s', async (_k, row) => {
      expect(existing).toContain(normalizeRoute(row.method, row.path));
      const actor = await actorFor(row);
      const { path, query } = await template(row, actor);
      const url = query ? `${path}?${query}` : path;
      const contentType = fc.constantFrom(
        'application/json',
        'application/json; charset=latin1',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/octet-stream',
      );
      const text = fc.oneof(
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.constantFrom(
          '',
          '{',
          '{"a":',
          'null',
          '[]',
          '"str"',
          '{"__proto__":{"x":1}}',
          '{"constructor":{"prototype":{"x":1}}}',
          'first_name=Анна&phone=1',
          '\ufeff{}',
        ),
      );
      await fc.assert(
        fc.asyncProperty(contentType, text, async (type, raw) => {
          const counts = await tableCounts(t.db);
          const method = row.method.toLowerCase() as 'post' | 'put';
          const res = await t.http[method](url).set(w.headers(actor)).set('content-type', type).send(raw);
          const what = `${row.method} ${url} [${type}] ${JSON.stringify(raw).slice(0, 100)} -> ${res.status} ${res.text.slice(0, 200)}`;
          if (res.status >= 500) throw new Error(`5xx: ${what}`);
          if (res.status >= 400) {
            if (!isErrorBody(res.body)) throw new Error(`error without detail: ${what}`);
            expect(await tableCounts(t.db)).toEqual(counts);
          }
        }),
        { numRuns: 15 },
      );
    });
  });

  describe('path parameters', () => {
    it.each(withParams.map((r) => [normalizeRoute(r.method, r.path), r] as const))('%s', async (_k, row) => {
      expect(existing).toContain(normalizeRoute(row.method, row.path));
      const actor = await actorFor(row);
      const { query, body } = await template(row, actor);
      const params = row.path.match(/:[^/]+/g) ?? [];
      const mutating = row.method !== 'GET';
      await fc.assert(
        fc.asyncProperty(fc.tuple(...params.map(() => segmentArb(mutating))), async (segments) => {
          let i = 0;
          const path = row.path.replace(/:[^/]+/g, () => segments[i++]);
          const url = query ? `${path}?${query}` : path;
          const problem = await probe(row, actor, url, body, body !== undefined);
          if (problem) throw new Error(problem);
        }),
        { numRuns: 25 },
      );
    });
  });

  describe('query strings', () => {
    it.each(withQuery.map((r) => [normalizeRoute(r.method, r.path), r] as const))('%s', async (_k, row) => {
      expect(existing).toContain(normalizeRoute(row.method, row.path));
      const actor = await actorFor(row);
      const { path, query } = await template(row, actor);
      const known = [...new URLSearchParams(query).keys()];
      const keyArb = known.length ? fc.oneof(fc.constantFrom(...known), nastyString) : nastyString;
      await fc.assert(
        fc.asyncProperty(fc.array(fc.tuple(keyArb, queryValueArb), { minLength: 1, maxLength: 4 }), async (pairs) => {
          const qs = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
          const problem = await probe(row, actor, `${path}?${qs}`, undefined, false);
          if (problem) throw new Error(problem);
        }),
        { numRuns: known.length ? 20 : 6 },
      );
    });
  });

  describe('init data headers', () => {
    it('never lets arbitrary init data in, and never fails on it', async () => {
      const headerText = fc.oneof(
        fc.string({
          unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
          minLength: 1,
          maxLength: 300,
        }),
        fc
          .dictionary(
            fc.constantFrom('user', 'auth_date', 'hash', 'signature', 'query_id', 'start_param'),
            junkScalar.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
            { minKeys: 1 },
          )
          .map((d) => new URLSearchParams(d).toString()),
      );
      await fc.assert(
        fc.asyncProperty(headerText, fc.boolean(), async (raw, asTma) => {
          const me = await t.http
            .get('/api/users/me')
            .set(asTma ? 'Authorization' : 'X-Telegram-Init-Data', asTma ? `tma ${raw}` : raw);
          expect(me.status).toBe(401);
          expect(isErrorBody(me.body)).toBe(true);
          const check = await t.http.get('/api/registration/check').set('X-Telegram-Init-Data', raw);
          expect([check.status, check.body]).toEqual([200, { exists: false }]);
        }),
        { numRuns: 50 },
      );
    });
  });
});

import { MSG } from '../../src/common/messages';
import type { AppConfig } from '../../src/config/app.config';
import { createTestApp, TestApp } from '../support/test-app';
import { buildWorld, PERSONAS, tableCounts, World } from '../support/world';
import { controllerRoutes, normalizeRoute, parsePrintedRoutes, routerRoutes } from './routes';
import { Outcome, ROWS, RouteRow } from './table';

/**
 * Authorization matrix (OWASP API1/API5): every route of the router has a row saying, for every
 * persona, what must happen. A route without a row fails the suite. Defined once, run on
 * PostgreSQL (test/authz/matrix.e2e-spec.ts) and on embedded PGlite (test/pglite/matrix.e2e-spec.ts),
 * where a request that touches the database outside its transaction would hang.
 */
/** Routes of the router (normalized keys) that no row of the table describes. */
export function routesWithoutRow(existing: Set<string>, rows: RouteRow[]): string[] {
  const described = new Set(rows.map((r) => normalizeRoute(r.method, r.path)));
  return [...existing].filter((k) => !described.has(k)).sort();
}

export function describeMatrix(label: string, overrides: Partial<AppConfig> = {}): void {
  describe(`authorization matrix on ${label}`, () => {
    let t: TestApp;
    let w: World;
    let existing: Set<string>;
    let unconfirmed: string[];

    beforeAll(async () => {
      t = await createTestApp({ devLogin: true, ...overrides });
      w = await buildWorld(t.db);
      const routes = routerRoutes(t.app);
      existing = new Set(routes.map((r) => normalizeRoute(r.method, r.path)));
      unconfirmed = routes.filter((r) => !r.registered).map((r) => `${r.method} ${r.path}`);
    }, 120_000);
    afterAll(() => t?.close());

    const rowKey = (r: RouteRow) => normalizeRoute(r.method, r.path);
    const deviations: string[] = [];
    afterAll(() => {
      if (deviations.length) console.warn(`known deviations from the rules (reported):\n${deviations.join('\n')}`);
    });

    describe('the route list', () => {
      it('parses a printed route tree into full paths', () => {
        const tree = [
          '├── /api/',
          '│   ├── users/',
          '│   │   ├── me (GET, PUT)',
          '│   │   └── :id (GET)',
          '│   └── health (GET, HEAD)',
          '└── /dev-login (GET, HEAD)',
        ].join('\n');
        expect(parsePrintedRoutes(tree)).toEqual([
          { method: 'GET', path: '/api/users/me' },
          { method: 'PUT', path: '/api/users/me' },
          { method: 'GET', path: '/api/users/:id' },
          { method: 'GET', path: '/api/health' },
          { method: 'HEAD', path: '/api/health' },
          { method: 'GET', path: '/dev-login' },
        ]);
      });

      it('finds every route the Nest controllers declare', () => {
        const fromControllers = controllerRoutes(t.app);
        expect(fromControllers.length).toBeGreaterThan(0);
        const missing = fromControllers.filter(
          (r) =>
            !existing.has(normalizeRoute(r.method, `/api${r.path}`)) && !existing.has(normalizeRoute(r.method, r.path)),
        );
        expect(missing).toEqual([]);
        expect(unconfirmed).toEqual([]);
        expect(existing).toContain('GET /api/health');
        expect(existing).toContain('GET /dev-login');
      });

      it('has no route without a row', () => {
        expect(routesWithoutRow(existing, ROWS)).toEqual([]);
        // and the check does see a route nobody described
        expect(routesWithoutRow(new Set([...existing, 'DELETE /api/users/:']), ROWS)).toEqual(['DELETE /api/users/:']);
      });

      it('has no row twice', () => {
        const keys = ROWS.map(rowKey);
        expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
      });

      it('has no row for a route that does not exist', () => {
        expect(ROWS.filter((r) => !existing.has(rowKey(r))).map(rowKey)).toEqual([]);
      });
    });

    describe.each(ROWS.map((r) => [rowKey(r), r] as const))('%s', (_key, row) => {
      it('answers every persona as the rules say', async () => {
        expect(existing).toContain(rowKey(row));
        const problems: string[] = [];
        for (const name of PERSONAS) {
          const actor = row.freshActor ? await w.fresh(name) : w.personas[name];
          const { url, body } = row.req ? await row.req(w, actor) : { url: row.path, body: undefined };
          const method = row.method.toLowerCase() as 'get' | 'head' | 'post' | 'put' | 'delete' | 'patch';
          let req = t.http[method](url).set(w.headers(actor)).redirects(0);
          if (body !== undefined) req = req.send(body as object);
          const want = row.expect[name];
          // refusals are checked for side effects (counted before only when a refusal is expected)
          const refusal = want === 401 || want === 403;
          const countsBefore = refusal ? await tableCounts(t.db) : null;
          const stateBefore = refusal ? await row.guarded?.(w) : undefined;
          const res = await req;
          const got = res.status;
          const matches = (o: Outcome) => (o === 'ok' ? got >= 200 && got < 300 : got === o);
          const fits = matches(want);
          const say = (msg: string) =>
            problems.push(`${name}: ${msg} (${row.method} ${url}) -> ${got} ${JSON.stringify(res.body).slice(0, 300)}`);
          const known = row.deviations?.[name];
          if (!fits && known && matches(known.got)) {
            deviations.push(`${row.method} ${row.path} as ${name}: expected ${want}, got ${got} — ${known.why}`);
          } else if (!fits) say(`expected ${want}`);
          if (got >= 400 && (res.body === null || typeof res.body !== 'object' || !('detail' in res.body))) {
            say('error without detail');
          }
          if (fits && got === 401 && name === 'anonymous' && res.body.detail !== MSG.noTelegramUser) {
            say(`401 detail should be "${MSG.noTelegramUser}"`);
          }
          if (fits && got === 403 && name === 'blocked' && res.body.detail !== MSG.accountBlocked) {
            say(`403 detail should be "${MSG.accountBlocked}"`);
          }
          if (countsBefore && (got === 401 || got === 403)) {
            // refused means refused: no row added or removed, the guarded state untouched
            const countsAfter = await tableCounts(t.db);
            const changed = Object.keys(countsAfter).filter((k) => countsAfter[k] !== countsBefore[k]);
            if (changed.length) say(`refused but changed row counts of ${changed.join(', ')}`);
            if (row.guarded && JSON.stringify(await row.guarded(w)) !== JSON.stringify(stateBefore))
              say('refused but changed the target');
          }
        }
        expect(problems).toEqual([]);
      });
    });
  });
}

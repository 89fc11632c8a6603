import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ARTIFACTS, launch, Browser } from '../../support/browser';
import { LOCAL_TILE_URL } from '../../support/map-tiles';
import { startServer, RunningServer, WEBAPP_DIST } from '../../support/server';
import { ROLE_RUNS } from './routes';
import { RoleVisit, Theme } from './visit';
import { buildWorld, World } from './world';

/**
 * The smoke run of one theme: every route of every role, as each may open it, opened with signed init data
 * against the real server on a fresh database, at 390×844. A screen passes when its content shows at the URL
 * the spec expects, without console errors, page errors, 5xx answers, error reports to /api/logs/error or
 * the error fallback. Screenshots: artifacts/smoke/<theme>/<role>/<route>.png. Each theme is a spec file of
 * its own (smoke-light, smoke-dark): the browser tier's two workers then share the run instead of one
 * worker running both themes while the other has long finished.
 */
/**
 * One role's run opens up to 26 screens, each wait bounded by the visit's own 8 s. On a loaded 2-core
 * machine a role took 90 s with one theme at a time and over 120 s (the tier's limit per test) with both
 * themes side by side.
 */
const ROLE_RUN_TIMEOUT = 300_000;

export function describeSmoke(theme: Theme): void {
  describe(`smoke: every screen of every role, ${theme} theme`, () => {
    let server: RunningServer;
    let world: World;
    let dist: string;
    let browser: Browser;

    beforeAll(async () => {
      rmSync(join(ARTIFACTS, 'smoke', theme), { recursive: true, force: true });
      // The built mini app is copied first: a rebuild of webapp/dist during the run must not swap its chunks.
      dist = mkdtempSync(join(tmpdir(), 'smoke-dist-'));
      cpSync(process.env.SMOKE_WEBAPP_DIST || WEBAPP_DIST, dist, { recursive: true });
      // the map's tiles from a path the browser answers (support/map-tiles.ts), never from the internet
      server = await startServer({ webappDist: dist, mapTileUrl: LOCAL_TILE_URL });
      world = await buildWorld(server.db);
      browser = await launch(theme);
      // Playwright's clock, so the 2 s splash of every load is fast-forwarded rather than waited for.
      await browser.context.clock.install();
    }, 120_000);

    afterAll(async () => {
      await browser?.close();
      await server?.close();
      if (dist) rmSync(dist, { recursive: true, force: true });
    });

    if (theme === 'light') {
      // The checks themselves can fail: a 5xx, an unexpected refusal and an untranslated key are noticed.
      it('self-check: a broken screen is noticed', async () => {
        const visit = await RoleVisit.open(browser, server.baseUrl, theme, 'self-check', world.owner);
        try {
          const team = { name: 'team', path: '/team', expect: '/team', title: 'Команда', shell: true };
          await visit.page.route('**/api/organizations/my/team', (r) =>
            r.fulfill({ status: 500, json: { detail: 'boom' } }),
          );
          expect((await visit.visit(team)).join('\n')).toContain('server error: GET /api/organizations/my/team 500');
          await visit.page.unroute('**/api/organizations/my/team');
          await visit.page.route('**/api/organizations/my/team', (r) =>
            r.fulfill({ status: 404, json: { detail: 'Не найдено' } }),
          );
          expect((await visit.visit(team)).join('\n')).toContain('API refused: GET /api/organizations/my/team 404');
          await visit.page.unroute('**/api/organizations/my/team');
          await visit.page.route('**/api/users/me', async (r) => {
            const real = await r.fetch();
            await r.fulfill({
              response: real,
              json: { ...(await real.json()), first_name: 'profile.firstName', last_name: 'undefined' },
            });
          });
          const profile = (
            await visit.visit({
              name: 'profile',
              path: '/profile',
              expect: '/profile',
              title: 'Профиль',
              shell: true,
            })
          ).join('\n');
          expect(profile).toContain('raw i18n keys on screen: profile.firstName');
          expect(profile).toContain('shows "undefined"');
        } finally {
          await visit.close();
        }
      });
    }

    for (const run of ROLE_RUNS) {
      it(
        `${run.role}: every screen shows its content cleanly`,
        async () => {
          const visit = await RoleVisit.open(browser, server.baseUrl, theme, run.role, run.visitor(world), run.nav);
          try {
            const screens = run.screens(world);
            for (const [i, screen] of screens.entries()) {
              if (visit.blankScreens >= 3) {
                visit.problems.push(
                  `${theme} ${run.role}: stopped after ${i} of ${screens.length} screens, 3 never showed their content`,
                );
                break;
              }
              await visit.visit(screen, i === 0 && run.role === 'client' ? { splashShot: 'splash' } : {});
            }
          } finally {
            await visit.close();
            const dir = join(ARTIFACTS, 'smoke', theme, run.role);
            mkdirSync(dir, { recursive: true });
            writeFileSync(join(dir, 'timings.txt'), `${visit.timings.join('\n')}\n`);
          }
          expect(visit.problems).toEqual([]);
        },
        ROLE_RUN_TIMEOUT,
      );
    }
  });
}

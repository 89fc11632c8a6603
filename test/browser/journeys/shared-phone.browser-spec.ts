/**
 * Two Telegram accounts on one phone share the mini app's storage: each person who opens the app sees
 * their own role, and nobody's visit asks the server for what it can only refuse.
 */
import type { Page } from 'playwright-core';
import { currentRoleKey } from '../../../src/additional-roles/current-role-key';
import { makeOwner, makeUser } from '../../factories';
import { superAdmin, tgUser, type TgUser } from '../../support/test-app';
import { seeText, seeTitle, startJourney, type Journey, type Person } from './support/journey';

// The one browser global the in-page reader uses (this project compiles without the DOM lib).
declare const localStorage: {
  readonly length: number;
  key(i: number): string | null;
  getItem(k: string): string | null;
};

/** What went wrong on the page while it was watched: failed requests and console errors. */
function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.request().method()} ${new URL(r.url()).pathname} ${r.status()}`);
  });
  page.on('requestfailed', (r) => {
    // Leaving a page cancels what it still loads; only a real failure counts.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`${r.method()} ${r.url()} failed`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return {
    /** The problems seen since the last call. */
    take: () => problems.splice(0),
  };
}

describe('journeys: one phone, several Telegram accounts', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await startJourney('shared-phone');
  });
  afterEach(() => j?.endScene());
  afterAll(() => j?.close());

  it('the owner, then the unregistered super admin, then a client: each sees their own role, with no failed request and no console error', async () => {
    const db = j.server.db;
    const owner = await makeOwner(db, { name: 'Салон «Мята»' });
    const client = await makeUser(
      db,
      'client',
      { firstName: 'Вера', lastName: 'Лосева' },
      tgUser({ first_name: 'Вера' }),
    );
    const phone = await j.person('owner', owner.tg);
    const page = phone.page;
    // The same phone (browser context, storage, page) in another account's hands.
    const as = (name: string, tg: TgUser): Person => ({ ...phone, name, tg });
    const problems = watchProblems(page);
    const stored = () =>
      page.evaluate(() => {
        const all: Record<string, string | null> = {};
        for (let i = 0; i < localStorage.length; i++) {
          const key = localStorage.key(i) as string;
          if (key.startsWith('currentRole')) all[key] = localStorage.getItem(key);
        }
        return all;
      });
    /** Waits until nothing is loading, so every request of the visit has answered. */
    const settled = () => page.waitForLoadState('networkidle');

    await j.step('owner: the profile in the owner role, then the management screen', async () => {
      await j.openPath(phone, '/profile');
      await seeTitle(page, 'Профиль');
      await page.getByTestId('current-role').getByText('Владелец', { exact: true }).waitFor();
      await j.openPath(phone, '/management');
      await seeTitle(page, 'Управление');
      await settled();
      await phone.shot('owner-management');
      expect(problems.take()).toEqual([]);
      expect(await stored()).toEqual({ [currentRoleKey(owner.tg.id)]: 'organization' });
    });

    await j.step('super admin (not registered): the panel opens, asking nothing it may not', async () => {
      await j.openPath(as('super admin', superAdmin()), '/admin');
      await seeTitle(page, 'Панель администратора');
      await seeText(page, 'Вера Лосева');
      await settled();
      await phone.shot('super-admin-panel');
      expect(problems.take()).toEqual([]);
      // the owner's choice stays the owner's; nothing is remembered for someone with no role
      expect(await stored()).toEqual({ [currentRoleKey(owner.tg.id)]: 'organization' });
    });

    await j.step('client: the profile in the client role', async () => {
      await j.openPath(as('client', client.tg), '/profile');
      await seeTitle(page, 'Профиль');
      await page.getByTestId('current-role').getByText('Клиент', { exact: true }).waitFor();
      await settled();
      await phone.shot('client-profile');
      expect(problems.take()).toEqual([]);
      expect(await stored()).toEqual({
        [currentRoleKey(owner.tg.id)]: 'organization',
        [currentRoleKey(client.tg.id)]: 'client',
      });
    });

    await j.step('owner again: still the owner role, restored from their own choice', async () => {
      await j.openPath(phone, '/profile');
      await page.getByTestId('current-role').getByText('Владелец', { exact: true }).waitFor();
      await settled();
      expect(problems.take()).toEqual([]);
    });
  });
});

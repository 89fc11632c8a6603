/**
 * A newcomer's first minute: /dev-login lists the demo's people, and one tap on each opens the mini app as
 * them, in their role, on a screen with something to show. The same browser goes from person to person, as
 * a newcomer would (the app's stored role must follow). Screenshots under artifacts/dev-login-demo/.
 */
import { DEMO_SUPER_ADMIN_TELEGRAM_ID } from '../../src/config/app.config';
import { seedDemoData } from '../../src/database/demo-data';
import { keepFailure, launch, watchedPage, type Browser, type Watched } from './support/browser';
import { startServer, type RunningServer } from './support/server';

describe('dev login with the demo data', () => {
  let s: RunningServer;
  let b: Browser;
  let w: Watched;
  beforeAll(async () => {
    // as `npm start` has it: the demo's platform admin is the super admin
    s = await startServer({ devLogin: true, superAdminTelegramId: DEMO_SUPER_ADMIN_TELEGRAM_ID });
    await seedDemoData(s.db, new Date());
    b = await launch();
    w = await watchedPage(b, 'dev-login-demo');
  });
  afterAll(async () => {
    await b?.close();
    await s?.close();
  });

  it.each([
    ['Клиент', /\/master\/[\w-]+$/, 'Записаться'],
    ['Специалист', /\/calendar\/day$/, 'Записать клиента'],
    ['Владелец', /\/records$/, 'Записать клиента'],
    ['Админ', /\/salon-appointments$/, 'Записать клиента'],
    ['Специалист в салоне', /\/calendar\/day$/, 'Записать клиента'],
    ['Супер админ', /\/admin$/, 'Панель администратора'],
  ])('one tap on «%s» opens the app as them at %s, showing %s', async (role, path, text) => {
    w.consoleErrors.length = 0;
    try {
      await w.page.goto(`${s.baseUrl}/dev-login`);
      if (role === 'Клиент') await w.shot('00-dev-login');
      await w.page.locator('.people a', { has: w.page.locator('b', { hasText: new RegExp(`^${role}$`) }) }).click();
      await w.page.waitForURL((url) => path.test(url.pathname), { timeout: 15000 });
      await w.page.locator('.splash').waitFor({ state: 'detached', timeout: 15000 });
      await w.page.getByText(text).first().waitFor({ timeout: 15000 });
      // a salon's screens for the owner and the admin, not "for owners and admins only"
      expect(await w.page.getByText('доступны владельцу').count()).toBe(0);
      await w.shot(role);
      expect(w.consoleErrors).toEqual([]);
    } catch (e) {
      await keepFailure(w, 'dev-login-demo', role);
      throw e;
    }
  });
});

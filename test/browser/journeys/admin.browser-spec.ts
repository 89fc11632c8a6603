/**
 * Journey 8: the super admin blocks and unblocks a user; the user and the bot notice; others cannot open /admin.
 */
import { User } from '../../../src/users/entities/user.entity';
import { makeUser } from '../../factories';
import { superAdmin, tgUser } from '../../support/test-app';
import { field, pageErrors, seeText, seeTitle, startJourney, type Journey } from './support/journey';

describe('journeys: super admin', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await startJourney('admin');
  });
  afterEach(() => j?.endScene());
  afterAll(() => j?.close());

  it('8. the super admin finds a user, blocks them (confirmation), the user and the bot notice; unblock restores; others are turned away from /admin', async () => {
    const db = j.server.db;
    const adminMade = await makeUser(db, 'client', { firstName: 'Супер', lastName: 'Админ' }, superAdmin());
    const targetMade = await makeUser(
      db,
      'client',
      { firstName: 'Злата', lastName: 'Громова' },
      tgUser({ first_name: 'Злата' }),
    );
    await makeUser(db, 'client', { firstName: 'Егор', lastName: 'Громов' });
    await makeUser(db, 'client', { firstName: 'Фёдор', lastName: 'Смирнов' });
    const admin = await j.person('admin', adminMade.tg);
    const target = await j.person('target', targetMade.tg);
    const stranger = await j.person('stranger', { first_name: 'Незнакомец' });
    const adminDialog = admin.page.locator('.adm-dialog-body', { hasText: 'Злата Громова' });

    await j.step('a registered non-admin opening /admin lands on the profile', async () => {
      await j.openPath(target, '/admin');
      await target.page.waitForURL('**/profile', { timeout: 15000 });
      await seeTitle(target.page, 'Профиль');
      expect(await target.page.getByText('Панель администратора').count()).toBe(0);
    });
    await j.step('an unregistered visitor opening /admin lands on the registration screen', async () => {
      await j.openPath(stranger, '/admin');
      await stranger.page.waitForURL('**/register', { timeout: 15000 });
      await seeTitle(stranger.page, 'Регистрация');
    });

    await j.step('admin: searches the user by surname', async () => {
      await j.openPath(admin, '/admin');
      await seeTitle(admin.page, 'Панель администратора');
      await seeText(admin.page, 'Фёдор Смирнов');
      await admin.page.getByPlaceholder('Имя, телефон, email или Telegram ID').fill('Громова');
      await admin.page.getByText('Фёдор Смирнов').waitFor({ state: 'hidden' });
      await seeText(admin.page, 'Злата Громова');
      expect(await admin.page.getByText('Егор Громов', { exact: true }).count()).toBe(0);
      await admin.shot('search');
    });
    await j.step('admin: blocks the user after confirming', async () => {
      await admin.page.locator('.adm-list-item', { hasText: 'Злата Громова' }).click();
      await adminDialog.getByRole('button', { name: 'Заблокировать' }).click();
      const confirmDialog = admin.page.locator('.adm-dialog-body', {
        hasText: 'Заблокировать пользователя Злата Громова?',
      });
      await confirmDialog.waitFor();
      await admin.shot('block-confirmation');
      await confirmDialog.getByRole('button', { name: 'OK' }).click();
      await seeText(admin.page, 'Пользователь заблокирован');
      await adminDialog.getByText('Заблокирован', { exact: true }).waitFor();
      await adminDialog.getByRole('button', { name: 'Разблокировать' }).waitFor();
      await admin.shot('blocked');
      expect((await db.getRepository(User).findOneByOrFail({ id: targetMade.user.id })).isBlocked).toBe(true);
    });
    await j.step('user: the next call shows the blocked message', async () => {
      // The profile was open before the block; saving the name is the next call.
      const card = target.page.locator('.adm-card', { hasText: 'Личные данные' });
      await card.getByRole('button', { name: 'Редактировать' }).click();
      await field(card, 'Фамилия').fill('Громова-Петрова');
      await card.getByRole('button', { name: 'Сохранить' }).click();
      await seeText(target.page, 'Ваш аккаунт заблокирован');
      await target.shot('blocked-message');
      await target.page.locator('.adm-dialog-body').getByRole('button', { name: 'OK' }).click();
      expect((await db.getRepository(User).findOneByOrFail({ id: targetMade.user.id })).lastName).toBe('Громова');
    });
    await j.step('the bot tells the user they are blocked', async () => {
      await j.deliverNotices();
      expect(j.messagesTo(target.tg).map((m) => m.text)).toEqual([
        'Ваш аккаунт заблокирован администратором. Если это ошибка, напишите в поддержку.',
      ]);
    });

    await j.step('admin: unblocks the user', async () => {
      await adminDialog.getByRole('button', { name: 'Разблокировать' }).click();
      await seeText(admin.page, 'Пользователь разблокирован');
      await adminDialog.getByText('Активен', { exact: true }).waitFor();
      await admin.shot('unblocked');
    });
    await j.step('user: access is back (the bot says so, the profile saves)', async () => {
      await j.deliverNotices();
      expect(j.messagesTo(target.tg).at(-1)?.text).toBe('Ваш аккаунт снова активен. Добро пожаловать обратно!');
      await j.openPath(target, '/profile');
      const card = target.page.locator('.adm-card', { hasText: 'Личные данные' });
      await card.getByRole('button', { name: 'Редактировать' }).click();
      await field(card, 'Фамилия').fill('Громова-Петрова');
      await card.getByRole('button', { name: 'Сохранить' }).click();
      await seeText(target.page, 'Профиль обновлён!');
      await target.shot('access-restored');
      expect((await db.getRepository(User).findOneByOrFail({ id: targetMade.user.id })).lastName).toBe(
        'Громова-Петрова',
      );
    });
    expect(pageErrors(admin)).toEqual([]);
    expect(pageErrors(target)).toEqual([]);
  });
});

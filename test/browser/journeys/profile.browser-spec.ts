/**
 * Journeys 7 and 9: a client becomes a master from the profile; profile edit rules and English.
 */
import { MasterProfile } from '../../../src/users/entities/master-profile.entity';
import { User } from '../../../src/users/entities/user.entity';
import { makeUser } from '../../factories';
import { tgUser } from '../../support/test-app';
import { field, pageErrors, seeText, seeTitle, startJourney, type Journey } from './support/journey';
import { clipboardText, expectNav } from './support/screens';

const CLIENT_NAV = ['Профиль', 'Поиск услуг', 'Карта', 'Мои записи', 'Избранное'];
const MASTER_NAV = ['Профиль', 'Календарь', 'Мои записи', 'Услуги', 'Тариф'];

describe('journeys: profile', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await startJourney('profile');
  });
  afterEach(() => j?.endScene());
  afterAll(() => j?.close());

  it('7. a client adds the master role, copies the booking link; switching roles changes the navigation and survives a reload', async () => {
    const db = j.server.db;
    const made = await makeUser(
      db,
      'client',
      { firstName: 'Ника', lastName: 'Белова', phone: '+79161234567' },
      tgUser({ first_name: 'Ника' }),
    );
    const client = await j.person('client', made.tg);
    const page = client.page;
    const currentRole = page.getByTestId('current-role');

    await j.step('client: the profile shows the client mode and navigation', async () => {
      await j.openPath(client, '/profile');
      await seeTitle(page, 'Профиль');
      await expectNav(page, CLIENT_NAV);
      expect(await currentRole.textContent()).toBe('Клиент');
    });
    await j.step('client: opens the independent specialist form; a missing category is refused', async () => {
      await page.getByRole('button', { name: 'Независимый специалист' }).click();
      await seeTitle(page, 'Регистрация дополнительной роли: Специалист');
      expect(await field(page, 'Телефон').inputValue()).toBe('+79161234567');
      await page.getByRole('button', { name: 'Зарегистрировать' }).click();
      await seeText(page, 'Пожалуйста, заполните все обязательные поля');
      await client.shot('required-fields');
    });
    const link = await j.step('client: picks a category, registers, sees the booking-link dialog', async () => {
      await page.getByRole('button', { name: 'Категория' }).click();
      await page.getByRole('listbox').getByText('Красота', { exact: true }).click();
      await page.getByRole('listbox').waitFor({ state: 'hidden' });
      await field(page, 'Специализация').fill('Визажист');
      await page.getByRole('button', { name: 'Зарегистрировать' }).click();
      await seeText(page, 'Ваша ссылка для записи');
      const shown = (await page.getByTestId('master-link').textContent())?.trim() ?? '';
      const profile = await db.getRepository(MasterProfile).findOneByOrFail({ userId: made.user.id });
      expect(shown).toBe(`https://t.me/test_booking_bot?start=master_${profile.deepLink}`);
      expect(profile).toMatchObject({ category: 'Красота', specialization: 'Визажист' });
      await client.shot('booking-link-dialog');
      return shown;
    });
    await j.step('client: copies the link: Скопировано!', async () => {
      await page.locator('.adm-dialog-body').getByRole('button', { name: 'Копировать' }).click();
      await seeText(page, 'Скопировано!');
      expect(await clipboardText(page)).toBe(link);
      await client.shot('copied');
      await page.locator('.adm-dialog-body').getByRole('button', { name: 'Закрыть' }).click();
      await page.locator('.adm-dialog-body').waitFor({ state: 'hidden' });
    });
    await j.step('the bot sends the same link to the new master', async () => {
      await j.deliverNotices();
      expect(j.messagesTo(client.tg).filter((m) => m.text.includes(link))).toHaveLength(1);
    });
    await j.step('the mode is now Специалист with the master navigation; it survives a reload', async () => {
      await expectNav(page, MASTER_NAV);
      expect(await currentRole.textContent()).toBe('Специалист');
      await j.openPath(client, '/profile');
      await expectNav(page, MASTER_NAV);
      expect(await currentRole.textContent()).toBe('Специалист');
      await client.shot('master-mode-after-reload');
    });
    await j.step('switching back to Клиент changes the navigation; it survives a reload', async () => {
      await page.locator('.role-toggle').getByText('Клиент', { exact: true }).click();
      await expectNav(page, CLIENT_NAV);
      await j.openPath(client, '/profile');
      await expectNav(page, CLIENT_NAV);
      expect(await currentRole.textContent()).toBe('Клиент');
      await client.shot('client-mode-after-reload');
    });
    expect(pageErrors(client)).toEqual([]);
  });

  it('9. profile edit: bad email, empty name, Cancel restores, Save succeeds; English turns every visible string English', async () => {
    const db = j.server.db;
    // Latin personal data, so any Cyrillic left on the screen after switching to English is the app's own text.
    const made = await makeUser(
      db,
      'client',
      { firstName: 'Alex', lastName: 'Morgan', phone: '+79161234567', email: null },
      tgUser({ first_name: 'Alex', last_name: 'Morgan' }),
    );
    const user = await j.person('user', made.tg);
    const page = user.page;
    const card = page.locator('.adm-card', { hasText: 'Личные данные' });

    await j.step('user: opens the profile and starts editing', async () => {
      await j.openPath(user, '/profile');
      await seeTitle(page, 'Профиль');
      await card.getByRole('button', { name: 'Редактировать' }).click();
      await field(card, 'Имя').waitFor();
    });
    await j.step('user: a bad email shows Неверный формат email and is not saved', async () => {
      await field(card, 'Email').fill('alex@mail');
      await seeText(card, 'Неверный формат email');
      await card.getByRole('button', { name: 'Сохранить' }).click();
      await seeText(card, 'Пожалуйста, исправьте ошибки в форме');
      await user.shot('bad-email');
      expect((await db.getRepository(User).findOneByOrFail({ id: made.user.id })).email).toBeNull();
    });
    await j.step('user: an empty name shows Имя не может быть пустым', async () => {
      await field(card, 'Email').fill('alex@example.com');
      await field(card, 'Имя').fill('   ');
      await card.getByRole('button', { name: 'Сохранить' }).click();
      await seeText(card, 'Имя не может быть пустым');
      await user.shot('empty-name');
    });
    await j.step('user: Cancel restores the saved values', async () => {
      await card.getByRole('button', { name: 'Отмена' }).click();
      await seeText(card, 'Alex');
      await seeText(card, 'Не указано');
      expect(await card.getByText('alex@example.com').count()).toBe(0);
      await card.getByRole('button', { name: 'Редактировать' }).click();
      expect(await field(card, 'Имя').inputValue()).toBe('Alex');
      expect(await field(card, 'Email').inputValue()).toBe('');
    });
    await j.step('user: Save shows Профиль обновлён!', async () => {
      await field(card, 'Фамилия').fill('  Morgan-Lee ');
      await field(card, 'Email').fill('alex@example.com');
      await card.getByRole('button', { name: 'Сохранить' }).click();
      await seeText(page, 'Профиль обновлён!');
      await seeText(card, 'Morgan-Lee');
      await seeText(card, 'alex@example.com');
      await user.shot('saved');
      expect(await db.getRepository(User).findOneByOrFail({ id: made.user.id })).toMatchObject({
        firstName: 'Alex',
        lastName: 'Morgan-Lee',
        email: 'alex@example.com',
      });
      await page.getByText('Профиль обновлён!').waitFor({ state: 'hidden' });
    });
    await j.step('user: English turns every visible string English', async () => {
      await page.getByRole('group', { name: 'Язык' }).getByText('English', { exact: true }).click();
      await seeTitle(page, 'Profile');
      await expectNav(page, ['Profile', 'Search services', 'Map', 'My records', 'Favorites']);
      await user.shot('english');
      const visible = await page.locator('body').innerText();
      // The one Russian word left on purpose: the name of the other language in the switch.
      const cyrillic = visible
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => /[А-Яа-яЁё]/.test(line) && line !== 'Русский');
      expect(cyrillic).toEqual([]);
      for (const text of ['Personal data', 'First name', 'Settings', 'Language', 'Theme']) await seeText(page, text);
    });
    expect(pageErrors(user)).toEqual([]);
  });
});

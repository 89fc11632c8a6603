/**
 * Journeys 3–5: an organization's owner, the people they invite, and the bot between them.
 */
import { Invitation } from '../../../src/invitations/entities/invitation.entity';
import { OrganizationMember } from '../../../src/organizations/entities/organization-member.entity';
import { Organization } from '../../../src/organizations/entities/organization.entity';
import { User } from '../../../src/users/entities/user.entity';
import { makeInvitation, makeMember, makeOwner, makeUser } from '../../factories';
import { button, field, pageErrors, seeText, seeTitle, startJourney, type Journey } from './support/journey';
import { clipboardText, expectNav, openTab } from './support/screens';

const OWNER_NAV = ['Профиль', 'Управление', 'Статистика', 'Тариф', 'Записи'];
const ADMIN_NAV = ['Профиль', 'Записи салона', 'Услуги организации', 'Команда', 'Статистика'];

describe('journeys: an organization and its team', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await startJourney('organization');
  });
  afterEach(() => j?.endScene());
  afterAll(() => j?.close());

  it('3. an owner registers, invites a master by link; the master joins; the owner is told; Team and the public page show them', async () => {
    const owner = await j.person('owner', { first_name: 'Ирина', last_name: 'Соколова' });
    const master = await j.person('master', { first_name: 'Денис', last_name: 'Орлов' });

    const hello = await j.step('owner: /start in the bot', async () => {
      const replies = await j.say(owner.tg, '/start');
      expect(replies).toHaveLength(1);
      return replies[0];
    });
    await j.step('owner: opens the app and registers an organization with a Cyrillic name', async () => {
      await j.openWebApp(owner, button(hello, 'Открыть приложение').web_app!.url);
      await seeTitle(owner.page, 'Регистрация');
      await owner.page.getByLabel('Владелец организации', { exact: true }).click();
      await seeTitle(owner.page, 'Регистрация организации');
      await field(owner.page, 'Телефон').fill('+7 916 700-10-20');
      await field(owner.page, 'Название организации').fill('Салон Ромашка');
      await field(owner.page, 'Телефон организации').fill('+7 495 700-10-20');
      // the deep link is suggested from the name (transliterated) and checked
      await owner.page.locator('[data-status="available"]').waitFor({ timeout: 15000 });
      expect(await field(owner.page, 'Ссылка организации (deep link)').inputValue()).toMatch(/^salon-romashka/);
      await owner.shot('owner-form-suggested-link');
      await owner.page.getByRole('button', { name: 'Зарегистрироваться' }).click();
      await seeText(owner.page, 'Регистрация прошла успешно!');
      await owner.page.waitForURL('**/profile', { timeout: 15000 });
      await expectNav(owner.page, OWNER_NAV);
      // the app moves to / half a second after the notice; wait until the notice is gone
      await owner.page.getByText('Регистрация прошла успешно!').waitFor({ state: 'hidden' });
      await owner.shot('owner-registered');
    });
    const org = await j.server.db.getRepository(Organization).findOneByOrFail({ name: 'Салон Ромашка' });

    const link = await j.step('owner: creates a master invitation and copies its link', async () => {
      await owner.page.locator('nav.shell-nav').getByText('Управление', { exact: true }).click();
      await seeTitle(owner.page, 'Управление');
      await openTab(owner.page, 'Приглашения');
      await owner.page.getByRole('button', { name: 'Пригласить мастера' }).click();
      await seeText(owner.page, 'Ожидает');
      await owner.page.getByRole('button', { name: 'Скопировать ссылку' }).first().click();
      await seeText(owner.page, 'Скопировано!');
      await owner.shot('invitation-copied');
      const copied = await clipboardText(owner.page);
      const inv = await j.server.db.getRepository(Invitation).findOneByOrFail({ organizationId: org.id });
      expect(copied).toBe(`https://t.me/test_booking_bot?start=invite_${inv.deepLinkCode}`);
      return copied;
    });

    const invite = await j.step('new user: starts the bot with the invitation link', async () => {
      const payload = new URL(link).searchParams.get('start')!;
      const replies = await j.say(master.tg, `/start ${payload}`);
      expect(replies).toHaveLength(1);
      expect(replies[0].text).toContain('«Салон Ромашка» приглашает вас в команду мастером');
      return replies[0];
    });
    await j.step('new user: the invitation page names the organization; joins', async () => {
      await j.openWebApp(master, button(invite, 'Присоединиться').web_app!.url);
      await seeText(master.page, 'Салон Ромашка');
      await master.shot('invitation-page');
      await field(master.page, 'Телефон').fill('+7 926 300-40-50');
      await master.page.getByRole('button', { name: 'Присоединиться' }).click();
      await master.page.waitForURL('**/profile', { timeout: 15000 });
      await master.page.locator('nav.shell-nav').waitFor();
      await master.shot('joined');
    });

    await j.step('owner: receives the bot notice about the new master', async () => {
      await j.deliverNotices();
      const notices = j.messagesTo(owner.tg).filter((m) => m.text.includes('новый участник'));
      expect(notices.map((m) => m.text)).toEqual([
        'В команде «Салон Ромашка» новый участник: Денис Орлов (роль: мастер).',
      ]);
      expect(
        j.messagesTo(master.tg).some((m) => m.text.includes('https://t.me/test_booking_bot?start=org_master_')),
      ).toBe(true);
    });
    await j.step('owner: Team shows the master as Активен', async () => {
      await openTab(owner.page, 'Команда');
      const row = owner.page.locator('.adm-list-item', { hasText: 'Денис Орлов' });
      await row.waitFor({ timeout: 15000 });
      await row.getByText('Активен').waitFor();
      await owner.shot('team');
    });
    await j.step('the public organization page lists the master with a Book button', async () => {
      await j.openPath(owner, `/organization/${org.deepLink}`);
      const row = owner.page.locator('.adm-list-item', { hasText: 'Денис Орлов' });
      await row.waitFor({ timeout: 15000 });
      await row.getByRole('button', { name: 'Записаться' }).waitFor();
      await owner.shot('public-organization');
    });
    expect(pageErrors(owner)).toEqual([]);
    expect(pageErrors(master)).toEqual([]);
  });

  it('4. a registered client accepts an admin invitation; the owner confirms in the chat; a second one is rejected (Отменено)', async () => {
    const db = j.server.db;
    const made = await makeOwner(db, { name: 'Барбершоп Бриз' });
    const first = await makeInvitation(db, made.org, 'admin');
    const second = await makeInvitation(db, made.org, 'admin');
    const clientMade = await makeUser(db, 'client', { firstName: 'Марина', lastName: 'Ким' });
    const otherMade = await makeUser(db, 'client', { firstName: 'Олег', lastName: 'Титов' });
    const owner = await j.person('owner', made.tg);
    const client = await j.person('client', { ...clientMade.tg, first_name: 'Марина', last_name: 'Ким' });
    const other = await j.person('other-client', { ...otherMade.tg, first_name: 'Олег', last_name: 'Титов' });

    /** The invitee taps the invitation link, opens the app from the bot and taps Принять приглашение. */
    async function accept(who: typeof client, inv: Invitation) {
      const replies = await j.say(who.tg, `/start invite_${inv.deepLinkCode}`);
      expect(replies).toHaveLength(1);
      expect(replies[0].text).toContain('«Барбершоп Бриз» приглашает вас в команду администратором');
      await j.openWebApp(who, button(replies[0], 'Присоединиться').web_app!.url);
      // A registered user stays on the invitation page: the organization, the role, an accept button
      // (found by its role: the page is hidden from the accessibility tree while the splash is up).
      const acceptButton = who.page.getByRole('button', { name: 'Принять приглашение' });
      await acceptButton.waitFor({ timeout: 15000 });
      await seeTitle(who.page, 'Приглашение в организацию');
      await seeText(who.page, 'Барбершоп Бриз');
      await seeText(who.page, 'Роль: Администратор');
      expect(new URL(who.page.url()).pathname).toBe('/register-organization-master');
      await who.shot('invitation-page');
      await acceptButton.click();
      await seeText(who.page, 'Приглашение принято. Ожидайте подтверждения владельца.');
      expect(await acceptButton.count()).toBe(0);
      await who.shot('invitation-accepted');
      expect(await db.getRepository(Invitation).findOneByOrFail({ id: inv.id })).toMatchObject({
        status: 'confirmed',
        invitedUserId: (await db.getRepository(User).findOneByOrFail({ telegramId: who.tg.id })).id,
      });
      await who.page.getByRole('button', { name: 'В профиль' }).click();
      await who.page.waitForURL('**/profile', { timeout: 15000 });
      await who.page.locator('nav.shell-nav').waitFor();
    }

    await j.step('client: accepts the admin invitation from the bot link', () => accept(client, first));
    const ask = await j.step('owner: gets Подтвердить / Отклонить in the chat', async () => {
      await j.deliverNotices();
      const asks = j.messagesTo(owner.tg).filter((m) => m.text.includes('Подтвердите или отклоните'));
      expect(asks).toHaveLength(1);
      expect(asks[0].text).toContain('Марина Ким принял(а) приглашение в «Барбершоп Бриз» (роль: администратор)');
      expect(asks[0].buttons.map((b) => b.text)).toEqual(['Подтвердить', 'Отклонить']);
      return asks[0];
    });
    await j.step('owner: taps Подтвердить; the buttons go away; the client is told', async () => {
      await j.tap(owner.tg, ask, 'Подтвердить');
      const answers = j.fake.callsOf('answerCallbackQuery');
      expect(answers.at(-1)?.payload.text).toBe('Подтверждено');
      const edit = j.fake.callsOf('editMessageText').at(-1);
      expect(String(edit?.payload.text)).toContain('✅ Вы подтвердили участника.');
      expect(edit?.payload.reply_markup).toBeUndefined();
      await j.deliverNotices();
      expect(j.messagesTo(client.tg).map((m) => m.text)).toContain(
        'Владелец «Барбершоп Бриз» подтвердил вас в команде (роль: администратор). Добро пожаловать!',
      );
    });
    await j.step('client: after switching to Админ the navigation is the organization_admin set', async () => {
      await j.openPath(client, '/profile');
      await client.page.locator('.role-toggle').getByText('Админ', { exact: true }).click();
      await expectNav(client.page, ADMIN_NAV);
      await client.shot('admin-navigation');
      expect(
        await db
          .getRepository(OrganizationMember)
          .countBy({ organizationId: made.org.id, userId: clientMade.user.id, role: 'admin' }),
      ).toBe(1);
    });

    await j.step('other client: accepts the second invitation', () => accept(other, second));
    await j.step('owner: taps Отклонить on the second one', async () => {
      await j.deliverNotices();
      const asks = j.messagesTo(owner.tg).filter((m) => m.text.startsWith('Олег Титов принял(а) приглашение'));
      expect(asks).toHaveLength(1);
      await j.tap(owner.tg, asks[0], 'Отклонить');
      expect(j.fake.callsOf('answerCallbackQuery').at(-1)?.payload.text).toBe('Отклонено');
      await j.deliverNotices();
      expect(j.messagesTo(other.tg).map((m) => m.text)).toContain(
        'Владелец «Барбершоп Бриз» отклонил вашу заявку в команду.',
      );
    });
    await j.step('owner: the invitations list shows Принято and Отменено', async () => {
      await j.openPath(owner, '/management');
      await seeTitle(owner.page, 'Управление');
      await openTab(owner.page, 'Приглашения');
      await owner.page.getByTestId(`invitation-${first.id}`).getByText('Принято').waitFor({ timeout: 15000 });
      await owner.page.getByTestId(`invitation-${second.id}`).getByText('Отменено').waitFor();
      expect(
        await owner.page.getByTestId(`invitation-${second.id}`).getByRole('button', { name: 'Отменить' }).count(),
      ).toBe(0);
      await owner.shot('invitations-accepted-and-rejected');
    });
    expect(
      await db.getRepository(OrganizationMember).countBy({ organizationId: made.org.id, userId: otherMade.user.id }),
    ).toBe(0);
    expect(pageErrors(owner)).toEqual([]);
  });

  it('5. the owner changes the deep link (with the checkbox); the old link is dead in the bot; masters and admins are told; counts match', async () => {
    const db = j.server.db;
    const made = await makeOwner(db, { name: 'Клиника Здоровье', deepLink: 'clinic-old' });
    const masters = [await makeMember(db, made.org, 'master'), await makeMember(db, made.org, 'master')];
    const admins = [await makeMember(db, made.org, 'admin')];
    await makeInvitation(db, made.org, 'master');
    const owner = await j.person('owner', made.tg);
    const visitor = await j.person('visitor', { first_name: 'Гость' });

    await j.step('owner: edits the deep link on the Information tab', async () => {
      await j.openPath(owner, '/management');
      await seeTitle(owner.page, 'Управление');
      await seeText(owner.page, 'clinic-old');
      await owner.page.getByRole('button', { name: 'Редактировать' }).click();
      await field(owner.page, 'Deep link').fill('clinic-new');
      await seeText(owner.page, 'Ссылка доступна');
      await owner.page.getByRole('button', { name: 'Сохранить' }).click();
    });
    await j.step('owner: the confirmation needs the checkbox before saving', async () => {
      await seeText(owner.page, 'Изменение deep link');
      const confirmButton = owner.page.getByRole('button', { name: 'Изменить и сохранить' });
      await expect(confirmButton.isDisabled()).resolves.toBe(true);
      await owner.shot('confirmation-unticked');
      await owner.page.getByText('Я понимаю последствия изменения ссылки').click();
      await expect(confirmButton.isEnabled()).resolves.toBe(true);
      await confirmButton.click();
      await seeText(owner.page, 'Организация успешно обновлена!');
      await seeText(owner.page, 'Удалено приглашений: 1. Уведомлено мастеров: 2, администраторов: 1');
      await owner.shot('updated-with-counts');
      await seeText(owner.page, 'https://t.me/test_booking_bot?start=org_clinic-new');
    });
    await j.step('the old link answers Организация не найдена in the bot; the new one works', async () => {
      const dead = await j.say(visitor.tg, '/start org_clinic-old');
      expect(dead).toHaveLength(1);
      expect(dead[0].text).toContain('Организация не найдена');
      const live = await j.say(visitor.tg, '/start org_clinic-new');
      expect(live[0].text).toContain('«Клиника Здоровье»');
    });
    await j.step('every master and admin got the new link; as many as the response counted', async () => {
      await j.deliverNotices();
      for (const m of [...masters, ...admins]) {
        const got = j.messagesTo(m.tg).filter((c) => c.text.includes('У «Клиника Здоровье» новая ссылка для записи'));
        expect(got).toHaveLength(1);
        expect(got[0].text).toContain('https://t.me/test_booking_bot?start=org_clinic-new');
      }
      const all = j.fake
        .callsOf('sendMessage', { okOnly: true })
        .filter((c) => String(c.payload.text).includes('У «Клиника Здоровье» новая ссылка'));
      expect(all).toHaveLength(masters.length + admins.length);
      expect(await db.getRepository(Invitation).countBy({ organizationId: made.org.id })).toBe(0);
    });
    expect(await db.getRepository(User).countBy({ id: made.user.id })).toBe(1);
    expect(pageErrors(owner)).toEqual([]);
  });
});

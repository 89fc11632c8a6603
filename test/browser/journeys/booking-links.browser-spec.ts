/**
 * Journeys 1 and 2: a new client taps a booking link in the bot, registers in the mini app the bot's
 * button opened, and lands on the page the link was for.
 */
import { User } from '../../../src/users/entities/user.entity';
import { makeMaster, makeMember, makeOwner, makeService } from '../../factories';
import {
  button,
  field,
  pageErrors,
  seeText,
  seeTitle,
  startJourney,
  type Journey,
  type Person,
} from './support/journey';

/** Registration as a client in the mini app; the phone the person types first is wrong. */
async function registerAsClient(j: Journey, p: Person, phone: string): Promise<void> {
  const page = p.page;
  await j.step(`${p.name}: the mini app opens on the registration screen`, async () => {
    await seeTitle(page, 'Регистрация');
    await seeText(page, 'Выберите, как вы будете пользоваться приложением');
    await p.shot('registration-roles');
  });
  await j.step(`${p.name}: chooses client and types an invalid phone`, async () => {
    await page.getByLabel('Клиент', { exact: true }).click();
    await seeTitle(page, 'Регистрация клиента');
    // Telegram's name is already in the form
    expect(await field(page, 'Имя').inputValue()).toBe(p.tg.first_name);
    await field(page, 'Телефон').fill('12345');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await seeText(page, 'Неверный формат номера телефона');
    await p.shot('invalid-phone');
    expect(await j.server.db.getRepository(User).countBy({ telegramId: p.tg.id })).toBe(0);
  });
  await j.step(`${p.name}: corrects the phone and registers`, async () => {
    await field(page, 'Телефон').fill(phone);
    await expect(page.getByText('Неверный формат номера телефона').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  });
}

describe('journeys: booking links from the bot', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await startJourney('booking-links');
  });
  afterEach(() => j?.endScene());
  afterAll(() => j?.close());

  it('1. a new client taps a master link, registers and sees the master with services in roubles', async () => {
    const db = j.server.db;
    const master = await makeMaster(db, { deepLink: 'anna-nails', specialization: 'Мастер маникюра' });
    await db
      .getRepository(User)
      .update({ id: master.user.id }, { firstName: 'Анна', lastName: 'Смирнова', email: 'anna@example.com' });
    await makeService(
      db,
      { masterId: master.user.id },
      { name: 'Маникюр', description: 'Классический', durationMinutes: 90, price: 1500 },
    );
    await makeService(
      db,
      { masterId: master.user.id },
      { name: 'Покрытие гель-лаком', description: null, durationMinutes: 45, price: 2250.5 },
    );
    const client = await j.person('client', { first_name: 'Ольга', last_name: 'Петрова' });

    const reply = await j.step('client: /start master_anna-nails in the bot', async () => {
      const replies = await j.say(client.tg, '/start master_anna-nails');
      expect(replies).toHaveLength(1);
      expect(replies[0].text).toContain('Здравствуйте, Ольга!');
      expect(replies[0].text).toContain('Анна Смирнова');
      return replies[0];
    });
    await j.step('client: taps the bot’s Записаться button', async () => {
      const url = button(reply, 'Записаться').web_app?.url;
      expect(url).toBeDefined();
      expect(new URL(url!).searchParams.get('booking')).toBe('master_anna-nails');
      await j.openWebApp(client, url!);
    });

    await registerAsClient(j, client, '+7 916 555-44-33');

    await j.step('client: lands on the master’s page with the card and services', async () => {
      await client.page.waitForURL('**/master/anna-nails', { timeout: 15000 });
      await seeText(client.page, 'Мастер маникюра');
      await seeText(client.page, 'anna@example.com');
      await seeText(client.page, 'Маникюр');
      await seeText(client.page, '1 500 ₽');
      await seeText(client.page, '2 250,50 ₽');
      await seeText(client.page, '90 мин');
      expect(await client.page.getByRole('button', { name: 'Записаться' }).count()).toBe(2);
      expect(await client.page.getByRole('button', { name: 'Выбрать время' }).count()).toBe(0);
      await client.shot('master-page');
      const saved = await db.getRepository(User).findOneByOrFail({ telegramId: client.tg.id });
      expect(saved).toMatchObject({ userType: 'client', firstName: 'Ольга', phone: '+79165554433' });
    });
    await j.step('client: Записаться shows the free times (none: the master has no working hours yet)', async () => {
      await client.page.getByRole('button', { name: 'Записаться' }).nth(1).click();
      await seeText(client.page, 'Свободное время: Покрытие гель-лаком');
      await seeText(client.page, 'Мастер ещё не указал рабочее время');
      await client.shot('free-times-none');
      expect(await client.page.getByText('Функция находится в разработке').count()).toBe(0);
    });
    expect(pageErrors(client)).toEqual([]);
  });

  it('2. an organization-master link and an organization link land on their own pages', async () => {
    const db = j.server.db;
    const owner = await makeOwner(db, {
      name: 'Студия Лотос',
      deepLink: 'lotos-studio',
      description: 'Студия красоты у метро',
    });
    const member = await makeMember(db, owner.org, 'master');
    await db.getRepository(User).update({ id: member.user.id }, { firstName: 'Пётр', lastName: 'Иванов' });
    await makeService(db, { organizationId: owner.org.id }, { name: 'Стрижка', durationMinutes: 60, price: 1200 });
    const code = member.member.masterCode!;

    const viaMaster = await j.person('client-org-master', { first_name: 'Вера' });
    const masterReply = await j.step('client-org-master: /start org_master_<code> in the bot', async () => {
      const replies = await j.say(viaMaster.tg, `/start org_master_${code}`);
      expect(replies).toHaveLength(1);
      expect(replies[0].text).toContain('Пётр Иванов');
      expect(replies[0].text).toContain('Студия Лотос');
      return replies[0];
    });
    await j.step('client-org-master: taps Записаться', () =>
      j.openWebApp(viaMaster, button(masterReply, 'Записаться').web_app!.url),
    );
    await registerAsClient(j, viaMaster, '+7 903 111-22-33');
    await j.step('client-org-master: lands on the organization-master page', async () => {
      await viaMaster.page.waitForURL(`**/organization-master/${code}`, { timeout: 15000 });
      await seeText(viaMaster.page, 'Пётр Иванов');
      await seeText(viaMaster.page, 'Студия Лотос');
      await seeText(viaMaster.page, '1 200 ₽');
      await viaMaster.shot('organization-master-page');
      await viaMaster.page.getByRole('button', { name: 'Записаться' }).first().click();
      await seeText(viaMaster.page, 'Свободное время: Стрижка');
      await seeText(viaMaster.page, 'Мастер ещё не указал рабочее время');
      await viaMaster.shot('free-times-none');
    });

    const viaOrg = await j.person('client-org', { first_name: 'Глеб' });
    const orgReply = await j.step('client-org: /start org_lotos-studio in the bot', async () => {
      const replies = await j.say(viaOrg.tg, '/start org_lotos-studio');
      expect(replies).toHaveLength(1);
      expect(replies[0].text).toContain('«Студия Лотос»');
      return replies[0];
    });
    await j.step('client-org: taps Записаться', () =>
      j.openWebApp(viaOrg, button(orgReply, 'Записаться').web_app!.url),
    );
    await registerAsClient(j, viaOrg, '+7 905 222-33-44');
    await j.step('client-org: lands on the organization page with its specialists', async () => {
      await viaOrg.page.waitForURL('**/organization/lotos-studio', { timeout: 15000 });
      await seeText(viaOrg.page, 'Студия красоты у метро');
      await seeText(viaOrg.page, 'Специалисты');
      await seeText(viaOrg.page, 'Пётр Иванов');
      await viaOrg.shot('organization-page');
    });
    await j.step('client-org: Book on a specialist opens the organization-master page', async () => {
      await viaOrg.page.getByRole('button', { name: 'Записаться' }).first().click();
      await viaOrg.page.waitForURL(`**/organization-master/${code}`);
      await seeText(viaOrg.page, 'Пётр Иванов');
      await viaOrg.shot('organization-master-from-list');
    });
    expect(pageErrors(viaMaster)).toEqual([]);
    expect(pageErrors(viaOrg)).toEqual([]);
  });
});

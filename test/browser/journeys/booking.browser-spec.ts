/**
 * Booking journeys: a new client books from the bot's master link (registering first), sees the
 * booking in My records and cancels it; a visitor who chose a time on the master's page before registering
 * finds it again on the confirmation; a client books "any master" of a salon.
 */
import { Appointment } from '../../../src/appointments/entities/appointment.entity';
import { User } from '../../../src/users/entities/user.entity';
import { makeMaster, makeMember, makeOwner, makeService, makeUser } from '../../factories';
import { closeDaysNearNow, makeSchedule, weeklyPattern } from '../../factories/schedules';
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
import { tapFirstTime } from './support/free-times';

const EVERY_DAY = weeklyPattern(
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [['09:00', '18:00']]])),
);

/** Client registration in the mini app (role choice, then the form with a phone). */
async function registerAsClient(j: Journey, p: Person, phone: string): Promise<void> {
  await j.step(`${p.name}: registers as a client`, async () => {
    await seeTitle(p.page, 'Регистрация');
    await p.page.getByLabel('Клиент', { exact: true }).click();
    await seeTitle(p.page, 'Регистрация клиента');
    await field(p.page, 'Телефон').fill(phone);
    await p.shot('registration');
    await p.page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  });
}

async function anIndependentMaster(j: Journey, deepLink: string) {
  const db = j.server.db;
  const master = await makeMaster(db, { deepLink, specialization: 'Мастер маникюра' });
  await db.getRepository(User).update({ id: master.user.id }, { firstName: 'Анна', lastName: 'Смирнова' });
  const service = await makeService(
    db,
    { masterId: master.user.id },
    { name: 'Маникюр', description: null, durationMinutes: 60, price: 1500 },
  );
  await makeSchedule(db, master.user.id, { pattern: EVERY_DAY, cancelCutoffHours: 0 });
  await closeDaysNearNow(db, master.user.id);
  return { master, service };
}

describe('journeys: booking', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await startJourney('booking');
  });
  afterEach(() => j?.endScene());
  afterAll(() => j?.close());

  it('1. a new client books from the master link, sees it in My records and cancels it', async () => {
    const db = j.server.db;
    const { master, service } = await anIndependentMaster(j, 'anna-nails');
    const client = await j.person('client', { first_name: 'Ольга', last_name: 'Петрова' });

    const reply = await j.step('client: /start master_anna-nails in the bot', async () => {
      const [answer] = await j.say(client.tg, '/start master_anna-nails');
      expect(answer.text).toContain('Анна Смирнова');
      return answer;
    });
    await j.step('client: taps the bot’s Записаться button', () =>
      j.openWebApp(client, button(reply, 'Записаться').web_app!.url),
    );
    await registerAsClient(j, client, '+7 916 555-44-33');

    const clock = await j.step('client: lands on the master’s page and taps a free time', async () => {
      await client.page.waitForURL('**/master/anna-nails', { timeout: 15000 });
      await seeText(client.page, 'Свободное время: Маникюр');
      await client.shot('free-times');
      return tapFirstTime(client.page);
    });

    await j.step('client: the confirmation shows what, with whom, when and how much; adds a comment', async () => {
      await seeText(client.page, 'Подтверждение записи');
      const confirm = client.page.getByRole('region', { name: 'Подтверждение записи' });
      for (const text of ['Маникюр', 'Анна Смирнова', '1 500 ₽', '60 мин', clock]) await seeText(confirm, text);
      await client.page.getByPlaceholder('Пожелания мастеру').fill('Короткие ногти, пожалуйста');
      await client.shot('confirmation');
      await client.page.getByRole('button', { name: 'Подтвердить запись' }).click();
    });

    const booked = await j.step('client: is booked, with “add to calendar” and the way to My records', async () => {
      await seeText(client.page, 'Вы записаны!');
      // the server's .ics of the booking, through a short-lived signed address that needs no init data
      const calendar = client.page.getByRole('link', { name: 'Добавить в календарь' });
      await calendar.and(client.page.locator('[href]')).waitFor({ timeout: 15000 });
      const href = (await calendar.getAttribute('href')) ?? '';
      expect(href).toMatch(/\/api\/appointments\/ics\/\d+\.c\.\d+\.[\w-]{43}$/);
      const file = await fetch(`${j.server.baseUrl}${new URL(href).pathname}`);
      expect([file.status, file.headers.get('content-type')]).toEqual([200, 'text/calendar; charset=utf-8']);
      const ics = await file.text();
      expect(ics).toContain('BEGIN:VEVENT');
      expect(ics).toContain('SUMMARY:Маникюр — Анна Смирнова');
      await client.shot('booked');
      const saved = await db.getRepository(User).findOneByOrFail({ telegramId: client.tg.id });
      const rows = await db.getRepository(Appointment).findBy({ clientId: saved.id });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        masterId: master.user.id,
        serviceId: service.id,
        status: 'planned',
        comment: 'Короткие ногти, пожалуйста',
      });
      return rows[0];
    });

    await j.step('client: My records shows the booking', async () => {
      await client.page.getByRole('button', { name: 'Мои записи' }).click();
      await client.page.waitForURL('**/my-records', { timeout: 15000 });
      const card = client.page.getByTestId(`record-${booked.id}`);
      await card.waitFor({ state: 'visible', timeout: 15000 });
      await seeText(card, 'Маникюр');
      await seeText(card, new RegExp(`, ${clock}–`));
      await client.shot('my-records');
    });

    await j.step('client: cancels it (with a confirmation)', async () => {
      await client.page.getByTestId(`record-${booked.id}`).getByRole('button', { name: 'Отменить запись' }).click();
      const sheet = client.page.getByRole('dialog', { name: 'Отмена записи' });
      await sheet.getByRole('button', { name: 'Отменить запись' }).click();
      await seeText(client.page, 'Отменить запись?');
      await client.page.getByRole('button', { name: 'OK' }).click();
      await seeText(client.page, 'Запись отменена');
      await client.shot('cancelled');
      const row = await db.getRepository(Appointment).findOneByOrFail({ id: booked.id });
      expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'client' });
    });
    expect(pageErrors(client)).toEqual([]);
  });

  it('2. a time chosen on the master’s page before registering is on the confirmation afterwards', async () => {
    await anIndependentMaster(j, 'anna-manicure');
    const visitor = await j.person('visitor', { first_name: 'Вера' });

    const clock = await j.step('visitor: opens the master’s page (not registered) and taps a time', async () => {
      await j.openPath(visitor, '/master/anna-manicure');
      await seeText(visitor.page, 'Свободное время: Маникюр');
      return tapFirstTime(visitor.page);
    });
    await j.step('visitor: is asked to register first', async () => {
      await seeText(visitor.page, 'Чтобы записаться, зарегистрируйтесь — выбранное время мы запомним');
      await visitor.shot('register-first');
    });
    await registerAsClient(j, visitor, '+7 903 111-22-33');
    await j.step('visitor: is back on the confirmation with the same time, and books', async () => {
      await visitor.page.waitForURL('**/master/anna-manicure', { timeout: 15000 });
      const confirm = visitor.page.getByRole('region', { name: 'Подтверждение записи' });
      await confirm.waitFor({ state: 'visible', timeout: 15000 });
      await seeText(confirm, clock);
      await visitor.shot('confirmation-after-registration');
      await visitor.page.getByRole('button', { name: 'Подтвердить запись' }).click();
      await seeText(visitor.page, 'Вы записаны!');
      await visitor.shot('booked');
    });
    expect(pageErrors(visitor)).toEqual([]);
  });

  it('3. a client books “any master” of a salon and chooses among the masters free then', async () => {
    const db = j.server.db;
    const owner = await makeOwner(db, { name: 'Студия Лотос', deepLink: 'lotos-booking' });
    const first = await makeMember(db, owner.org, 'master');
    const second = await makeMember(db, owner.org, 'master');
    await db.getRepository(User).update({ id: first.user.id }, { firstName: 'Пётр', lastName: 'Иванов' });
    await db.getRepository(User).update({ id: second.user.id }, { firstName: 'Ирина', lastName: 'Белова' });
    for (const m of [first, second]) {
      await makeSchedule(db, m.user.id, { pattern: EVERY_DAY });
      await closeDaysNearNow(db, m.user.id);
    }
    await makeService(db, { organizationId: owner.org.id }, { name: 'Стрижка', durationMinutes: 60, price: 1200 });
    const client = await j.person('salon-client', { first_name: 'Глеб' });
    await makeUser(db, 'client', { phone: '+79051112233' }, client.tg);

    await j.step('client: opens the salon, Записаться on the service, any master', async () => {
      await j.openPath(client, '/organization/lotos-booking');
      await seeText(client.page, 'Стрижка');
      const service = client.page.locator('.adm-list-item', { hasText: 'Стрижка' });
      await service.getByRole('button', { name: 'Записаться' }).click();
      const masters = client.page.getByRole('group', { name: 'Выбор мастера' });
      await seeText(masters, 'Любой мастер');
      await client.shot('any-master-times');
    });
    await tapFirstTime(client.page);
    await j.step('client: both are free then; chooses Ирина and books', async () => {
      const confirm = client.page.getByRole('region', { name: 'Подтверждение записи' });
      await confirm.waitFor({ state: 'visible', timeout: 15000 });
      await seeText(confirm, 'Студия Лотос');
      await confirm.getByRole('button', { name: 'Ирина Белова' }).click();
      await client.shot('choose-master');
      await client.page.getByRole('button', { name: 'Подтвердить запись' }).click();
      await seeText(client.page, 'Вы записаны!');
      await seeText(client.page, 'Ирина Белова');
      await client.shot('booked');
      const [row] = await db.getRepository(Appointment).findBy({ organizationId: owner.org.id });
      expect(row.masterId).toBe(second.user.id);
    });
    expect(pageErrors(client)).toEqual([]);
  });
});

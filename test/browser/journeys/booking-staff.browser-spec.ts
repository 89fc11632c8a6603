/**
 * Booking journeys after the booking is made: a client moves a booking from My records; a master
 * opens a booking that has started on their day and marks the visit complete; an organization admin books a
 * phone client for a chosen master and sees the booking in the salon's day.
 */
import type { Page } from 'playwright-core';
import { Appointment } from '../../../src/appointments/entities/appointment.entity';
import { User } from '../../../src/users/entities/user.entity';
import { makeAppointment, makeMaster, makeMember, makeOwner, makeService, makeUser } from '../../factories';
import { closeDaysNearNow, makeSchedule, weeklyPattern } from '../../factories/schedules';
import { pageErrors, seeText, seeTitle, startJourney, type Journey } from './support/journey';
import { tapFirstTime } from './support/free-times';
import { expectNav } from './support/screens';

const EVERY_DAY = weeklyPattern(
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [['09:00', '21:00']]])),
);

/** 'YYYY-MM-DD' of an instant on the wall clock of `zone`. */
function dateIn(zone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );
}

/** 'HH:MM' of an instant on the wall clock of `zone`. */
function clockIn(zone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(at)
    .replace(/^24/, '00');
}

/** Waits until a toast has gone (so the kept screenshot shows the screen itself). */
async function toastGone(page: Page, text: string): Promise<void> {
  await page.locator('.adm-toast-main', { hasText: text }).waitFor({ state: 'hidden', timeout: 15000 });
}

describe('journeys: bookings after they are made', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await startJourney('booking-staff');
  });
  afterEach(() => j?.endScene());
  afterAll(() => j?.close());

  it('1. a client moves a booking from My records to another free time, shown on the master’s clock', async () => {
    const db = j.server.db;
    const ZONE = 'Asia/Yekaterinburg'; // the master's clock, two hours ahead of the client's phone (Moscow)
    const master = await makeMaster(db, { deepLink: 'kate-brows', specialization: 'Бровист' });
    await db.getRepository(User).update({ id: master.user.id }, { firstName: 'Екатерина', lastName: 'Орлова' });
    await makeService(
      db,
      { masterId: master.user.id },
      { name: 'Коррекция бровей', description: null, durationMinutes: 60, price: 900 },
    );
    await makeSchedule(db, master.user.id, { pattern: EVERY_DAY, timeZone: ZONE, cancelCutoffHours: 0 });
    await closeDaysNearNow(db, master.user.id, { zone: ZONE });
    const client = await j.person('client', { first_name: 'Лидия', last_name: 'Зуева' });
    const registered = await makeUser(db, 'client', { phone: '+79167778899' }, client.tg);

    const booked = await j.step('client: books the first free time on the master’s page', async () => {
      await j.openPath(client, '/master/kate-brows');
      await seeText(client.page, 'Свободное время: Коррекция бровей');
      const clock = await tapFirstTime(client.page);
      const confirm = client.page.getByRole('region', { name: 'Подтверждение записи' });
      await confirm.waitFor({ state: 'visible', timeout: 15000 });
      await client.page.getByRole('button', { name: 'Подтвердить запись' }).click();
      await seeText(client.page, 'Вы записаны!');
      const [row] = await db.getRepository(Appointment).findBy({ clientId: registered.user.id });
      expect(clockIn(ZONE, row.startsAt)).toBe(clock);
      return row;
    });

    await j.step('client: My records shows the booking on the master’s clock', async () => {
      await j.openPath(client, '/my-records');
      await seeTitle(client.page, 'Мои записи');
      const card = client.page.getByTestId(`record-${booked.id}`);
      await card.waitFor({ state: 'visible', timeout: 15000 });
      await seeText(card, new RegExp(`, ${clockIn(ZONE, booked.startsAt)}–`));
      await seeText(card, `Время мастера (${ZONE})`);
      await client.shot('my-records');
    });

    const moved = await j.step('client: taps Перенести and picks another free time', async () => {
      await client.page.getByTestId(`record-${booked.id}`).getByRole('button', { name: 'Перенести' }).click();
      const sheet = client.page.getByRole('dialog', { name: 'Перенос записи' });
      await seeText(sheet, 'Выберите время');
      await seeText(sheet, `Время мастера (${ZONE})`);
      const times = sheet.locator('.adm-selector').nth(1).locator('.adm-selector-item');
      await times.first().waitFor({ state: 'visible', timeout: 15000 });
      const last = times.last();
      const clock = (await last.textContent())?.trim() ?? '';
      expect(clock).toMatch(/^\d\d:\d\d$/);
      expect(clock).not.toBe(clockIn(ZONE, booked.startsAt));
      await last.click();
      await client.shot('reschedule-choice');
      await sheet.getByRole('button', { name: 'Перенести запись' }).click();
      await seeText(client.page, 'Запись перенесена');
      return clock;
    });

    await j.step('client: the card shows the new time; the booking moved', async () => {
      const card = client.page.getByTestId(`record-${booked.id}`);
      await seeText(card, new RegExp(`, ${moved}–`));
      await toastGone(client.page, 'Запись перенесена');
      await client.shot('moved');
      const row = await db.getRepository(Appointment).findOneByOrFail({ id: booked.id });
      expect(row.status).toBe('planned');
      expect(clockIn(ZONE, row.startsAt)).toBe(moved);
      expect(row.startsAt.getTime()).not.toBe(booked.startsAt.getTime());
    });
    expect(pageErrors(client)).toEqual([]);
  });

  it('2. a master opens a booking that has started on their day and marks the client as come', async () => {
    const db = j.server.db;
    const master = await makeMaster(db, { deepLink: 'oleg-barber', specialization: 'Барбер' });
    const me = await j.person('master', { first_name: 'Олег', last_name: 'Кузнецов' });
    await db
      .getRepository(User)
      .update({ id: master.user.id }, { telegramId: me.tg.id, firstName: 'Олег', lastName: 'Кузнецов' });
    const service = await makeService(
      db,
      { masterId: master.user.id },
      { name: 'Стрижка бороды', description: null, durationMinutes: 60, price: 800 },
    );
    await makeSchedule(db, master.user.id, { pattern: EVERY_DAY });
    const client = await makeUser(db, 'client', { firstName: 'Семён', lastName: 'Лобанов', phone: '+79035554433' });
    // Started a few minutes ago (the server's and the page's clocks are real), today on the master's clock.
    const minute = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000);
    const now = Date.now();
    const earlier = minute(now - 3 * 60_000);
    const startsAt =
      dateIn('Europe/Moscow', earlier) === dateIn('Europe/Moscow', new Date(now)) ? earlier : minute(now);
    const booking = await makeAppointment(db, {
      masterId: master.user.id,
      serviceId: service.id,
      clientId: client.user.id,
      clientName: null,
      clientPhone: null,
      price: 800,
      startsAt,
    });

    await j.step('master: opens their day; the booking is there, planned', async () => {
      await j.openPath(me, '/calendar/day');
      await seeTitle(me.page, 'Мои записи');
      const item = me.page.locator('.adm-list-item', { hasText: 'Стрижка бороды' });
      await item.waitFor({ state: 'visible', timeout: 15000 });
      await seeText(item, clockIn('Europe/Moscow', startsAt));
      await seeText(item, 'Семён Лобанов');
      await seeText(item, 'Запланирована');
      await me.shot('day');
    });

    await j.step('master: opens it and taps Клиент пришёл', async () => {
      await me.page.locator('.adm-list-item', { hasText: 'Стрижка бороды' }).click();
      const details = me.page.getByRole('dialog', { name: 'Стрижка бороды' });
      await seeText(details, 'Семён Лобанов');
      await seeText(details, '+79035554433');
      await me.shot('details');
      await details.getByRole('button', { name: 'Клиент пришёл' }).click();
      await seeText(me.page, 'Отмечено');
      await seeText(details, 'Завершена');
      await me.shot('completed');
      const row = await db.getRepository(Appointment).findOneByOrFail({ id: booking.id });
      expect(row.status).toBe('completed');
    });

    await j.step('master: the day shows the booking as Завершена', async () => {
      await me.page.getByRole('dialog', { name: 'Стрижка бороды' }).getByRole('button', { name: 'Закрыть' }).click();
      const item = me.page.locator('.adm-list-item', { hasText: 'Стрижка бороды' });
      await seeText(item, 'Завершена');
      await toastGone(me.page, 'Отмечено');
      await me.shot('day-after');
    });
    expect(pageErrors(me)).toEqual([]);
  });

  it('3. an organization admin books a phone client for a chosen master and sees it in the salon’s day', async () => {
    const db = j.server.db;
    const owner = await makeOwner(db, { name: 'Салон Ирис', deepLink: 'iris-staff' });
    const first = await makeMember(db, owner.org, 'master');
    const second = await makeMember(db, owner.org, 'master');
    await db.getRepository(User).update({ id: first.user.id }, { firstName: 'Пётр', lastName: 'Иванов' });
    await db.getRepository(User).update({ id: second.user.id }, { firstName: 'Ирина', lastName: 'Белова' });
    for (const m of [first, second]) await makeSchedule(db, m.user.id, { pattern: EVERY_DAY });
    await makeService(
      db,
      { organizationId: owner.org.id },
      { name: 'Окрашивание', description: null, durationMinutes: 90, price: 3500 },
    );
    const admin = await j.person('admin', { first_name: 'Марина', last_name: 'Ким' });
    await makeMember(db, owner.org, 'admin', await makeUser(db, 'client', {}, admin.tg));
    const day = dateIn('Europe/Moscow', new Date(Date.now() + 24 * 3600_000)); // tomorrow on the salon's clock

    await j.step('admin: switches to Админ and opens Записи салона', async () => {
      await j.openPath(admin, '/profile');
      await admin.page.locator('.role-toggle').getByText('Админ', { exact: true }).click();
      await expectNav(admin.page, ['Профиль', 'Записи салона', 'Услуги организации', 'Команда', 'Статистика']);
      await admin.page.locator('nav.shell-nav').getByText('Записи салона', { exact: true }).click();
      await admin.page.waitForURL('**/salon-appointments', { timeout: 15000 });
      await seeTitle(admin.page, 'Записи салона');
      await seeText(admin.page.locator('section[aria-label="Ирина Белова"]'), 'На этот день записей нет');
      await admin.shot('salon-day');
    });

    await j.step('admin: fills in Записать клиента for Ирина Белова and submits', async () => {
      await admin.page.getByRole('button', { name: 'Записать клиента' }).click();
      const form = admin.page.getByRole('dialog', { name: 'Запись клиента' });
      await form.locator('.adm-selector-item', { hasText: 'Ирина Белова' }).click();
      const service = form.locator('.adm-selector-item', { hasText: 'Окрашивание' });
      await service.waitFor({ state: 'visible', timeout: 15000 });
      await service.click();
      await form.locator('input[type="date"]').fill(day);
      await form.locator('input[type="time"]').fill('12:30');
      await form.locator('input[aria-label="Имя клиента"]').fill('Тамара Ложкина');
      await form.locator('input[aria-label="Телефон"]').fill('+7 926 111-22-33');
      await admin.shot('manual-form');
      await form.getByRole('button', { name: 'Записать', exact: true }).click();
      await seeText(admin.page, 'Клиент записан');
    });

    await j.step('admin: the salon’s day shows the booking under Ирина Белова', async () => {
      const column = admin.page.locator('section[aria-label="Ирина Белова"]');
      const item = column.locator('.adm-list-item', { hasText: 'Окрашивание' });
      await item.waitFor({ state: 'visible', timeout: 15000 });
      await seeText(item, '12:30');
      await seeText(item, 'Тамара Ложкина');
      await seeText(admin.page.locator('section[aria-label="Пётр Иванов"]'), 'На этот день записей нет');
      await toastGone(admin.page, 'Клиент записан');
      await admin.shot('booked');
      const rows = await db.getRepository(Appointment).findBy({ organizationId: owner.org.id });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        masterId: second.user.id,
        clientId: null,
        clientName: 'Тамара Ложкина',
        clientPhone: '+79261112233',
        status: 'planned',
      });
      expect(dateIn('Europe/Moscow', rows[0].startsAt)).toBe(day);
      expect(clockIn('Europe/Moscow', rows[0].startsAt)).toBe('12:30');
    });
    expect(pageErrors(admin)).toEqual([]);
  });
});

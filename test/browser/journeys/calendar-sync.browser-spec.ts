/**
 * Calendar sync journey: a master connects their CalDAV server (a real Radicale) from the mini app's
 * «Календари», picks which calendars block time and which receive bookings; a weekly event added there is
 * read in by a sync; the master sees «Занято (календарь)» on their day and the client's page stops offering
 * that hour.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { CalendarSyncRunner } from '../../../src/calendar-sync/calendar-sync-runner';
import { addDays } from '../../../src/time-core/calendar-date';
import { zonedDate } from '../../../src/time-core/zone';
import { User } from '../../../src/users/entities/user.entity';
import { makeMaster, makeService, makeUser } from '../../factories';
import { closeDaysNearNow, makeSchedule, weeklyPattern } from '../../factories/schedules';
import { startRadicale, type Radicale } from '../../support/radicale';
import { pageErrors, seeText, seeTitle, startJourney, type Journey } from './support/journey';

const ZONE = 'Europe/Moscow';
const PASSWORD = 'app-password-1';

/** The first Wednesday after the master's today (today itself is closed by closeDaysNearNow). */
function nextWednesday(): string {
  let date = addDays(zonedDate(Date.now(), ZONE), 1);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 3) date = addDays(date, 1);
  return date;
}

/** A weekly 13:00–14:00 (Moscow) event from `date` on, as the master's phone would write it. */
const weeklyEvent = (date: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//journey//EN',
    'BEGIN:VEVENT',
    'UID:dentist-weekly@journey',
    'DTSTAMP:20261129T000000Z',
    `DTSTART:${date.replaceAll('-', '')}T100000Z`,
    `DTEND:${date.replaceAll('-', '')}T110000Z`,
    'RRULE:FREQ=WEEKLY;COUNT=8',
    'SUMMARY:Стоматолог',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

/** The opening splash stays up for a moment over the page already drawn: the screenshot waits for it to go. */
const splashGone = (page: Page) => page.locator('.splash').waitFor({ state: 'detached', timeout: 15000 });

/** The times offered on the client's screen for the chosen day. */
async function offeredTimes(page: Page): Promise<string[]> {
  const parts = page.locator('section[aria-label="Утро"], section[aria-label="День"], section[aria-label="Вечер"]');
  await parts.first().waitFor({ state: 'visible', timeout: 15000 });
  await parts.getByRole('button').first().waitFor({ state: 'visible', timeout: 15000 });
  return (await parts.getByRole('button').allTextContents()).map((s) => s.trim());
}

describe('journeys: calendar sync', () => {
  let j: Journey;
  let dav: Radicale;
  beforeAll(async () => {
    dav = await startRadicale({ anna: PASSWORD });
    j = await startJourney('calendar-sync', { calendarSecretKey: randomBytes(32), caldavAllowHttp: true });
  });
  afterEach(() => j?.endScene());
  afterAll(async () => {
    await j?.close();
    await dav?.stop();
  });

  it('1. a master connects a CalDAV calendar; its weekly event shows on their day and closes that hour for clients', async () => {
    const db = j.server.db;
    const master = await makeMaster(db, { deepLink: 'anna-dav', specialization: 'Мастер маникюра' });
    const anna = await j.person('master', { first_name: 'Анна', last_name: 'Смирнова' });
    await db
      .getRepository(User)
      .update({ id: master.user.id }, { telegramId: anna.tg.id, firstName: 'Анна', lastName: 'Смирнова' });
    await makeService(
      db,
      { masterId: master.user.id },
      { name: 'Маникюр', description: null, durationMinutes: 60, price: 1500 },
    );
    await makeSchedule(db, master.user.id, {
      timeZone: ZONE,
      pattern: weeklyPattern({ wed: [['09:00', '18:00']] }),
      cancelCutoffHours: 0,
    });
    await closeDaysNearNow(db, master.user.id, { zone: ZONE });
    const client = await j.person('client', { first_name: 'Ольга' });
    await makeUser(db, 'client', { phone: '+79161112233' }, client.tg);
    const personal = await dav.mkcalendar('anna', 'personal', 'Личный');
    await dav.mkcalendar('anna', 'work', 'Работа');
    const first = nextWednesday();

    await j.step('client: 13:00 is offered on the first free Wednesday', async () => {
      await j.openPath(client, '/master/anna-dav');
      await seeText(client.page, 'Свободное время: Маникюр');
      expect(await offeredTimes(client.page)).toContain('13:00');
    });

    await j.step('master: connects «Другой сервер» with a login and an app password', async () => {
      await j.openPath(anna, '/calendar');
      await anna.page.getByRole('button', { name: 'Подключить Яндекс, iCloud или другой' }).click();
      await anna.page.getByText('Другой сервер', { exact: true }).click();
      await anna.page.locator('input[aria-label="Адрес сервера"]').fill(dav.url);
      await anna.page.locator('input[aria-label="Логин"]').fill('anna');
      await anna.page.locator('input[aria-label="Пароль приложения"]').fill(PASSWORD);
      await anna.shot('caldav-form');
      await anna.page.getByRole('button', { name: 'Подключить', exact: true }).click();
      await seeText(anna.page, 'Календарь подключён');
      const item = anna.page.getByRole('region', { name: 'anna' });
      await seeText(item, 'Работает');
      await seeText(item, 'Личный');
      await seeText(item, 'Работа');
    });

    await j.step('master: «Работа» receives bookings, and saves the choice', async () => {
      const work = anna.page.getByRole('group', { name: 'Работа' });
      await work.getByText('Получает записи', { exact: true }).click();
      await anna.page.getByRole('button', { name: 'Сохранить выбор' }).click();
      await seeText(anna.page, 'Выбор сохранён');
      await anna.shot('calendars');
    });

    await j.step(
      'the dentist every Wednesday 13:00–14:00 is added in «Личный»; the master taps «Синхронизировать»',
      async () => {
        await dav.put('anna', personal, 'dentist.ics', weeklyEvent(first));
        await anna.page.getByRole('button', { name: 'Синхронизировать' }).click();
        await seeText(anna.page, 'Синхронизация запущена');
        await j.server.app.get(CalendarSyncRunner).runOnce();
        const [row] = await db.query<{ n: string }[]>('SELECT count(*) AS n FROM calendar_busy WHERE master_id = $1', [
          master.user.id,
        ]);
        expect(Number(row.n)).toBeGreaterThan(0);
      },
    );

    await j.step(`master: their day ${first} shows «Занято (календарь)» 13:00–14:00`, async () => {
      await j.openPath(anna, `/calendar/day?date=${first}`);
      await seeTitle(anna.page, 'Мои записи');
      await seeText(anna.page, 'Занято (календарь): 13:00–14:00');
      await splashGone(anna.page);
      await anna.shot('day');
    });

    await j.step('client: 13:00 is no longer offered; 12:00 and 14:00 are', async () => {
      await client.page.reload();
      await seeText(client.page, 'Свободное время: Маникюр');
      const times = await offeredTimes(client.page);
      expect(times).not.toContain('13:00');
      expect(times).toEqual(expect.arrayContaining(['12:00', '14:00']));
      await client.shot('after-sync');
    });
    expect(pageErrors(anna)).toEqual([]);
    expect(pageErrors(client)).toEqual([]);
  });
});

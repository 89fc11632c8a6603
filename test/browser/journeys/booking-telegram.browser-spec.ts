/**
 * The booking inside a Telegram client: the page talks to Telegram through TelegramWebviewProxy (as the mobile
 * apps provide it), so the confirmation uses Telegram's own BackButton and MainButton. Back on the confirmation
 * returns to the times (it used to leave the page); the MainButton books. Then the links a bot notice carries
 * open that booking: the client's move, and the master's day with its details.
 */
import type { Page } from 'playwright-core';
import { Appointment } from '../../../src/appointments/entities/appointment.entity';
import { User } from '../../../src/users/entities/user.entity';
import { makeMaster, makeService, makeUser } from '../../factories';
import { closeDaysNearNow, makeSchedule, weeklyPattern } from '../../factories/schedules';
import { pageErrors, seeText, startJourney, type Journey, type Person } from './support/journey';
import { tapFirstTime } from './support/free-times';

const EVERY_DAY = weeklyPattern(
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [['09:00', '18:00']]])),
);

type TelegramEvent = [name: string, data: unknown];

/** Makes the person's mini app run "inside Telegram": the SDK posts its events to a stand-in proxy we can read. */
async function insideTelegram(p: Person): Promise<void> {
  await p.context.addInitScript(() => {
    const w = globalThis as unknown as { __tgEvents: [string, unknown][]; TelegramWebviewProxy: unknown };
    w.__tgEvents = [];
    w.TelegramWebviewProxy = {
      postEvent: (name: string, data: string) => w.__tgEvents.push([name, data ? JSON.parse(data) : null]),
    };
  });
}

/** Telegram's events the page posted so far, of one kind. */
async function posted(page: Page, name: string): Promise<unknown[]> {
  const events = await page.evaluate(() => (globalThis as unknown as { __tgEvents: TelegramEvent[] }).__tgEvents);
  return events.filter(([n]) => n === name).map(([, d]) => d);
}

/** The user taps one of Telegram's own buttons (the client sends the page this event). */
async function press(page: Page, event: 'back_button_pressed' | 'main_button_pressed'): Promise<void> {
  await page.evaluate((e) => {
    (
      globalThis as unknown as { Telegram: { WebView: { receiveEvent(e: string): void } } }
    ).Telegram.WebView.receiveEvent(e);
  }, event);
}

describe('journeys: booking inside Telegram', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await startJourney('booking-telegram');
  });
  afterEach(() => j?.endScene());
  afterAll(() => j?.close());

  it("1. Back on the confirmation returns to the times, the MainButton books, and the notices' links open the booking", async () => {
    const db = j.server.db;
    const master = await makeMaster(db, { deepLink: 'anna-telegram', specialization: 'Мастер маникюра' });
    await db.getRepository(User).update({ id: master.user.id }, { firstName: 'Анна', lastName: 'Смирнова' });
    await makeService(db, { masterId: master.user.id }, { name: 'Маникюр', durationMinutes: 60, price: 1500 });
    await makeSchedule(db, master.user.id, { pattern: EVERY_DAY, cancelCutoffHours: 0 });
    await closeDaysNearNow(db, master.user.id);
    const client = await j.person('client', { first_name: 'Ольга', last_name: 'Петрова' });
    await makeUser(db, 'client', { phone: '+79165554433' }, client.tg);
    await insideTelegram(client);

    const clock = await j.step('client: opens the master’s page in Telegram and taps a free time', async () => {
      await j.openPath(client, '/master/anna-telegram');
      await seeText(client.page, 'Свободное время: Маникюр');
      return tapFirstTime(client.page);
    });

    await j.step('client: the confirmation shows Telegram’s BackButton and MainButton, no page buttons', async () => {
      const confirm = client.page.getByRole('region', { name: 'Подтверждение записи' });
      await confirm.waitFor({ state: 'visible', timeout: 15000 });
      await seeText(confirm, clock);
      expect((await posted(client.page, 'web_app_setup_back_button')).at(-1)).toEqual({ is_visible: true });
      expect((await posted(client.page, 'web_app_setup_main_button')).at(-1)).toMatchObject({
        is_visible: true,
        text: 'Подтвердить запись',
      });
      expect(await client.page.getByRole('button', { name: 'Подтвердить запись' }).count()).toBe(0);
      await client.shot('confirmation-in-telegram');
    });

    await j.step('client: Telegram’s Back returns to the times, on the same page', async () => {
      await press(client.page, 'back_button_pressed');
      await seeText(client.page, 'Свободное время: Маникюр');
      await client.page.getByRole('region', { name: 'Подтверждение записи' }).waitFor({ state: 'detached' });
      expect(new URL(client.page.url()).pathname).toBe('/master/anna-telegram');
      expect((await posted(client.page, 'web_app_setup_main_button')).at(-1)).toMatchObject({ is_visible: false });
      await client.shot('back-to-times');
    });

    const booked = await j.step('client: taps the time again and books with Telegram’s MainButton', async () => {
      await tapFirstTime(client.page);
      await client.page.getByRole('region', { name: 'Подтверждение записи' }).waitFor({ state: 'visible' });
      await press(client.page, 'main_button_pressed');
      await seeText(client.page, 'Вы записаны!');
      await client.shot('booked');
      return db.getRepository(Appointment).findOneByOrFail({ masterId: master.user.id });
    });

    await j.step('client: a notice’s «Перенести» link opens My records on the booking, with its move', async () => {
      await j.openPath(client, `/my-records?appointment=${booked.id}&action=reschedule`);
      const popup = client.page.getByRole('dialog', { name: 'Перенос записи' });
      await popup.waitFor({ state: 'visible', timeout: 15000 });
      await seeText(popup, 'Выберите время');
      const item = client.page.locator('[role="listitem"][aria-current="true"]');
      await seeText(item, 'Маникюр');
      await client.shot('notice-reschedule');
    });
    expect(pageErrors(client)).toEqual([]);

    const anna = await j.person('master', { first_name: 'Анна', last_name: 'Смирнова' });
    await db.getRepository(User).update({ id: master.user.id }, { telegramId: anna.tg.id });
    await j.step('master: a notice’s link opens the day of the booking with its details', async () => {
      await j.openPath(anna, `/calendar/day?appointment=${booked.id}`);
      const details = anna.page.getByRole('dialog', { name: 'Маникюр' });
      await details.waitFor({ state: 'visible', timeout: 15000 });
      await seeText(details, 'Ольга Петрова');
      await seeText(details, '+79165554433');
      await seeText(anna.page, 'Рабочее время: 09:00–18:00');
      await anna.shot('notice-master-day');
    });
    expect(pageErrors(anna)).toEqual([]);
  });
});

/**
 * Recurring journeys: a master adds a weekly lunch break in the mini app and the client's page stops offering
 * that hour on the coming Wednesdays, then moves it for «Все»; a client's four weekly visits, the last two cancelled from My records with
 * «Отменить все следующие».
 */
import type { Locator, Page } from 'playwright-core';
import { Appointment } from '../../../src/appointments/entities/appointment.entity';
import { addDays } from '../../../src/time-core/calendar-date';
import { zonedDate } from '../../../src/time-core/zone';
import { User } from '../../../src/users/entities/user.entity';
import { makeMaster, makeService, makeUser } from '../../factories';
import { closeDaysNearNow, makeSchedule, weeklyPattern } from '../../factories/schedules';
import { pageErrors, seeText, startJourney, type Journey, type Person } from './support/journey';
import { tapFirstTime } from './support/free-times';

const ZONE = 'Europe/Moscow';
/** The master works Wednesdays only: the client's strip of free days is then a row of Wednesdays. */
const WEDNESDAYS = weeklyPattern({ wed: [['09:00', '18:00']] });

/** The first Wednesday after the master's today (today itself is closed by closeDaysNearNow). */
function nextWednesday(): string {
  let date = addDays(zonedDate(Date.now(), ZONE), 1);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 3) date = addDays(date, 1);
  return date;
}

async function aWednesdayMaster(j: Journey, deepLink: string) {
  const db = j.server.db;
  const master = await makeMaster(db, { deepLink, specialization: 'Мастер маникюра' });
  await db.getRepository(User).update({ id: master.user.id }, { firstName: 'Анна', lastName: 'Смирнова' });
  const service = await makeService(
    db,
    { masterId: master.user.id },
    { name: 'Маникюр', description: null, durationMinutes: 60, price: 1500 },
  );
  await makeSchedule(db, master.user.id, { timeZone: ZONE, pattern: WEDNESDAYS, cancelCutoffHours: 0 });
  await closeDaysNearNow(db, master.user.id, { zone: ZONE });
  return { master, service };
}

/** The times offered on the client's screen for the chosen day. */
async function offeredTimes(page: Page): Promise<string[]> {
  const parts = page.locator('section[aria-label="Утро"], section[aria-label="День"], section[aria-label="Вечер"]');
  await parts.first().waitFor({ state: 'visible', timeout: 15000 });
  return (await parts.getByRole('button').allTextContents()).map((s) => s.trim());
}

/** The first `n` days of the free-days strip (tapping «Позже» while fewer are shown). */
async function firstFreeDays(page: Page, n: number): Promise<Locator> {
  const strip = page.getByRole('group', { name: 'Дни со свободным временем' });
  await strip.waitFor({ state: 'visible', timeout: 15000 });
  const days = strip.locator('button[aria-pressed]');
  for (let tries = 0; (await days.count()) < n && tries < 6; tries++) {
    const before = await days.count();
    await strip.getByRole('button', { name: 'Позже' }).click();
    await page.waitForFunction(
      ({ count }) =>
        (
          globalThis as unknown as { document: { querySelectorAll(s: string): { length: number } } }
        ).document.querySelectorAll('[role="group"] button[aria-pressed]').length > count,
      { count: before },
      { timeout: 15000 },
    );
  }
  expect(await days.count()).toBeGreaterThanOrEqual(n);
  return days;
}

/** Turns one wheel of the open date picker to the item reading `value` (leading zeros optional). */
async function turnWheel(page: Page, column: number, value: number): Promise<void> {
  const wheel = page.locator('.adm-picker-view-column').nth(column);
  const item = wheel.locator('.adm-picker-view-column-item').filter({ hasText: new RegExp(`^0?${value}$`) });
  const active = wheel.locator('.adm-picker-view-column-item-active', { hasText: new RegExp(`^0?${value}$`) });
  // the wheel scrolls by transform, so an item off the window is tapped by its click event, as a tap would; a
  // wheel re-drawn by the turn of the one before it (another month's days) may miss the tap, so it is tapped again
  for (let tries = 0; tries < 5; tries++) {
    await item.first().dispatchEvent('click');
    if (
      await active.waitFor({ timeout: 3000 }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  await active.waitFor({ timeout: 3000 });
}

/** For each of the first three free days: the times offered. */
async function threeDaysOfTimes(p: Person): Promise<string[][]> {
  const days = await firstFreeDays(p.page, 3);
  const found: string[][] = [];
  for (let i = 0; i < 3; i++) {
    await days.nth(i).click();
    await p.page.waitForFunction(
      (index) =>
        (
          globalThis as unknown as {
            document: { querySelectorAll(s: string): ArrayLike<{ getAttribute(a: string): string | null }> };
          }
        ).document
          .querySelectorAll('[role="group"] button[aria-pressed]')
          [index]?.getAttribute('aria-pressed') === 'true',
      i,
      { timeout: 15000 },
    );
    found.push(await offeredTimes(p.page));
  }
  return found;
}

describe('journeys: recurring', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await startJourney('recurring');
  });
  afterEach(() => j?.endScene());
  afterAll(() => j?.close());

  it('1. a master adds a weekly lunch block 13:00–14:00 in working hours; the client is no longer offered 13:00 on three Wednesdays', async () => {
    const db = j.server.db;
    const { master } = await aWednesdayMaster(j, 'anna-lunch');
    const anna = await j.person('master', { first_name: 'Анна', last_name: 'Смирнова' });
    await db.getRepository(User).update({ id: master.user.id }, { telegramId: anna.tg.id });
    const client = await j.person('client', { first_name: 'Ольга' });
    await makeUser(db, 'client', { phone: '+79161112233' }, client.tg);
    const first = nextWednesday();

    await j.step('client: 13:00 is offered on the next three Wednesdays before the break', async () => {
      await j.openPath(client, '/master/anna-lunch');
      await seeText(client.page, 'Свободное время: Маникюр');
      for (const times of await threeDaysOfTimes(client)) expect(times).toContain('13:00');
      await client.shot('before-break');
    });

    await j.step('master: opens working hours and the busy-time dialog', async () => {
      await j.openPath(anna, '/calendar');
      await anna.page.getByRole('button', { name: 'Добавить занятое время' }).click();
      await anna.page.getByRole('dialog').getByText('Начало', { exact: true }).waitFor({ timeout: 15000 });
    });

    await j.step(`master: sets the start to ${first} 13:00 on the wheels (the end follows an hour later)`, async () => {
      await anna.page.getByRole('dialog').getByText('Начало', { exact: true }).click();
      const picker = anna.page.locator('.adm-picker');
      await picker.waitFor({ state: 'visible', timeout: 15000 });
      const [year, month, day] = first.split('-').map(Number);
      await turnWheel(anna.page, 0, year);
      await turnWheel(anna.page, 1, month);
      await turnWheel(anna.page, 2, day);
      await turnWheel(anna.page, 3, 13);
      await turnWheel(anna.page, 4, 0);
      await anna.shot('start-wheels');
      await picker.getByText('Выбрать', { exact: true }).click();
      await picker.waitFor({ state: 'hidden', timeout: 15000 });
      const [y, m, d] = first.split('-');
      const dialog = anna.page.getByRole('dialog');
      await seeText(dialog, `${d}.${m}.${y} 13:00`);
      await seeText(dialog, `${d}.${m}.${y} 14:00`);
    });

    await j.step('master: every week, note «Обед», saves', async () => {
      const dialog = anna.page.getByRole('dialog');
      await dialog.getByText('Каждую неделю', { exact: true }).click();
      await dialog.getByRole('textbox', { name: 'Заметка' }).fill('Обед');
      await anna.shot('block-dialog');
      await dialog.getByText('Сохранить', { exact: true }).click();
      await seeText(anna.page, 'Занятое время добавлено');
      await seeText(anna.page, 'Обед · повторяется');
      await anna.shot('blocks');
    });

    await j.step('client: 13:00 is gone on the next three Wednesdays, 12:00 and 14:00 remain', async () => {
      await client.page.reload();
      await seeText(client.page, 'Свободное время: Маникюр');
      for (const times of await threeDaysOfTimes(client)) {
        expect(times).not.toContain('13:00');
        expect(times).toEqual(expect.arrayContaining(['12:00', '14:00']));
      }
      await client.shot('after-break');
    });

    await j.step(
      'master: changes the second lunch to 15:00 and answers «Все»; the client gets 13:00 back, not 15:00',
      async () => {
        await anna.page.getByRole('button', { name: 'Изменить', exact: true }).nth(1).click();
        await anna.page.getByRole('dialog').getByText('Начало', { exact: true }).click();
        const picker = anna.page.locator('.adm-picker');
        await picker.waitFor({ state: 'visible', timeout: 15000 });
        await turnWheel(anna.page, 3, 15);
        await picker.getByText('Выбрать', { exact: true }).click();
        await picker.waitFor({ state: 'hidden', timeout: 15000 });
        await anna.page.getByRole('dialog').getByText('Сохранить', { exact: true }).click();
        await anna.page.getByRole('button', { name: 'Все', exact: true }).click();
        await seeText(anna.page, 'Занятое время изменено');
        await anna.shot('moved-all');
        await client.page.reload();
        await seeText(client.page, 'Свободное время: Маникюр');
        for (const times of await threeDaysOfTimes(client)) {
          expect(times).toContain('13:00');
          expect(times).not.toContain('15:00');
        }
      },
    );
    expect(pageErrors(anna)).toEqual([]);
    expect(pageErrors(client)).toEqual([]);
  });

  it('2. a client’s 4 weekly visits (booked with «Повторять» on the confirmation); in My records «Отменить все следующие» from the third cancels the last two', async () => {
    const db = j.server.db;
    await aWednesdayMaster(j, 'anna-series');
    const client = await j.person('client', { first_name: 'Ольга', last_name: 'Петрова' });
    await makeUser(db, 'client', { phone: '+79165554433' }, client.tg);
    const first = nextWednesday();

    const ids = await j.step(
      'client: taps the first Wednesday’s first time, «Повторять» every week, 4 times',
      async () => {
        await j.openPath(client, '/master/anna-series');
        await seeText(client.page, 'Свободное время: Маникюр');
        expect(await tapFirstTime(client.page)).toBe('09:00');
        const confirm = client.page.getByRole('region', { name: 'Подтверждение записи' });
        await confirm.waitFor({ state: 'visible', timeout: 15000 });
        await client.page.getByTestId('repeat-toggle').click();
        await client.page.getByTestId('repeat-interval-1').click();
        await expect(client.page.getByTestId('repeat-count').getByRole('spinbutton').inputValue()).resolves.toBe('4');
        const preview = client.page.getByTestId('series-preview');
        await preview.waitFor({ state: 'visible', timeout: 15000 });
        expect(await preview.locator('li').count()).toBe(4);
        await seeText(preview, '✓');
        await client.shot('repeat');
        await client.page.getByTestId('series-confirm').click();
        await seeText(client.page, 'Записано визитов: 4');
        await client.shot('series-booked');
        const saved = await clientId(j, client);
        const rows = await db
          .getRepository(Appointment)
          .find({ where: { clientId: saved }, order: { startsAt: 'ASC' } });
        expect(rows).toHaveLength(4);
        const series: { series_id: number | null }[] = await db.query(
          'SELECT DISTINCT series_id FROM appointments WHERE client_id = $1',
          [saved],
        );
        expect(series).toHaveLength(1);
        expect(series[0].series_id).not.toBeNull();
        expect(rows.map((r) => zonedDate(r.startsAt.getTime(), ZONE))).toEqual(
          [0, 7, 14, 21].map((n) => addDays(first, n)),
        );
        return rows.map((r) => r.id);
      },
    );

    await j.step('client: My records shows each visit with its place in the series', async () => {
      await j.openPath(client, '/my-records');
      const third = client.page.getByTestId(`record-${ids[2]}`);
      await third.waitFor({ state: 'visible', timeout: 15000 });
      await seeText(client.page.getByTestId(`record-${ids[0]}`), 'Каждую неделю, ещё 3 визита');
      await seeText(third, 'Каждую неделю, ещё 1 визит');
      await client.shot('series');
    });

    await j.step('client: «Отменить все следующие» on the third visit, confirmed; the first two remain', async () => {
      await client.page.getByTestId(`record-${ids[2]}`).getByRole('button', { name: 'Отменить все следующие' }).click();
      await seeText(client.page, 'Отменить этот визит и все следующие?');
      await client.page.getByRole('button', { name: 'OK' }).click();
      await seeText(client.page.getByTestId(`record-${ids[0]}`), 'Каждую неделю, ещё 1 визит');
      await seeText(client.page.getByTestId(`record-${ids[1]}`), 'Каждую неделю, последний визит');
      // the cancelled two leave the upcoming list
      for (const id of ids.slice(2)) await client.page.getByTestId(`record-${id}`).waitFor({ state: 'detached' });
      await client.shot('after-cancel');
    });

    const rows = await db.getRepository(Appointment).findBy({ clientId: (await clientId(j, client)) ?? -1 });
    const status = new Map(rows.map((r) => [r.id, r.status]));
    expect(ids.map((id) => status.get(id))).toEqual(['planned', 'planned', 'cancelled', 'cancelled']);
    expect(pageErrors(client)).toEqual([]);
  });
});

async function clientId(j: Journey, p: Person): Promise<number | undefined> {
  return (await j.server.db.getRepository(User).findOneBy({ telegramId: p.tg.id }))?.id;
}

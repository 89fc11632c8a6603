/**
 * Booking a free time in a journey: keeping the first one away from the clock, and tapping it.
 */
import type { Page } from 'playwright-core';
import type { DataSource } from 'typeorm';
import { addDays } from '../../../../src/time-core/calendar-date';
import { zonedDate } from '../../../../src/time-core/zone';
import { makeOverride } from '../../../factories/schedules';

/**
 * Closes a master's days from today through the day `noticeMinutes` from now, on the master's clock, so the first
 * free time is a working day's opening, hours after the notice. With those days open the first time offered is the
 * next step of the grid (or of the notice): it can pass between the page showing it and the client confirming it,
 * and the booking is then refused as a time no longer offered, at whatever hour the run happens to be.
 */
export async function closeDaysNearNow(
  db: DataSource,
  masterId: number,
  {
    zone = 'Europe/Moscow',
    noticeMinutes = 0,
    now = Date.now(),
  }: { zone?: string; noticeMinutes?: number; now?: number } = {},
): Promise<void> {
  const last = zonedDate(now + noticeMinutes * 60_000, zone);
  for (let date = zonedDate(now, zone); date <= last; date = addDays(date, 1))
    await makeOverride(db, masterId, date, []);
}

/** Taps the first free time on screen (times are grouped Утро / День / Вечер); returns its 'HH:MM'. */
export async function tapFirstTime(page: Page): Promise<string> {
  const parts = page.locator('section[aria-label="Утро"], section[aria-label="День"], section[aria-label="Вечер"]');
  await parts.first().waitFor({ state: 'visible', timeout: 15000 });
  const time = parts.first().getByRole('button').first();
  const clock = (await time.textContent())?.trim() ?? '';
  expect(clock).toMatch(/^\d\d:\d\d$/);
  await time.click();
  return clock;
}

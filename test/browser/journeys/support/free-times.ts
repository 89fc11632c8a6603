/**
 * Booking a free time in a journey: tapping the first one (closeDaysNearNow in factories/schedules.ts keeps it
 * away from the clock).
 */
import type { Page } from 'playwright-core';

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

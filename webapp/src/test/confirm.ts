// Answering lib/telegram.ts's confirm() in component tests (outside Telegram it is antd-mobile's Dialog).
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Clicks `button`, then OK in the confirm it opens (`whileAsked` runs while the confirm is open). A closed
 * confirm stays in jsdom's DOM (its closing animation never ends), so the new one is the OK button that was
 * not there before.
 */
export async function clickAndConfirm(user: UserEvent, button: HTMLElement, whileAsked?: () => void) {
  const before = screen.queryAllByRole('button', { name: 'OK' }).length;
  await user.click(button);
  await waitFor(() => expect(screen.queryAllByRole('button', { name: 'OK' }).length).toBeGreaterThan(before));
  whileAsked?.();
  await user.click(screen.getAllByRole('button', { name: 'OK' }).at(-1) as HTMLElement);
}

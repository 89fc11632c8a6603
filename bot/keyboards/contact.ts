import { Keyboard } from 'grammy';
import type { Locale } from '../locales';

/** Reply keyboard asking for the user's own contact, with a cancel button. */
export function contactKeyboard(t: Locale): Keyboard {
  return new Keyboard().requestContact(t.shareContact).row().text(t.cancel).resized().oneTime();
}

export const removeKeyboard = { remove_keyboard: true } as const;

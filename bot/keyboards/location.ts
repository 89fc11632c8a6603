import { Keyboard } from 'grammy';
import type { Locale } from '../locales';

/** Reply keyboard asking for the user's location (where they work), with a cancel button. */
export function locationKeyboard(t: Locale): Keyboard {
  return new Keyboard().requestLocation(t.shareLocation).row().text(t.cancel).resized().oneTime();
}

import { InlineKeyboard } from 'grammy';
import type { Lang } from '../locales';
import { bookingScreenUrl } from '../notifications/notice-format';

/**
 * callback_data of the reminder's buttons: rem:come:<appointment id> («Приду») and
 * rem:cancel:<appointment id> («Отменить»). The data names the action and the booking, nothing else: who
 * taps is checked against the booking's client on every tap.
 */
export const REMINDER_DATA = /^rem:(come|cancel):(\d{1,10})$/;
export type ReminderAction = 'come' | 'cancel';
export const reminderData = (action: ReminderAction, appointmentId: number) => `rem:${action}:${appointmentId}`;

export const REMINDER_BUTTONS: Record<Lang, { come: string; cancel: string; reschedule: string }> = {
  ru: { come: 'Приду', cancel: 'Отменить', reschedule: 'Перенести' },
  en: { come: "I'll come", cancel: 'Cancel', reschedule: 'Reschedule' },
};

/**
 * Приду and Отменить (callbacks), Перенести (the mini app's reschedule of this booking). Once the visit is
 * confirmed, Приду is left out.
 */
export function reminderKeyboard(lang: Lang, base: string, appointmentId: number, confirmed = false): InlineKeyboard {
  const b = REMINDER_BUTTONS[lang];
  const kb = new InlineKeyboard();
  if (!confirmed) kb.text(b.come, reminderData('come', appointmentId));
  return kb
    .text(b.cancel, reminderData('cancel', appointmentId))
    .row()
    .webApp(b.reschedule, bookingScreenUrl(base, 'client', appointmentId, true));
}

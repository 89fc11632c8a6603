import { InlineKeyboard } from 'grammy';
import type { AgendaItem, NotificationPayloads } from '../../src/notifications/notification-kinds';
import type { Lang } from '../locales';
import { reminderKeyboard } from '../keyboards/reminder';
import { openBookingButton } from './booking';
import { clientWithPhone, clockOf, dayScreenUrl, line, localDate, when } from './notice-format';
import type { NoticeRenderer } from './rendered';

type P<K extends keyof NotificationPayloads> = NotificationPayloads[K];

interface ReminderTexts {
  reminder: (p: P<'appointment_reminder'>, time: string) => string;
  confirmedByClient: (p: P<'appointment_confirmed_by_client'>, time: string) => string;
  agendaTitle: (date: string, zone: string) => string;
  agendaEmpty: (date: string) => string;
  agendaItem: (i: AgendaItem) => string;
  agendaMore: string;
  openDay: string;
}

const item = (i: AgendaItem, confirmed: string) =>
  `${clockOf(i.starts_at)} — ${[clientWithPhone(i), i.service_name].filter(Boolean).join(', ')}` +
  (i.status === 'confirmed' ? ` ${confirmed}` : '');

const ru: ReminderTexts = {
  reminder: (p, time) =>
    `⏰ Напоминание о записи на ${time}` +
    line('Мастер', p.master_name) +
    line('Услуга', p.service_name) +
    line('Салон', p.organization_name) +
    line('Адрес', p.address) +
    line('Телефон', p.contact_phone) +
    '\n\nПодтвердите, что придёте, или отмените запись, если планы изменились.',
  confirmedByClient: (p, time) =>
    `✅ Клиент подтвердил, что придёт: ${time}` +
    line('Клиент', clientWithPhone(p)) +
    line('Услуга', p.service_name) +
    (p.organization_name ? line('Мастер', p.master_name) : ''),
  agendaTitle: (date, zone) => `Ваши записи на сегодня, ${date} (${zone}):`,
  agendaEmpty: (date) => `На сегодня, ${date}, записей нет.`,
  agendaItem: (i) => item(i, '(подтверждена)'),
  agendaMore: '…и другие — откройте день в приложении.',
  openDay: 'Открыть день',
};

const en: ReminderTexts = {
  reminder: (p, time) =>
    `⏰ Reminder: your booking on ${time}` +
    line('Master', p.master_name) +
    line('Service', p.service_name) +
    line('Salon', p.organization_name) +
    line('Address', p.address) +
    line('Phone', p.contact_phone) +
    '\n\nPlease confirm you will come, or cancel if your plans have changed.',
  confirmedByClient: (p, time) =>
    `✅ The client confirmed they will come: ${time}` +
    line('Client', clientWithPhone(p)) +
    line('Service', p.service_name) +
    (p.organization_name ? line('Master', p.master_name) : ''),
  agendaTitle: (date, zone) => `Your bookings today, ${date} (${zone}):`,
  agendaEmpty: (date) => `No bookings today, ${date}.`,
  agendaItem: (i) => item(i, '(confirmed)'),
  agendaMore: '…and more: open the day in the app.',
  openDay: 'Open the day',
};

const textsOf = (lang: Lang) => (lang === 'en' ? en : ru);

/** The reminder's text alone (the reminder buttons feature re-renders the message after a tap). */
export const reminderText = (p: P<'appointment_reminder'>, lang: Lang): string =>
  textsOf(lang).reminder(p, when(p.starts_at, p.time_zone, lang));

export const renderReminder: NoticeRenderer<'appointment_reminder'> = (p, _t, base, lang) => ({
  text: reminderText(p, lang),
  reply_markup: reminderKeyboard(lang, base, p.appointment_id),
});

export const renderConfirmedByClient: NoticeRenderer<'appointment_confirmed_by_client'> = (p, _t, base, lang) => ({
  text: textsOf(lang).confirmedByClient(p, when(p.starts_at, p.time_zone, lang)),
  reply_markup: openBookingButton(p, lang, base),
});

export const renderAgenda: NoticeRenderer<'master_agenda'> = (p, _t, base, lang) => {
  const x = textsOf(lang);
  const date = localDate(p.date, lang);
  const text =
    p.items.length === 0
      ? x.agendaEmpty(date)
      : [x.agendaTitle(date, p.time_zone), ...p.items.map(x.agendaItem), ...(p.more ? [x.agendaMore] : [])].join('\n');
  return { text, reply_markup: new InlineKeyboard().webApp(x.openDay, dayScreenUrl(base, p.date)) };
};

import { InlineKeyboard } from 'grammy';
import { webappUrl } from '../keyboards/webapp';
import type { NoticeRenderer } from './rendered';

/** The mini app's calendars screen (connect, pick calendars, reconnect). */
export const CALENDARS_PATH = '/calendar?section=calendars';

const TEXTS = {
  ru: {
    google: 'Google Календарь',
    caldav: 'Календарь',
    connected: (what: string, account: string) =>
      `${what} (${account}) подключён: занятое там время закрыто для записи, новые записи появятся в нём.`,
    broken: (what: string, account: string) =>
      `${what} (${account}) перестал отвечать: пароль или доступ изменились. Записи работают как обычно, но время из календаря не учитывается.`,
    open: 'Календари',
    reconnect: 'Переподключить',
  },
  en: {
    google: 'Google Calendar',
    caldav: 'Calendar',
    connected: (what: string, account: string) =>
      `${what} (${account}) is connected: busy time there is closed for booking, new bookings will appear in it.`,
    broken: (what: string, account: string) =>
      `${what} (${account}) stopped answering: the password or access changed. Booking works as usual, but its busy time is not counted.`,
    open: 'Calendars',
    reconnect: 'Reconnect',
  },
} as const;

export const renderCalendarConnected: NoticeRenderer<'calendar_connected'> = (p, _t, base, lang) => {
  const s = TEXTS[lang];
  return {
    text: s.connected(s[p.provider], p.account),
    reply_markup: new InlineKeyboard().webApp(s.open, webappUrl(base, CALENDARS_PATH)),
  };
};

export const renderCalendarBroken: NoticeRenderer<'calendar_broken'> = (p, _t, base, lang) => {
  const s = TEXTS[lang];
  return {
    text: s.broken(s[p.provider], p.account),
    reply_markup: new InlineKeyboard().webApp(s.reconnect, webappUrl(base, CALENDARS_PATH)),
  };
};

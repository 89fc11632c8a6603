import type { NotificationPayloads } from '../../src/notifications/notification-kinds';
import type { Lang } from '../locales';
import { localDate } from './notice-format';
import type { NoticeRenderer } from './rendered';

type P = NotificationPayloads['export_ready'];

const TITLE = {
  ru: { appointments: 'Записи', clients: 'Клиенты', report: 'Отчёт' },
  en: { appointments: 'Bookings', clients: 'Clients', report: 'Report' },
} as const;

const period = (p: P, lang: Lang): string =>
  p.from && p.to ? ` ${lang === 'en' ? 'for' : 'за'} ${localDate(p.from, lang)} — ${localDate(p.to, lang)}` : '';

/** The caption of an export's file in the chat: what it holds and for which period. */
export const renderExportReady: NoticeRenderer<'export_ready'> = (p, _t, _base, lang) => ({
  text: `${TITLE[lang][p.kind]}${period(p, lang)}`,
});

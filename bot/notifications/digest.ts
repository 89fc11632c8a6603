import { InlineKeyboard } from 'grammy';
import type { DigestFigures, NotificationPayloads } from '../../src/notifications/notification-kinds';
import { webappUrl } from '../keyboards/webapp';
import type { Lang } from '../locales';
import { localDate } from './notice-format';
import type { NoticeRenderer } from './rendered';

type P = NotificationPayloads['weekly_digest'];

const TEXTS = {
  ru: {
    title: (p: P, from: string, to: string) =>
      `Итоги недели ${from} — ${to}${p.business_name ? `, ${p.business_name}` : ''}`,
    revenue: 'Выручка',
    visits: 'Визиты',
    occupancy: 'Загрузка',
    noShow: 'Неявки',
    before: 'неделей раньше',
    open: 'Открыть статистику',
    money: (n: number) => `${formatNumber(n, 'ru')} ₽`,
  },
  en: {
    title: (p: P, from: string, to: string) => `Week ${from} — ${to}${p.business_name ? `, ${p.business_name}` : ''}`,
    revenue: 'Revenue',
    visits: 'Visits',
    occupancy: 'Occupancy',
    noShow: 'No-shows',
    before: 'the week before',
    open: 'Open statistics',
    money: (n: number) => `${formatNumber(n, 'en')} ₽`,
  },
} as const;

/** 12 345.5 -> '12 345,5' (ru) / '12,345.5' (en). */
function formatNumber(n: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'ru-RU', { maximumFractionDigits: 2 })
    .format(n)
    .replace(/\u00a0|\u202f/g, ' ');
}

const percent = (x: number | null, lang: Lang): string =>
  x === null ? '—' : `${formatNumber(Math.round(x * 1000) / 10, lang)}%`;

/** The change against the week before: '+12%', '−5%', or nothing when there is nothing to compare with. */
function change(now: number | null, before: number | null): string {
  if (now === null || before === null || before === 0) return '';
  const pct = Math.round(((now - before) / before) * 100);
  return pct === 0 ? ' (0%)' : ` (${pct > 0 ? '+' : '−'}${Math.abs(pct)}%)`;
}

function lines(c: DigestFigures, prev: DigestFigures, lang: Lang): string[] {
  const t = TEXTS[lang];
  return [
    `${t.revenue}: ${t.money(c.revenue)}${change(c.revenue, prev.revenue)} — ${t.before} ${t.money(prev.revenue)}`,
    `${t.visits}: ${c.visits}${change(c.visits, prev.visits)} — ${t.before} ${prev.visits}`,
    `${t.occupancy}: ${percent(c.occupancy, lang)} — ${t.before} ${percent(prev.occupancy, lang)}`,
    `${t.noShow}: ${percent(c.no_show_rate, lang)} — ${t.before} ${percent(prev.no_show_rate, lang)}`,
  ];
}

/** The caption under the week's chart, and the button that opens Statistics in the mini app. */
export const renderWeeklyDigest: NoticeRenderer<'weekly_digest'> = (p, _t, base, lang) => ({
  text: [
    TEXTS[lang].title(p, localDate(p.from, lang), localDate(p.to, lang)),
    '',
    ...lines(p.current, p.previous, lang),
  ].join('\n'),
  reply_markup: new InlineKeyboard().webApp(TEXTS[lang].open, webappUrl(base, '/statistics')),
});

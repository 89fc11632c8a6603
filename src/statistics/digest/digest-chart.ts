import { barChartSvg } from '../../common/bar-chart-svg';
import { CYRILLIC_FONT, CYRILLIC_FONT_BOLD, CYRILLIC_FONT_FAMILY } from '../../common/cyrillic-font';
import type { WeeklyDigestNotice } from '../../notifications/notification-kinds';
import { weekdayIndex } from '../../time-core/calendar-date';

const WEEKDAYS = {
  ru: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'],
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
} as const;

const TITLE = { ru: 'Выручка по дням, ₽', en: 'Revenue by day, ₽' } as const;

const money = (n: number) =>
  Math.round(n)
    .toLocaleString('ru-RU')
    .replace(/\u00a0|\u202f/g, ' ');

/**
 * The digest's picture: last week's revenue by day, as an SVG drawn here and turned into a PNG. The
 * renderer (a native binding) is loaded on the first picture, not at every start of the API.
 */
export async function digestChartPng(p: Pick<WeeklyDigestNotice, 'by_day'>, lang: 'ru' | 'en'): Promise<Buffer> {
  const { Resvg } = await import('@resvg/resvg-js');
  const svg = barChartSvg(
    p.by_day.map((d) => ({
      label: `${WEEKDAYS[lang][weekdayIndex(d.date)]} ${d.date.slice(8, 10)}`,
      value: d.revenue,
    })),
    { width: 800, height: 420, title: TITLE[lang], fontFamily: CYRILLIC_FONT_FAMILY, format: money },
  );
  const png = new Resvg(svg, {
    font: {
      loadSystemFonts: false,
      fontFiles: [CYRILLIC_FONT, CYRILLIC_FONT_BOLD],
      defaultFontFamily: CYRILLIC_FONT_FAMILY,
    },
  }).render();
  return png.asPng();
}

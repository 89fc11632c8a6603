import type { SeriesNotice } from '../../src/notifications/notification-kinds';
import type { Lang } from '../locales';
import { localTime } from './notice-format';

/** 'каждую неделю', 'каждые 3 недели', 'каждые 5 недель' / 'every week', 'every 3 weeks'. */
export function everyWeeksText(n: number, lang: Lang): string {
  if (lang === 'en') return n === 1 ? 'every week' : `every ${n} weeks`;
  if (n === 1) return 'каждую неделю';
  const last = n % 10;
  const word = n % 100 >= 11 && n % 100 <= 14 ? 'недель' : last >= 2 && last <= 4 ? 'недели' : 'недель';
  return `каждые ${n} ${word}`;
}

/**
 * The lines a booking notice adds for repeating visits: what repeats and every visit it is about, one a line
 * (one message names them all; each visit is still reminded of on its own).
 */
export function seriesLines(s: SeriesNotice | undefined, kind: 'booked' | 'cancelled', lang: Lang): string {
  if (!s) return '';
  const every = everyWeeksText(s.every_weeks, lang);
  const head =
    lang === 'en'
      ? kind === 'booked'
        ? `Repeating visits, ${every} (${s.starts.length}):`
        : `Visits of the series cancelled (${s.starts.length}):`
      : kind === 'booked'
        ? `Повторяющиеся визиты, ${every} (${s.starts.length}):`
        : `Отменены визиты серии (${s.starts.length}):`;
  return `\n${head}` + s.starts.map((iso) => `\n• ${localTime(iso, lang)}`).join('');
}

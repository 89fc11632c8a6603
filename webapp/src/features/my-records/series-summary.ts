import type { AppointmentResponse } from '@api/appointments/appointments.contract';

const WEEK = 7 * 86_400_000;
const LIVE = new Set(['planned', 'confirmed', 'awaiting_payment']);

/** A booking's place in its repeating visits: every how many weeks, and how many live visits follow it. */
export interface SeriesSummary {
  seriesId: number;
  everyWeeks: number;
  remaining: number;
}

/**
 * The series line of `a` among the client's bookings `all` (null outside a series): the visits of one series
 * are its bookings with its series_id; the repeat is the shortest gap between their starts, in weeks (a moved
 * visit may make one gap odd; the rest keep the rule's).
 */
export function seriesSummary(a: AppointmentResponse, all: AppointmentResponse[]): SeriesSummary | null {
  if (a.series_id === null || a.series_id === undefined) return null;
  const starts = all
    .filter((x) => x.series_id === a.series_id && LIVE.has(x.status))
    .map((x) => Date.parse(x.starts_at))
    .sort((x, y) => x - y);
  const gaps = starts.slice(1).map((s, i) => s - starts[i]);
  const everyWeeks = gaps.length > 0 ? Math.max(1, Math.round(Math.min(...gaps) / WEEK)) : 1;
  const remaining = starts.filter((s) => s > Date.parse(a.starts_at)).length;
  return { seriesId: a.series_id, everyWeeks, remaining };
}

function ruPlural(n: number, one: string, few: string, many: string): string {
  const d = n % 10;
  const h = n % 100;
  if (d === 1 && h !== 11) return one;
  if (d >= 2 && d <= 4 && (h < 12 || h > 14)) return few;
  return many;
}

/** «Каждые 3 недели, ещё 5 визитов» / 'Every 3 weeks, 5 more visits'. */
export function seriesText(s: SeriesSummary, lang: string): string {
  if (lang.startsWith('en')) {
    const every = s.everyWeeks === 1 ? 'Every week' : `Every ${s.everyWeeks} weeks`;
    return s.remaining === 0
      ? `${every}, the last visit`
      : `${every}, ${s.remaining} more visit${s.remaining === 1 ? '' : 's'}`;
  }
  const every =
    s.everyWeeks === 1
      ? 'Каждую неделю'
      : `Каждые ${s.everyWeeks} ${ruPlural(s.everyWeeks, 'неделю', 'недели', 'недель')}`;
  if (s.remaining === 0) return `${every}, последний визит`;
  return `${every}, ещё ${s.remaining} ${ruPlural(s.remaining, 'визит', 'визита', 'визитов')}`;
}

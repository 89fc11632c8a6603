// Prices in roubles, dates in the Russian day.month.year form (whatever the interface language).
import { pad2 } from '@api/time-core/calendar-date';

/** 1500 -> '1 500 ₽'; null -> ''. */
export function formatPrice(n: number | null): string {
  if (n === null || n === undefined || Number.isNaN(Number(n))) return '';
  const value = Number(n);
  const [int, frac] = Math.abs(value).toFixed(2).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const fraction = frac === '00' ? '' : `,${frac}`;
  return `${value < 0 ? '-' : ''}${grouped}${fraction} ₽`;
}

function toDate(iso: string): Date | null {
  if (!iso) return null;
  // A bare date (yyyy-mm-dd) is a calendar day, not midnight UTC.
  const bare = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const d = bare ? new Date(Number(bare[1]), Number(bare[2]) - 1, Number(bare[3])) : new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** '2026-03-05T10:00:00Z' -> '05.03.2026' (local time). */
export function formatDate(iso: string): string {
  const d = toDate(iso);
  if (!d) return '';
  return `${pad2(d.getDate())}.${pad2(d.getMonth() + 1)}.${d.getFullYear()}`;
}

/** '2026-03-05T10:00:00Z' -> '05.03.2026 13:00' (local time). */
export function formatDateTime(iso: string): string {
  const d = toDate(iso);
  if (!d) return '';
  return `${formatDate(iso)} ${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}

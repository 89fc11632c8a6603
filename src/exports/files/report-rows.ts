import type { StatisticsReportResponse, StatisticsTotals } from '../../statistics/statistics.contract';
import type { Cell, Column } from './table-file';

/** The report's figures in the order and words every report file shows them. */
export const TOTAL_LINES: { key: keyof StatisticsTotals; label: string }[] = [
  { key: 'bookings', label: 'Записи' },
  { key: 'visits', label: 'Визиты' },
  { key: 'cancelled', label: 'Отмены' },
  { key: 'no_show', label: 'Неявки' },
  { key: 'revenue', label: 'Выручка, ₽' },
  { key: 'average_check', label: 'Средний чек, ₽' },
  { key: 'cancellation_rate', label: 'Доля отмен' },
  { key: 'no_show_rate', label: 'Доля неявок' },
  { key: 'occupancy', label: 'Загрузка' },
  { key: 'new_clients', label: 'Новые клиенты' },
  { key: 'returning_clients', label: 'Вернувшиеся клиенты' },
  { key: 'lost_clients', label: 'Потерянные клиенты' },
];

/** '2026-11-01' -> '01.11.2026'. */
export const ruDate = (date: string): string => date.split('-').reverse().join('.');
export const periodText = (p: { from: string; to: string }): string => `${ruDate(p.from)} — ${ruDate(p.to)}`;

/** The change of a figure against the previous period (null when either is unknown). */
const delta = (a: number | null, b: number | null): number | null =>
  a === null || b === null ? null : Math.round((a - b) * 10_000) / 10_000;

/** One section of a report file: its sheet name, columns and rows. */
export interface ReportSection {
  name: string;
  columns: Column[];
  rows: Cell[][];
}

/** Totals against the previous period, by master, by service and by day. */
export function reportSections(r: StatisticsReportResponse): ReportSection[] {
  return [
    {
      name: 'Итоги',
      columns: [
        { header: 'Показатель', width: 24 },
        { header: periodText(r), width: 26 },
        { header: periodText(r.previous), width: 26 },
        { header: 'Изменение', width: 12 },
      ],
      rows: [
        ...TOTAL_LINES.map(({ key, label }) => [
          label,
          r.totals[key],
          r.previous_totals[key],
          delta(r.totals[key], r.previous_totals[key]),
        ]),
        // only a business that kept deposits has this line (the report answers it only then)
        ...(r.deposits_retained === undefined
          ? []
          : [
              [
                'Удержано предоплат, ₽',
                r.deposits_retained,
                r.previous_deposits_retained ?? 0,
                delta(r.deposits_retained, r.previous_deposits_retained ?? 0),
              ],
            ]),
      ],
    },
    {
      name: 'По мастерам',
      columns: [
        { header: 'Мастер', width: 26 },
        ...TOTAL_LINES.map((l) => ({ header: l.label, width: Math.max(10, l.label.length + 2) })),
      ],
      rows: r.by_master.map((m) => [m.name, ...TOTAL_LINES.map((l) => m[l.key])]),
    },
    {
      name: 'По услугам',
      columns: [
        { header: 'Услуга', width: 30 },
        { header: 'Визиты', width: 10 },
        { header: 'Выручка, ₽', width: 14 },
      ],
      rows: r.by_service.map((s) => [s.name, s.visits, s.revenue]),
    },
    {
      name: 'По дням',
      columns: [
        { header: 'Дата', width: 12 },
        { header: 'Записи', width: 10 },
        { header: 'Визиты', width: 10 },
        { header: 'Выручка, ₽', width: 14 },
      ],
      rows: r.by_day.map((d) => [d.date, d.bookings, d.visits, d.revenue]),
    },
  ];
}

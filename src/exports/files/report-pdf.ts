import { barLayout } from '../../common/bar-chart-svg';
import { CYRILLIC_FONT, CYRILLIC_FONT_BOLD } from '../../common/cyrillic-font';
import type { StatisticsReportResponse, StatisticsTotals } from '../../statistics/statistics.contract';
import { periodText, ruDate, TOTAL_LINES } from './report-rows';

const MARGIN = 40;
const ROW = 14;
/** Lists longer than this are cut (the rest is in the xlsx), so the report stays on one or two pages. */
const LIST_MAX = 18;

const num = (n: number) => n.toLocaleString('ru-RU', { maximumFractionDigits: 2 }).replace(/\u00a0|\u202f/g, ' ');
const RATES: (keyof StatisticsTotals)[] = ['cancellation_rate', 'no_show_rate', 'occupancy'];

function figure(key: keyof StatisticsTotals, v: number | null): string {
  if (v === null) return '—';
  return RATES.includes(key) ? `${num(Math.round(v * 1000) / 10)}%` : num(v);
}

/**
 * The report as a PDF in Russian on one or two A4 pages: the totals against the previous period, revenue by
 * day as a bar chart, then by master and by service. DejaVu Sans is embedded for the Cyrillic.
 */
export async function reportPdf(r: StatisticsReportResponse): Promise<Buffer> {
  // loaded by the first PDF, not at start-up (~50 ms to load)
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `Отчёт ${periodText(r)}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.registerFont('regular', CYRILLIC_FONT);
  doc.registerFont('bold', CYRILLIC_FONT_BOLD);
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;

  let y = MARGIN;
  const text = (s: string, x: number, opts: { width?: number; align?: 'left' | 'right' } = {}) =>
    doc.text(s, x, y, { lineBreak: false, ellipsis: true, ...opts, height: ROW });
  const ensure = (h: number) => {
    if (y + h > bottom()) {
      doc.addPage();
      y = MARGIN;
    }
  };
  /** A table: the first column left, the others right-aligned in equal widths. */
  const table = (title: string, head: string[], rows: string[][], firstWidth: number) => {
    ensure(ROW * 3);
    doc.font('bold').fontSize(12);
    text(title, MARGIN);
    y += ROW * 1.5;
    const rest = (width - firstWidth) / Math.max(1, head.length - 1);
    const line = (cells: string[]) => {
      text(cells[0], MARGIN, { width: firstWidth - 6 });
      cells.slice(1).forEach((c, i) => text(c, MARGIN + firstWidth + i * rest, { width: rest - 4, align: 'right' }));
      y += ROW;
    };
    doc.font('bold').fontSize(9);
    line(head);
    doc.font('regular');
    for (const row of rows) {
      ensure(ROW);
      line(row);
    }
    y += ROW / 2;
  };

  doc.font('bold').fontSize(16);
  text(`Отчёт за ${periodText(r)}`, MARGIN, { width });
  y += 22;
  doc.font('regular').fontSize(9).fillColor('#555555');
  text(`Предыдущий период: ${periodText(r.previous)}. Часовой пояс: ${r.time_zone}`, MARGIN, { width });
  doc.fillColor('#000000');
  y += ROW * 1.5;

  table(
    'Итоги',
    ['Показатель', 'Период', 'Предыдущий'],
    TOTAL_LINES.map(({ key, label }) => [label, figure(key, r.totals[key]), figure(key, r.previous_totals[key])]),
    200,
  );

  // revenue by day
  const chartHeight = 150;
  ensure(chartHeight + ROW * 4);
  doc.font('bold').fontSize(12);
  text('Выручка по дням, ₽', MARGIN);
  y += ROW * 1.5;
  const box = { x: MARGIN, y, width, height: chartHeight };
  const bars = r.by_day.map((d) => ({ label: d.date, value: d.revenue }));
  doc.save().fillColor('#2481cc');
  for (const b of barLayout(bars, box)) if (b.height > 0) doc.rect(b.x, b.y, b.width, b.height).fill();
  doc.restore();
  doc
    .moveTo(MARGIN, y + chartHeight)
    .lineTo(MARGIN + width, y + chartHeight)
    .strokeColor('#999999')
    .stroke();
  y += chartHeight + 4;
  doc.font('regular').fontSize(8).fillColor('#555555');
  const max = Math.max(0, ...r.by_day.map((d) => d.revenue));
  text(ruDate(r.from), MARGIN);
  text(`максимум за день: ${num(max)} ₽`, MARGIN + width / 3, { width: width / 3, align: 'left' });
  text(ruDate(r.to), MARGIN + width / 2, { width: width / 2, align: 'right' });
  doc.fillColor('#000000');
  y += ROW * 2;

  table(
    'По мастерам',
    ['Мастер', 'Визиты', 'Выручка', 'Загрузка', 'Неявки'],
    r.by_master
      .slice(0, LIST_MAX)
      .map((m) => [m.name, num(m.visits), num(m.revenue), figure('occupancy', m.occupancy), num(m.no_show)]),
    180,
  );
  table(
    'По услугам',
    ['Услуга', 'Визиты', 'Выручка'],
    r.by_service.slice(0, LIST_MAX).map((s) => [s.name, num(s.visits), num(s.revenue)]),
    260,
  );
  doc.end();
  return done;
}

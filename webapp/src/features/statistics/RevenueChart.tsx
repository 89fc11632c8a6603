import type { StatisticsDayRow } from '@api/statistics/statistics.contract';
import { formatPrice } from '../../lib/format';

const WIDTH = 320;
const HEIGHT = 120;

/** Revenue by day as SVG bars (no chart library: nothing to load for a handful of rectangles). */
export function RevenueChart({ days, label }: { days: StatisticsDayRow[]; label: string }) {
  const max = Math.max(0, ...days.map((d) => d.revenue));
  const step = days.length ? WIDTH / days.length : WIDTH;
  const bar = Math.max(1, step * 0.7);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      height={HEIGHT}
      role="img"
      aria-label={label}
      data-testid="revenue-chart"
      style={{ display: 'block' }}
    >
      <line x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} stroke="var(--adm-color-border)" />
      {days.map((d, i) => {
        const h = max > 0 ? Math.round((d.revenue / max) * (HEIGHT - 8)) : 0;
        return (
          <rect
            key={d.date}
            x={i * step + (step - bar) / 2}
            y={HEIGHT - 1 - h}
            width={bar}
            height={h}
            rx={1}
            fill="var(--adm-color-primary)"
          >
            <title>{`${d.date}: ${formatPrice(d.revenue) || '0 ₽'}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}

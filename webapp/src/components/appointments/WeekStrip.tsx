import { Badge, Button, Segmented } from 'antd-mobile';
import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../lib/use-translation';
import { isLive } from './appointment-status';
import type { Board, BoardView } from './use-board';
import { addDays, formatDay } from '../../lib/zoned-time';

/** The week's days (with how many live bookings each has), the week before and after, and day or week view. */
export function WeekStrip({ board }: { board: Board }) {
  const { t } = useTranslation('appointments');
  const weekdays = t('weekdays', { returnObjects: true }) as unknown;
  const names = Array.isArray(weekdays) ? weekdays.map(String) : [];
  return (
    <div style={{ padding: '8px 12px' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
        <Segmented
          value={board.view}
          onChange={(v) => board.setView(v as BoardView)}
          options={[
            { label: t('day'), value: 'day' },
            { label: t('week'), value: 'week' },
          ]}
        />
        <span style={{ flex: 1 }} />
        <Button size="mini" disabled={board.date === board.today} onClick={() => board.setDate(board.today)}>
          {t('todayButton')}
        </Button>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        <Button
          size="mini"
          fill="none"
          aria-label={t('prevWeek')}
          onClick={() => board.setDate(addDays(board.date, -7))}
        >
          <LeftOutline />
        </Button>
        {board.week.map((day, i) => {
          const count = (board.byDate.get(day) ?? []).filter(isLive).length;
          const chosen = day === board.date;
          return (
            <button
              type="button"
              key={day}
              aria-label={formatDay(day)}
              aria-pressed={chosen}
              onClick={() => board.setDate(day)}
              className="week-day"
              style={{
                flex: 1,
                padding: '6px 0',
                border: 'none',
                borderRadius: 8,
                background: chosen ? 'var(--adm-color-primary)' : 'transparent',
                color: chosen ? 'var(--adm-color-white, #fff)' : 'inherit',
                fontWeight: day === board.today ? 700 : 400,
              }}
            >
              <div style={{ fontSize: 11, opacity: 0.8 }}>{names[i] ?? ''}</div>
              <Badge content={count > 0 ? count : null} style={{ '--right': '-6px', '--top': '0' }}>
                <div style={{ fontSize: 16 }}>{Number(day.slice(8))}</div>
              </Badge>
            </button>
          );
        })}
        <Button
          size="mini"
          fill="none"
          aria-label={t('nextWeek')}
          onClick={() => board.setDate(addDays(board.date, 7))}
        >
          <RightOutline />
        </Button>
      </div>
    </div>
  );
}

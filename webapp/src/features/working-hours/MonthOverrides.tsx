import { cloneElement, useMemo, useState, type ReactElement } from 'react';
import { Calendar, List } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { OverrideResponse } from '@api/schedules/schedules.contract';
import { useOverrides } from '../../api/schedules';
import { addDays, localDateFrom, localDateOf } from '../../lib/zoned-time';
import type { ScheduleForm } from './schedule-form';
import { OverrideDialog } from './OverrideDialog';
import { pad2 } from '@api/time-core/calendar-date';

interface Props {
  master: string;
  /** The saved schedule (what a date without override follows). */
  saved: ScheduleForm;
  /** The master's today: earlier dates are not offered. */
  today: string;
}

/** The month grid's first and last dates (it shows 6 weeks from the Monday on or before the 1st). */
function gridRange(year: number, month: number): { from: string; to: string } {
  const first = `${year}-${pad2(month)}-01`;
  const weekday = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const from = addDays(first, -weekday);
  return { from, to: addDays(from, 41) };
}

/** A month: override dates marked ('вых.' for a day off, 'особ.' for own hours); a tap edits the date. */
export function MonthOverrides({ master, saved, today }: Props) {
  const { t, i18n } = useTranslation('working-hours');
  const [page, setPage] = useState(() => {
    const [y, m] = today.split('-').map(Number);
    return { year: y, month: m };
  });
  const { from, to } = gridRange(page.year, page.month);
  const overrides = useOverrides(master, from, to);
  const byDate = useMemo(() => {
    const map = new Map<string, OverrideResponse>();
    for (const o of overrides.data?.overrides ?? []) map.set(o.date, o);
    return map;
  }, [overrides.data]);
  const [selected, setSelected] = useState<string | null>(null);
  const dateLabel = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );

  return (
    <List header={t('month')} mode="card">
      <List.Item description={t('monthHint')}>
        <Calendar
          selectionMode="single"
          value={null}
          weekStartsOn="Monday"
          min={localDateFrom(today)}
          onPageChange={(year, month) => setPage({ year, month })}
          onChange={(d) => d && setSelected(localDateOf(d))}
          renderLabel={(d) => {
            const o = byDate.get(localDateOf(d));
            if (!o) return null;
            return (
              <span
                style={{ color: o.intervals.length === 0 ? 'var(--adm-color-danger)' : 'var(--adm-color-primary)' }}
              >
                {o.intervals.length === 0 ? t('markOff') : t('markCustom')}
              </span>
            );
          }}
          cellRender={(cell: ReactElement, { date }) => {
            const key = localDateOf(date);
            const o = byDate.get(key);
            const state = o ? (o.intervals.length === 0 ? ` ${t('markOff')}` : ` ${t('markCustom')}`) : '';
            return cloneElement(cell as ReactElement<Record<string, unknown>>, {
              'aria-label': `${dateLabel(key)}${state}`,
              'data-date': key,
            });
          }}
        />
      </List.Item>
      <OverrideDialog
        master={master}
        date={selected}
        title={selected ? dateLabel(selected) : ''}
        override={selected ? (byDate.get(selected) ?? null) : null}
        saved={saved}
        onClose={() => setSelected(null)}
      />
    </List>
  );
}

import { useMemo } from 'react';
import { Card } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { useBlocks, useOverrides, useSchedule } from '../../api/schedules';
import { isLive } from './appointment-status';
import type { Board } from './use-board';
import { formatClock } from '@api/time-core/clock-text';
import {
  band,
  merge,
  stretchOn,
  stretchText,
  subtract,
  workStretches,
  type BandKind,
  type Stretch,
} from './working-hours';
import { addDays, weekStart } from '../../lib/zoned-time';

export interface DayHoursOf {
  /** null: no schedule set yet. */
  work(date: string): Stretch[] | null;
  blocked(date: string): Stretch[];
  /** Busy time of the master's outside calendars on the date (already in `blocked`), with its source. */
  external(date: string): { at: Stretch; provider: 'google' | 'caldav' }[];
  special(date: string): boolean;
  zone: string;
}

/**
 * The working time of a master (`master`: 'me', or a salon master's id; null: none asked) around the board's
 * week: their schedule, and the week's overrides and blocks (a day before too, for an overnight shift).
 */
export function useDayHours(master: string | null, board: Board): DayHoursOf | null {
  const monday = weekStart(board.date);
  const [from, to] = [addDays(monday, -1), addDays(monday, 6)];
  const schedule = useSchedule(master ?? '', master !== null);
  const ready = master !== null && schedule.isSuccess;
  const overrides = useOverrides(master ?? '', from, to, ready);
  const blocks = useBlocks(master ?? '', from, to, ready);
  return useMemo(() => {
    if (!schedule.data || !overrides.data) return null;
    const s = schedule.data;
    const o = overrides.data.overrides;
    const b = [...(blocks.data?.blocks ?? []), ...(blocks.data?.external_busy ?? [])];
    const outside = blocks.data?.external_busy ?? [];
    return {
      zone: s.time_zone,
      work: (date) => (s.configured ? workStretches(s, o, date) : null),
      blocked: (date) =>
        merge(b.map((x) => stretchOn(x.starts_at, x.ends_at, date, s.time_zone)).filter((x) => x !== null)),
      external: (date) =>
        outside.flatMap((x) => {
          const at = stretchOn(x.starts_at, x.ends_at, date, s.time_zone);
          return at ? [{ at, provider: x.provider }] : [];
        }),
      special: (date) => o.some((x) => x.date === date),
    };
  }, [schedule.data, overrides.data, blocks.data]);
}

/** '09:00–13:00, 14:00–18:00', 'Выходной' or 'График работы не задан'. */
export function hoursLine(hours: DayHoursOf, date: string, t: (key: string) => string): string {
  const work = hours.work(date);
  if (work === null) return t('hoursUnset');
  if (work.length === 0) return t('dayOff');
  return work.map(stretchText).join(', ');
}

const COLOR: Record<BandKind, string> = {
  free: 'var(--adm-color-success)',
  booked: 'var(--adm-color-primary)',
  blocked: 'var(--adm-color-weak)',
  off: 'var(--adm-color-border)',
};

/** The chosen day's working hours, a band of free and busy time over them, and the free stretches. */
export function WorkingHours({ hours, board }: { hours: DayHoursOf; board: Board }) {
  const { t } = useTranslation('appointments');
  const date = board.date;
  const work = hours.work(date);
  const booked = merge(
    (board.calendar.data?.appointments ?? [])
      .filter(isLive)
      .map((a) => stretchOn(a.starts_at, a.ends_at, date, hours.zone))
      .filter((x) => x !== null),
  );
  const blocked = hours.blocked(date);
  const pieces = band(work ?? [], booked, blocked);
  const free = subtract(work ?? [], [...booked, ...blocked]);
  const first = pieces[0]?.at[0] ?? 0;
  const span = (pieces[pieces.length - 1]?.at[1] ?? 0) - first;
  const used = new Set(pieces.map((p) => p.kind));
  return (
    <Card style={{ margin: '0 12px 8px' }}>
      <section aria-label={t('hoursTitle')} className="working-hours">
        <div>
          <b>{t('hoursTitle')}:</b> {hoursLine(hours, date, t)}
          {hours.special(date) && <span className="hint"> ({t('hoursSpecial')})</span>}
        </div>
        {span > 0 && (
          <div aria-hidden="true" style={{ marginTop: 8 }}>
            <div style={{ display: 'flex', height: 12, borderRadius: 6, overflow: 'hidden' }}>
              {pieces.map((p) => (
                <div
                  key={p.at[0]}
                  data-kind={p.kind}
                  title={`${stretchText(p.at)} ${t(`legend.${p.kind}`)}`}
                  style={{
                    flex: `${p.at[1] - p.at[0]} 0 0`,
                    background: COLOR[p.kind],
                    opacity: p.kind === 'free' ? 0.45 : 1,
                  }}
                />
              ))}
            </div>
            <div className="hint" style={{ display: 'flex', justifyContent: 'space-between', fontSize: 11 }}>
              <span>{formatClock(first)}</span>
              <span>
                {(['free', 'booked', 'blocked', 'off'] as const)
                  .filter((k) => used.has(k))
                  .map((k) => t(`legend.${k}`))
                  .join(' · ')}
              </span>
              <span>{formatClock(first + span)}</span>
            </div>
          </div>
        )}
        {hours.external(date).map((x) => (
          <div key={`${x.provider}-${x.at[0]}`} className="hint" data-testid="external-busy" style={{ marginTop: 4 }}>
            {t(`externalBusy.${x.provider}`)}: {stretchText(x.at)}
          </div>
        ))}
        {work !== null && work.length > 0 && (
          <div style={{ marginTop: 4 }}>
            {t('freeTime')}: {free.length > 0 ? free.map(stretchText).join(', ') : t('noSlots')}
          </div>
        )}
      </section>
    </Card>
  );
}

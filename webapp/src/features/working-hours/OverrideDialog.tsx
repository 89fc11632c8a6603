import { useEffect, useState } from 'react';
import { Dialog, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import type { ClockInterval, OverrideResponse } from '@api/schedules/schedules.contract';
import { deleteOverride, putOverride } from '../../api/schedules';
import { queryKeys } from '../../api/query-keys';
import { ApiError } from '../../lib/api-client';
import { haptic } from '../../lib/telegram';
import { patternIntervals, type ScheduleForm } from './schedule-form';
import { IntervalsEditor } from './IntervalsEditor';

interface Props {
  master: string;
  /** The date being edited; null: closed. */
  date: string | null;
  title: string;
  override: OverrideResponse | null;
  saved: ScheduleForm;
  onClose: () => void;
}

const hoursText = (list: readonly ClockInterval[]) => list.map(([s, e]) => `${s}–${e}`).join(', ');

/** One date: its own hours, a day off, or back to the pattern. */
export function OverrideDialog({ master, date, title, override, saved, onClose }: Props) {
  const { t } = useTranslation('working-hours');
  const queryClient = useQueryClient();
  const [intervals, setIntervals] = useState<ClockInterval[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const byPattern = date ? patternIntervals(saved, date) : [];

  useEffect(() => {
    if (!date) return;
    setError(undefined);
    const pattern = patternIntervals(saved, date);
    const base = override && override.intervals.length > 0 ? override.intervals : pattern;
    setIntervals(base.length > 0 ? base.map(([s, e]) => [s, e] as ClockInterval) : [['09:00', '18:00']]);
  }, [date, override, saved]);

  async function run(action: () => Promise<unknown>, done: string) {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await action();
      haptic('success');
      Toast.show({ icon: 'success', content: done });
      await queryClient.invalidateQueries({ queryKey: queryKeys.scheduleOverridesAll(master) });
      onClose();
    } catch (e) {
      haptic('error');
      const message = e instanceof Error && e.message ? e.message : t('overrideError');
      if (e instanceof ApiError && e.status === 422) setError(message);
      else Toast.show({ icon: 'fail', content: message });
    } finally {
      setBusy(false);
    }
  }

  const d = date ?? '';
  const actions = [
    {
      key: 'save',
      text: t('saveHours'),
      bold: true,
      disabled: busy,
      onClick: () =>
        run(
          () => putOverride(master, d, intervals, t('overrideError')),
          intervals.length === 0 ? t('dayOffSaved') : t('overrideSaved'),
        ),
    },
    {
      key: 'off',
      text: t('makeDayOff'),
      danger: true,
      disabled: busy,
      onClick: () => run(() => putOverride(master, d, [], t('overrideError')), t('dayOffSaved')),
    },
    ...(override
      ? [
          {
            key: 'clear',
            text: t('clearOverride'),
            disabled: busy,
            onClick: () => run(() => deleteOverride(master, d, t('overrideError')), t('overrideCleared')),
          },
        ]
      : []),
    { key: 'cancel', text: t('cancel'), disabled: busy, onClick: onClose },
  ];

  return (
    <Dialog
      visible={date !== null}
      title={title}
      closeOnMaskClick={!busy}
      onClose={onClose}
      content={
        date && (
          <div>
            <div style={{ color: 'var(--adm-color-weak)', marginBottom: 4 }}>
              {byPattern.length > 0 ? t('byPattern', { hours: hoursText(byPattern) }) : t('byPatternOff')}
            </div>
            {override && (
              <div style={{ marginBottom: 8, fontWeight: 600 }}>
                {override.intervals.length > 0
                  ? t('overrideNow', { hours: hoursText(override.intervals) })
                  : t('overrideOff')}
              </div>
            )}
            <IntervalsEditor label={title} value={intervals} onChange={setIntervals} error={error} />
          </div>
        )
      }
      actions={actions}
    />
  );
}

import { List, Selector, SpinLoading, Stepper, Switch } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { useSeriesPreview } from '../../api/appointments-series';
import { clockIn } from '../../lib/zoned-time';
import { shortDayAndTime } from './booking-time';

/** A client repeats a visit every 1–4 weeks, 2–12 times in all (the server takes up to 8 weeks apart). */
export interface Repeat {
  interval: number;
  count: number;
}

const INTERVALS = [1, 2, 3, 4] as const;
const MIN_COUNT = 2;
const MAX_COUNT = 12;
export const DEFAULT_REPEAT: Repeat = { interval: 1, count: 4 };

/** The series' rule as the API takes it: weekly on the first visit's weekday. */
export function rruleOf(r: Repeat): string {
  return `FREQ=WEEKLY;INTERVAL=${r.interval};COUNT=${r.count}`;
}

interface Props {
  masterId: number;
  serviceId: number;
  startsAt: string;
  zone: string;
  /** null: a single visit. */
  value: Repeat | null;
  onChange: (value: Repeat | null) => void;
  disabled?: boolean;
}

/**
 * «Повторять» on the confirmation: how often and how many times, and each date with whether it is free, so
 * the client sees before confirming which dates will be skipped (and when that day is free instead).
 */
export function RepeatSeries({ masterId, serviceId, startsAt, zone, value, onChange, disabled }: Props) {
  const { t, i18n } = useTranslation('booking');
  const preview = useSeriesPreview(
    value ? { master_id: masterId, service_id: serviceId, starts_at: startsAt, rrule: rruleOf(value) } : null,
    t('repeat.previewError'),
  );

  return (
    <List mode="card">
      <List.Item
        extra={
          <Switch
            data-testid="repeat-toggle"
            aria-label={t('repeat.toggle')}
            checked={value !== null}
            disabled={disabled}
            onChange={(on) => onChange(on ? DEFAULT_REPEAT : null)}
          />
        }
      >
        {t('repeat.toggle')}
      </List.Item>
      {value && (
        <>
          <List.Item>
            <Selector<number>
              aria-label={t('repeat.toggle')}
              columns={2}
              disabled={disabled}
              options={INTERVALS.map((n) => ({
                label: <span data-testid={`repeat-interval-${n}`}>{t(`repeat.interval_${n}`)}</span>,
                value: n,
              }))}
              value={[value.interval]}
              onChange={(v) => v[0] && onChange({ ...value, interval: v[0] })}
            />
          </List.Item>
          <List.Item
            extra={
              <Stepper
                data-testid="repeat-count"
                aria-label={t('repeat.count')}
                min={MIN_COUNT}
                max={MAX_COUNT}
                digits={0}
                disabled={disabled}
                value={value.count}
                onChange={(v) =>
                  onChange({
                    ...value,
                    count: Number.isFinite(v) ? Math.min(MAX_COUNT, Math.max(MIN_COUNT, Math.round(v))) : MIN_COUNT,
                  })
                }
              />
            }
          >
            {t('repeat.count')}
          </List.Item>
          <List.Item>
            {preview.isError ? (
              <div role="alert" style={{ color: 'var(--adm-color-danger)' }}>
                {preview.error.message || t('repeat.previewError')}
              </div>
            ) : !preview.data ? (
              <SpinLoading style={{ margin: '0 auto' }} />
            ) : (
              <ul data-testid="series-preview" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {preview.data.occurrences.map((o) => (
                  <li key={o.starts_at} style={{ display: 'flex', justifyContent: 'space-between', padding: '4px 0' }}>
                    <span>{shortDayAndTime(o.starts_at, zone, i18n.language)}</span>
                    <span style={{ color: o.free ? 'var(--adm-color-success)' : 'var(--adm-color-danger)' }}>
                      {o.free ? t('repeat.free') : t('repeat.taken')}
                      {!o.free && o.alternative && (
                        <span style={{ color: 'var(--adm-color-weak)' }}>
                          {' · '}
                          {t('repeat.alternative', { time: clockIn(o.alternative, zone) })}
                        </span>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </List.Item>
        </>
      )}
    </List>
  );
}

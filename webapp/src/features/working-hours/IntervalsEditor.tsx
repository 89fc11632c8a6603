import { useState } from 'react';
import { Button, Picker, Space } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { ClockInterval } from '@api/schedules/schedules.contract';
import { MAX_INTERVALS, nextInterval } from './schedule-form';
import { pad2 } from '@api/time-core/calendar-date';

const HOURS = Array.from({ length: 25 }, (_, h) => ({ label: pad2(h), value: pad2(h) }));
const MINUTES_5 = Array.from({ length: 12 }, (_, i) => pad2(i * 5));

/** Hours 00–24 and minutes in fives (plus the current minute when it is off that grid). */
function columns(current: string) {
  const minute = current.split(':')[1] ?? '00';
  const minutes = MINUTES_5.includes(minute) ? MINUTES_5 : [...MINUTES_5, minute].sort();
  return [HOURS, minutes.map((m) => ({ label: m, value: m }))];
}

interface Props {
  /** What the list is for (weekday or cycle day), used in the buttons' accessible names. */
  label: string;
  value: ClockInterval[];
  onChange: (next: ClockInterval[]) => void;
  /** A server message about this day, shown under it. */
  error?: string;
}

/** One day's working intervals: each a start and an end picked on a wheel, with add and remove. */
export function IntervalsEditor({ label, value, onChange, error }: Props) {
  const { t } = useTranslation('working-hours');
  const [editing, setEditing] = useState<{ index: number; edge: 0 | 1 } | null>(null);
  const current = editing ? (value[editing.index]?.[editing.edge] ?? '09:00') : '09:00';

  const set = (index: number, edge: 0 | 1, time: string) =>
    onChange(value.map((iv, i): ClockInterval => (i !== index ? iv : edge === 0 ? [time, iv[1]] : [iv[0], time])));

  return (
    <div>
      {value.length === 0 && <div style={{ color: 'var(--adm-color-weak)', marginBottom: 4 }}>{t('dayOff')}</div>}
      {value.map((iv, index) => (
        <Space key={index} align="center" style={{ '--gap': '6px', marginBottom: 4 }}>
          <Button
            size="small"
            aria-label={`${label}: ${t('start')} ${iv[0]}`}
            onClick={() => setEditing({ index, edge: 0 })}
          >
            {iv[0]}
          </Button>
          <span aria-hidden>–</span>
          <Button
            size="small"
            aria-label={`${label}: ${t('end')} ${iv[1]}`}
            onClick={() => setEditing({ index, edge: 1 })}
          >
            {iv[1]}
          </Button>
          <Button
            size="small"
            fill="none"
            color="danger"
            aria-label={`${label}: ${t('removeInterval')} ${iv[0]}–${iv[1]}`}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            ✕
          </Button>
        </Space>
      ))}
      {value.length < MAX_INTERVALS && (
        <div>
          <Button
            size="mini"
            fill="outline"
            color="primary"
            aria-label={`${label}: ${t('addInterval')}`}
            onClick={() => onChange([...value, nextInterval(value)])}
          >
            + {t('addInterval')}
          </Button>
        </div>
      )}
      {error && (
        <div className="field-error" role="alert" style={{ color: 'var(--adm-color-danger)', marginTop: 4 }}>
          {error}
        </div>
      )}
      <Picker
        columns={columns(current)}
        visible={editing !== null}
        value={current.split(':')}
        title={editing ? `${label}: ${editing.edge === 0 ? t('start') : t('end')}` : undefined}
        confirmText={t('choose')}
        cancelText={t('cancel')}
        onClose={() => setEditing(null)}
        onConfirm={(v) => {
          if (!editing) return;
          const [h, m] = v as string[];
          // 24:00 is only a whole day's end.
          set(editing.index, editing.edge, h === '24' ? '24:00' : `${h}:${m}`);
        }}
      />
    </div>
  );
}

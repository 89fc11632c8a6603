import { Input } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';

export interface DateTime {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM', '' while not chosen */
  time: string;
}

/** A date and a time typed on the device's own pickers (the master's wall clock). */
export function DateTimeFields({ value, onChange }: { value: DateTime; onChange: (v: DateTime) => void }) {
  const { t } = useTranslation('appointments');
  return (
    <div style={{ display: 'flex', gap: 12 }}>
      <label style={{ flex: 1 }}>
        <div className="hint">{t('date')}</div>
        <Input type="date" value={value.date} onChange={(date) => onChange({ ...value, date })} />
      </label>
      <label style={{ flex: 1 }}>
        <div className="hint">{t('time')}</div>
        <Input type="time" step={300} value={value.time} onChange={(time) => onChange({ ...value, time })} />
      </label>
    </div>
  );
}

import { useState } from 'react';
import { Button, DatePicker, List, Selector, Space } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { formatDate } from '../../lib/format';
import { localDateFrom, localDateOf } from '../../lib/zoned-time';
import {
  MAX_CYCLE_DAYS,
  PRESETS,
  WEEK,
  applyPreset,
  type FieldErrors,
  type PatternType,
  type ScheduleForm,
} from './schedule-form';
import { IntervalsEditor } from './IntervalsEditor';

interface Props {
  form: ScheduleForm;
  /** The master's today (anchors a preset cycle). */
  today: string;
  errors: FieldErrors;
  onChange: (next: ScheduleForm) => void;
}

const errorText = (msg: string | undefined) =>
  msg ? (
    <div className="field-error" role="alert" style={{ color: 'var(--adm-color-danger)' }}>
      {msg}
    </div>
  ) : null;

/** The pattern: weekly (per weekday) or a shift cycle from an anchor date, with ready presets. */
export function PatternEditor({ form, today, errors, onChange }: Props) {
  const { t } = useTranslation('working-hours');
  const [anchorOpen, setAnchorOpen] = useState(false);
  const patternError = errors['pattern'] ?? errors['pattern.type'];

  return (
    <>
      <List header={t('pattern')} mode="card">
        <List.Item description={t('presetHint')}>
          <Space wrap style={{ '--gap': '8px' }}>
            <span>{t('presets')}:</span>
            {PRESETS.map((p) => (
              <Button
                key={p}
                size="small"
                color="primary"
                fill="outline"
                onClick={() => onChange(applyPreset(form, p, today))}
              >
                {t(`preset.${p}`)}
              </Button>
            ))}
          </Space>
        </List.Item>
        <List.Item>
          <Selector<PatternType>
            aria-label={t('pattern')}
            options={[
              { label: t('weekly'), value: 'weekly' },
              { label: t('cycle'), value: 'cycle' },
            ]}
            value={[form.type]}
            onChange={(v) => v[0] && onChange({ ...form, type: v[0] })}
          />
          {errorText(patternError)}
        </List.Item>
      </List>

      {form.type === 'weekly' ? (
        <List mode="card">
          {errorText(errors['pattern.week'])}
          {WEEK.map((key) => (
            <List.Item key={key} title={t(`weekdays.${key}`)}>
              <IntervalsEditor
                label={t(`weekdays.${key}`)}
                value={form.week[key]}
                error={errors[`pattern.week.${key}`]}
                onChange={(list) => onChange({ ...form, week: { ...form.week, [key]: list } })}
              />
            </List.Item>
          ))}
        </List>
      ) : (
        <List mode="card">
          <List.Item
            extra={formatDate(form.anchor_date)}
            onClick={() => setAnchorOpen(true)}
            description={errorText(errors['pattern.anchor_date'])}
          >
            {t('anchorDate')}
          </List.Item>
          {form.days.map((day, i) => (
            <List.Item key={i} title={t('cycleDay', { n: i + 1 })}>
              <IntervalsEditor
                label={t('cycleDay', { n: i + 1 })}
                value={day}
                error={errors[`pattern.days.${i}`]}
                onChange={(list) => onChange({ ...form, days: form.days.map((d, j) => (j === i ? list : d)) })}
              />
            </List.Item>
          ))}
          <List.Item description={errorText(errors['pattern.days'])}>
            <Space wrap>
              <Button
                size="small"
                disabled={form.days.length >= MAX_CYCLE_DAYS}
                onClick={() => onChange({ ...form, days: [...form.days, []] })}
              >
                {t('addDay')}
              </Button>
              <Button
                size="small"
                disabled={form.days.length <= 1}
                onClick={() => onChange({ ...form, days: form.days.slice(0, -1) })}
              >
                {t('removeDay')}
              </Button>
            </Space>
          </List.Item>
          <DatePicker
            visible={anchorOpen}
            precision="day"
            value={localDateFrom(form.anchor_date)}
            min={new Date(2000, 0, 1)}
            max={new Date(2100, 11, 31)}
            confirmText={t('choose')}
            cancelText={t('cancel')}
            onClose={() => setAnchorOpen(false)}
            onConfirm={(d) => onChange({ ...form, anchor_date: localDateOf(d) })}
          />
        </List>
      )}
    </>
  );
}

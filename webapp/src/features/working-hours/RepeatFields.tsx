import { Form, Selector, Stepper } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import {
  MAX_TIMES,
  REPEAT_CHOICES,
  RRULE_WEEKDAYS,
  type RepeatChoice,
  type RepeatState,
  type RruleWeekday,
} from '../../lib/repeat-rule';

interface Props {
  /** null: a rule the picker cannot show, kept as it is until a choice is made. */
  value: RepeatState | null;
  onChange: (v: RepeatState) => void;
  /** A series being changed offers no «Не повторять» (its end is a delete of the following ones). */
  allowNone: boolean;
}

const FRESH: RepeatState = { choice: 'none', times: 10, custom: { everyWeeks: 1, days: [] } };

/** The repeat picker: presets, «Свои…» with weekdays and every n weeks, and how many times. */
export function RepeatFields({ value, onChange, allowNone }: Props) {
  const { t } = useTranslation('common', { keyPrefix: 'repeat' });
  const { t: th } = useTranslation('working-hours');
  const state = value ?? FRESH;
  const set = (patch: Partial<RepeatState>) => onChange({ ...state, ...patch });
  const choices = allowNone ? REPEAT_CHOICES : REPEAT_CHOICES.filter((c) => c !== 'none');
  const whole = (v: number, fallback: number) => (Number.isFinite(v) ? Math.round(v) : fallback);
  return (
    <>
      <Form.Item label={t('label')} description={value === null ? th('repeatAsIs') : undefined}>
        <Selector<RepeatChoice>
          aria-label={t('label')}
          columns={2}
          options={choices.map((c) => ({ label: t(`choice.${c}`), value: c }))}
          value={value === null ? [] : [state.choice]}
          onChange={(v) => v[0] && set({ choice: v[0] })}
        />
      </Form.Item>
      {value?.choice === 'custom' && (
        <>
          <Form.Item label={t('days')}>
            <Selector<RruleWeekday>
              aria-label={t('days')}
              multiple
              columns={7}
              options={RRULE_WEEKDAYS.map((d) => ({ label: t(`weekdayShort.${d}`), value: d }))}
              value={state.custom.days}
              onChange={(days) => set({ custom: { ...state.custom, days } })}
            />
          </Form.Item>
          <Form.Item label={t('everyWeeks')}>
            <Stepper
              aria-label={t('everyWeeks')}
              min={1}
              max={52}
              digits={0}
              value={state.custom.everyWeeks}
              onChange={(v) => set({ custom: { ...state.custom, everyWeeks: whole(v, 1) } })}
            />
          </Form.Item>
        </>
      )}
      {value !== null && value.choice !== 'none' && (
        <Form.Item label={t('times')}>
          <Stepper
            aria-label={t('times')}
            min={1}
            max={MAX_TIMES}
            digits={0}
            value={state.times}
            onChange={(v) => set({ times: whole(v, 1) })}
          />
        </Form.Item>
      )}
    </>
  );
}

import { Form, Selector, Stepper } from 'antd-mobile';
import { useTranslation } from '../lib/use-translation';
import {
  MAX_TIMES,
  REPEAT_CHOICES,
  repeatRule,
  RRULE_WEEKDAYS,
  type RepeatChoice,
  type RruleWeekday,
} from '../lib/repeat-rule';

export interface RepeatValue {
  choice: RepeatChoice;
  times: number;
  everyWeeks: number;
  days: RruleWeekday[];
}

export const NO_REPEAT: RepeatValue = { choice: 'none', times: 10, everyWeeks: 1, days: [] };

/** The RRULE of a picked repeat, or null for «Не повторять». */
export function ruleOf(v: RepeatValue): string | null {
  return repeatRule(v.choice, v.times, { everyWeeks: v.everyWeeks, days: v.days });
}

/**
 * «Повторять»: none, daily, weekly, every 2 weeks, monthly, or chosen weekdays every N weeks; and how many
 * times. Form items, for a form of its caller (a busy time, a group session).
 */
export function RepeatPicker({ value, onChange }: { value: RepeatValue; onChange: (v: RepeatValue) => void }) {
  const { t } = useTranslation('common', { keyPrefix: 'repeat' });
  const set = (part: Partial<RepeatValue>) => onChange({ ...value, ...part });
  return (
    <>
      <Form.Item label={t('label')}>
        <Selector<RepeatChoice>
          aria-label={t('label')}
          columns={2}
          options={REPEAT_CHOICES.map((c) => ({ label: t(`choice.${c}`), value: c }))}
          value={[value.choice]}
          onChange={(v) => v[0] && set({ choice: v[0] })}
        />
      </Form.Item>
      {value.choice === 'custom' && (
        <>
          <Form.Item label={t('days')}>
            <Selector<RruleWeekday>
              aria-label={t('days')}
              multiple
              columns={7}
              options={RRULE_WEEKDAYS.map((d) => ({ label: t(`weekdayShort.${d}`), value: d }))}
              value={value.days}
              onChange={(days) => set({ days })}
            />
          </Form.Item>
          <Form.Item label={t('everyWeeks')}>
            <Stepper
              aria-label={t('everyWeeks')}
              min={1}
              max={52}
              digits={0}
              value={value.everyWeeks}
              onChange={(v) => set({ everyWeeks: Number.isFinite(v) ? Math.round(v) : 1 })}
            />
          </Form.Item>
        </>
      )}
      {value.choice !== 'none' && (
        <Form.Item label={t('times')}>
          <Stepper
            aria-label={t('times')}
            min={1}
            max={MAX_TIMES}
            digits={0}
            value={value.times}
            onChange={(v) => set({ times: Number.isFinite(v) ? Math.round(v) : 1 })}
          />
        </Form.Item>
      )}
    </>
  );
}

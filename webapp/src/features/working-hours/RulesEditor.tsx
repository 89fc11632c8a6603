import { useState } from 'react';
import { List, Picker, Selector, Stepper } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { zoneOffsetLabel } from '../../lib/zoned-time';
import { errorText, type SectionProps as Props } from './field-error';

/** Common Russian zones, west to east; the master's own zone is added when it is not among them. */
export const RUSSIAN_ZONES = [
  'Europe/Kaliningrad',
  'Europe/Moscow',
  'Europe/Samara',
  'Asia/Yekaterinburg',
  'Asia/Omsk',
  'Asia/Novosibirsk',
  'Asia/Krasnoyarsk',
  'Asia/Irkutsk',
  'Asia/Yakutsk',
  'Asia/Vladivostok',
  'Asia/Magadan',
  'Asia/Kamchatka',
];

const STEPS = [5, 10, 15, 20, 30, 60];
const BY_SERVICE = 'service';

/** The time zone: a picker of the common Russian zones (and the master's own). */
export function ZoneEditor({ form, errors, onChange }: Props) {
  const { t } = useTranslation('working-hours');
  const [open, setOpen] = useState(false);
  const zones = RUSSIAN_ZONES.includes(form.time_zone) ? RUSSIAN_ZONES : [form.time_zone, ...RUSSIAN_ZONES];
  const zoneLabel = (zone: string) => {
    let offset = '';
    try {
      offset = ` (${zoneOffsetLabel(zone)})`;
    } catch {
      /* a zone this browser does not know: its name alone */
    }
    return `${t(`zones.${zone}`, { defaultValue: zone })}${offset}`;
  };
  return (
    <List mode="card">
      <List.Item
        extra={zoneLabel(form.time_zone)}
        onClick={() => setOpen(true)}
        description={errorText(errors['time_zone'])}
      >
        {t('timeZone')}
      </List.Item>
      <Picker
        columns={[zones.map((z) => ({ label: zoneLabel(z), value: z }))]}
        visible={open}
        value={[form.time_zone]}
        title={t('timeZone')}
        confirmText={t('choose')}
        cancelText={t('cancel')}
        onClose={() => setOpen(false)}
        onConfirm={(v) => typeof v[0] === 'string' && onChange({ ...form, time_zone: v[0] })}
      />
    </List>
  );
}

/** The booking rules: slot step (or the service's duration), notice, horizon, buffer, cancellation. */
export function RulesEditor({ form, errors, onChange }: Props) {
  const { t } = useTranslation('working-hours');
  const steps =
    form.slot_step_minutes === null || STEPS.includes(form.slot_step_minutes)
      ? STEPS
      : [...STEPS, form.slot_step_minutes].sort((a, b) => a - b);

  const number = (
    key: 'min_notice_minutes' | 'horizon_days' | 'buffer_minutes' | 'cancel_cutoff_hours',
    label: string,
    min: number,
    max: number,
    step: number,
  ) => (
    <List.Item
      key={key}
      description={errorText(errors[key])}
      extra={
        <Stepper
          aria-label={label}
          min={min}
          max={max}
          step={step}
          digits={0}
          value={form[key]}
          onChange={(v) => onChange({ ...form, [key]: Number.isFinite(v) ? Math.round(v) : min })}
        />
      }
    >
      {label}
    </List.Item>
  );

  return (
    <List header={t('rules')} mode="card">
      <List.Item title={t('slotStep')} description={errorText(errors['slot_step_minutes'])}>
        <Selector
          aria-label={t('slotStep')}
          options={[
            { label: t('byService'), value: BY_SERVICE },
            ...steps.map((s) => ({ label: t('stepMinutes', { count: s }), value: String(s) })),
          ]}
          value={[form.slot_step_minutes === null ? BY_SERVICE : String(form.slot_step_minutes)]}
          onChange={(v) => {
            if (!v[0]) return;
            onChange({ ...form, slot_step_minutes: v[0] === BY_SERVICE ? null : Number(v[0]) });
          }}
        />
      </List.Item>
      {number('min_notice_minutes', t('minNotice'), 0, 43200, 15)}
      {number('horizon_days', t('horizon'), 1, 365, 1)}
      {number('buffer_minutes', t('buffer'), 0, 240, 5)}
      {number('cancel_cutoff_hours', t('cancelCutoff'), 0, 720, 1)}
    </List>
  );
}

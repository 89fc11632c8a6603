import { Input, Selector } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { Field } from '../../components/Field';
import type { CalendarType } from './form-rules';

export interface CalendarValues {
  calendar_type: CalendarType;
  google_calendar_email: string;
  apple_calendar_id: string;
}

const TYPES: CalendarType[] = ['internal', 'google', 'apple'];

export function CalendarFields({
  values,
  onChange,
}: {
  values: CalendarValues;
  onChange: (patch: Partial<CalendarValues>) => void;
}) {
  const { t } = useTranslation('registration');
  return (
    <>
      <Field label={t('fields.calendarType')}>
        <Selector
          columns={3}
          options={TYPES.map((value) => ({ value, label: t(`calendarTypes.${value}`) }))}
          value={[values.calendar_type]}
          onChange={(v) => v[0] && onChange({ calendar_type: v[0] })}
        />
      </Field>
      {values.calendar_type === 'google' && (
        <Field label={t('fields.googleCalendarEmail')}>
          <Input
            aria-label={t('fields.googleCalendarEmail')}
            inputMode="email"
            value={values.google_calendar_email}
            onChange={(google_calendar_email) => onChange({ google_calendar_email })}
          />
        </Field>
      )}
      {values.calendar_type === 'apple' && (
        <Field label={t('fields.appleCalendarId')}>
          <Input
            aria-label={t('fields.appleCalendarId')}
            value={values.apple_calendar_id}
            onChange={(apple_calendar_id) => onChange({ apple_calendar_id })}
          />
        </Field>
      )}
    </>
  );
}

export function calendarPayload(v: CalendarValues) {
  return {
    calendar_type: v.calendar_type,
    google_calendar_email: v.calendar_type === 'google' ? v.google_calendar_email.trim() || null : null,
    apple_calendar_id: v.calendar_type === 'apple' ? v.apple_calendar_id.trim() || null : null,
  };
}

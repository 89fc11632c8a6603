import { Input } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { Field } from '../../components/Field';
import type { Errors, PersonalValues } from './form-rules';

export interface PersonalFieldsProps {
  values: PersonalValues;
  errors: Errors;
  onChange: (patch: Partial<PersonalValues>) => void;
}

export function PersonalFields({ values, errors, onChange }: PersonalFieldsProps) {
  const { t } = useTranslation('registration');
  const err = (key: keyof PersonalValues) => (errors[key] ? t(errors[key]) : undefined);
  return (
    <>
      <Field label={t('fields.firstName')} required error={err('first_name')}>
        <Input
          aria-label={t('fields.firstName')}
          placeholder={t('placeholders.firstName')}
          value={values.first_name}
          onChange={(first_name) => onChange({ first_name })}
        />
      </Field>
      <Field label={t('fields.lastName')}>
        <Input
          aria-label={t('fields.lastName')}
          placeholder={t('placeholders.lastName')}
          value={values.last_name}
          onChange={(last_name) => onChange({ last_name })}
        />
      </Field>
      <Field label={t('fields.phone')} required error={err('phone')}>
        <Input
          aria-label={t('fields.phone')}
          type="tel"
          placeholder={t('placeholders.phone')}
          value={values.phone}
          onChange={(phone) => onChange({ phone })}
        />
      </Field>
      <Field label={t('fields.email')} error={err('email')}>
        <Input
          aria-label={t('fields.email')}
          inputMode="email"
          placeholder={t('placeholders.email')}
          value={values.email}
          onChange={(email) => onChange({ email })}
        />
      </Field>
    </>
  );
}

import { useState } from 'react';
import { Form } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { TelegramUser } from '../../lib/telegram';
import { normalizePhone, nullIfEmpty } from '../../lib/validation';
import { registerClient } from '../../api/registration';
import { hasErrors, withoutKeys, validatePersonal, type Errors, type PersonalValues } from './form-rules';
import { FormShell } from './FormShell';
import { PersonalFields } from './PersonalFields';
import { useRegistrationSubmit } from './use-submit';

export function initialPersonal(tg: TelegramUser | null): PersonalValues {
  return { first_name: tg?.first_name ?? '', last_name: tg?.last_name ?? '', phone: '', email: '' };
}

export function personalPayload(v: PersonalValues) {
  return {
    first_name: v.first_name.trim(),
    last_name: nullIfEmpty(v.last_name),
    phone: normalizePhone(v.phone),
    email: nullIfEmpty(v.email),
  };
}

export function ClientForm({ tg, onBack }: { tg: TelegramUser | null; onBack: () => void }) {
  const { t } = useTranslation('registration');
  const [values, setValues] = useState<PersonalValues>(() => initialPersonal(tg));
  const [errors, setErrors] = useState<Errors>({});
  const { submit, submitting, blocked, error } = useRegistrationSubmit('client');

  function onSubmit() {
    const found = validatePersonal(values);
    setErrors(found);
    if (hasErrors(found)) return;
    void submit((errorDefault) => registerClient(personalPayload(values), errorDefault));
  }

  return (
    <FormShell error={error} submitting={submitting} blocked={blocked} onSubmit={onSubmit} onBack={onBack}>
      <Form.Header>{t('personal')}</Form.Header>
      <PersonalFields
        values={values}
        errors={errors}
        onChange={(patch) => {
          setValues((v) => ({ ...v, ...patch }));
          setErrors((e) => withoutKeys(e, Object.keys(patch)));
        }}
      />
    </FormShell>
  );
}

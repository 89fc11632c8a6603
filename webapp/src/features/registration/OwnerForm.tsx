import { useState } from 'react';
import { Form, Input, TextArea } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { Field } from '../../components/Field';
import type { TelegramUser } from '../../lib/telegram';
import { normalizePhone, nullIfEmpty } from '../../lib/validation';
import { registerOwner } from '../../api/registration';
import { CalendarFields, calendarPayload } from './CalendarFields';
import { initialPersonal, personalPayload } from './ClientForm';
import { DeepLinkStatusText } from './DeepLinkStatusText';
import { hasErrors, withoutKeys, validateOwner, type Errors, type OwnerValues } from './form-rules';
import { FormShell } from './FormShell';
import { PersonalFields } from './PersonalFields';
import { useDeepLinkSuggestion } from './use-deep-link';
import { useRegistrationSubmit } from './use-submit';

export function OwnerForm({ tg, onBack }: { tg: TelegramUser | null; onBack: () => void }) {
  const { t } = useTranslation('registration');
  const [values, setValues] = useState<Omit<OwnerValues, 'organization_deep_link'>>(() => ({
    ...initialPersonal(tg),
    organization_name: '',
    organization_description: '',
    organization_address: '',
    organization_phone: '',
    organization_email: '',
    calendar_type: 'internal',
    google_calendar_email: '',
    apple_calendar_id: '',
  }));
  const [errors, setErrors] = useState<Errors>({});
  const suggestion = useDeepLinkSuggestion(values.organization_name);
  const { submit, submitting, blocked, error } = useRegistrationSubmit('owner');
  const change = (patch: Partial<OwnerValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => withoutKeys(e, Object.keys(patch)));
  };
  const err = (key: keyof OwnerValues) => (errors[key] ? t(errors[key]) : undefined);

  function onSubmit() {
    const all: OwnerValues = { ...values, organization_deep_link: suggestion.link };
    const found = validateOwner(all, suggestion.status);
    setErrors(found);
    if (hasErrors(found)) return;
    void submit((errorDefault) =>
      registerOwner(
        {
          ...personalPayload(values),
          organization_name: values.organization_name.trim(),
          organization_description: nullIfEmpty(values.organization_description),
          organization_address: nullIfEmpty(values.organization_address),
          organization_phone: normalizePhone(values.organization_phone),
          organization_email: nullIfEmpty(values.organization_email),
          organization_deep_link: suggestion.link,
          ...calendarPayload(values),
        },
        errorDefault,
      ),
    );
  }

  return (
    <FormShell error={error} submitting={submitting} blocked={blocked} onSubmit={onSubmit} onBack={onBack}>
      <Form.Header>{t('personal')}</Form.Header>
      <PersonalFields values={values} errors={errors} onChange={change} />
      <Form.Header>{t('organization')}</Form.Header>
      <Field label={t('fields.organizationName')} required error={err('organization_name')}>
        <Input
          aria-label={t('fields.organizationName')}
          placeholder={t('placeholders.organizationName')}
          value={values.organization_name}
          onChange={(organization_name) => change({ organization_name })}
        />
      </Field>
      <Field label={t('fields.organizationDescription')}>
        <TextArea
          aria-label={t('fields.organizationDescription')}
          autoSize={{ minRows: 2, maxRows: 5 }}
          value={values.organization_description}
          onChange={(organization_description) => change({ organization_description })}
        />
      </Field>
      <Field label={t('fields.organizationAddress')}>
        <Input
          aria-label={t('fields.organizationAddress')}
          value={values.organization_address}
          onChange={(organization_address) => change({ organization_address })}
        />
      </Field>
      <Field label={t('fields.organizationPhone')} required error={err('organization_phone')}>
        <Input
          aria-label={t('fields.organizationPhone')}
          type="tel"
          placeholder={t('placeholders.phone')}
          value={values.organization_phone}
          onChange={(organization_phone) => change({ organization_phone })}
        />
      </Field>
      <Field label={t('fields.organizationEmail')} error={err('organization_email')}>
        <Input
          aria-label={t('fields.organizationEmail')}
          inputMode="email"
          placeholder={t('placeholders.email')}
          value={values.organization_email}
          onChange={(organization_email) => change({ organization_email })}
        />
      </Field>
      <Field
        label={t('fields.organizationDeepLink')}
        required
        error={err('organization_deep_link')}
        hint={<DeepLinkStatusText status={suggestion.status} hint={t('ownerDeepLinkHint')} />}
      >
        <Input aria-label={t('fields.organizationDeepLink')} value={suggestion.link} readOnly />
      </Field>
      <Form.Header>{t('calendar')}</Form.Header>
      <CalendarFields values={values} onChange={change} />
    </FormShell>
  );
}

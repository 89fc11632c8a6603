import { useState } from 'react';
import { Form, Input } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { CategoryPicker } from '../../components/CategoryPicker';
import { Field } from '../../components/Field';
import { OTHER_CATEGORY } from '../../lib/categories';
import type { TelegramUser } from '../../lib/telegram';
import { CUSTOM_CATEGORY_MAX, cleanDeepLink, nullIfEmpty } from '../../lib/validation';
import { registerMaster } from '../../api/registration';
import { CalendarFields, calendarPayload } from './CalendarFields';
import { initialPersonal, personalPayload } from './ClientForm';
import { DeepLinkStatusText } from './DeepLinkStatusText';
import { hasErrors, withoutKeys, validateMaster, type Errors, type MasterValues } from './form-rules';
import { FormShell } from './FormShell';
import { PersonalFields } from './PersonalFields';
import { useDeepLinkCheck } from './use-deep-link';
import { useRegistrationSubmit } from './use-submit';

export function MasterForm({ tg, onBack }: { tg: TelegramUser | null; onBack: () => void }) {
  const { t } = useTranslation('registration');
  const [values, setValues] = useState<MasterValues>(() => ({
    ...initialPersonal(tg),
    category: '',
    custom_category: '',
    specialization: '',
    calendar_type: 'internal',
    google_calendar_email: '',
    apple_calendar_id: '',
    deep_link: '',
  }));
  const [errors, setErrors] = useState<Errors>({});
  const linkStatus = useDeepLinkCheck(values.deep_link);
  const { submit, submitting, blocked, error } = useRegistrationSubmit('master');
  const change = (patch: Partial<MasterValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => withoutKeys(e, Object.keys(patch)));
  };
  const err = (key: keyof MasterValues) => (errors[key] ? t(errors[key]) : undefined);

  function onSubmit() {
    const found = validateMaster(values, linkStatus);
    setErrors(found);
    if (hasErrors(found)) return;
    void submit((errorDefault) =>
      registerMaster(
        {
          ...personalPayload(values),
          category: values.category,
          custom_category: values.category === OTHER_CATEGORY ? values.custom_category.trim() : null,
          specialization: nullIfEmpty(values.specialization),
          ...calendarPayload(values),
          deep_link: values.deep_link,
        },
        errorDefault,
      ),
    );
  }

  return (
    <FormShell error={error} submitting={submitting} blocked={blocked} onSubmit={onSubmit} onBack={onBack}>
      <Form.Header>{t('personal')}</Form.Header>
      <PersonalFields values={values} errors={errors} onChange={change} />
      <Form.Header>{t('forms.master')}</Form.Header>
      <Field label={t('fields.category')} required error={err('category')}>
        <CategoryPicker
          label={t('fields.category')}
          value={values.category}
          onChange={(category) => change({ category })}
        />
      </Field>
      {values.category === OTHER_CATEGORY && (
        <Field label={t('fields.customCategory')} required error={err('custom_category')}>
          <Input
            aria-label={t('fields.customCategory')}
            placeholder={t('placeholders.customCategory')}
            maxLength={CUSTOM_CATEGORY_MAX}
            value={values.custom_category}
            onChange={(custom_category) => change({ custom_category })}
          />
        </Field>
      )}
      <Field label={t('fields.specialization')}>
        <Input
          aria-label={t('fields.specialization')}
          placeholder={t('placeholders.specialization')}
          value={values.specialization}
          onChange={(specialization) => change({ specialization })}
        />
      </Field>
      <Field
        label={t('fields.deepLink')}
        required
        error={err('deep_link')}
        hint={<DeepLinkStatusText status={linkStatus} hint={t('deepLinkHint')} />}
      >
        <Input
          aria-label={t('fields.deepLink')}
          placeholder={t('placeholders.deepLink')}
          value={values.deep_link}
          onChange={(raw) => change({ deep_link: cleanDeepLink(raw) })}
        />
      </Field>
      <Form.Header>{t('calendar')}</Form.Header>
      <CalendarFields values={values} onChange={change} />
    </FormShell>
  );
}

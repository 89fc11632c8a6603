import type { ReactNode } from 'react';
import { Form, Input, TextArea } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { OrganizationFormErrors, OrganizationFormValues } from './organization-form';
import type { DeepLinkStatus } from '../../api/deep-links';

interface Props {
  values: OrganizationFormValues;
  errors: OrganizationFormErrors;
  linkState: DeepLinkStatus;
  onChange: (key: keyof OrganizationFormValues, value: string) => void;
}

/** The organization's editable fields, used by the create form and the Information tab. */
export function OrganizationFields({ values, errors, linkState, onChange }: Props) {
  const { t } = useTranslation('management');

  const error = (key: keyof OrganizationFormErrors): ReactNode =>
    errors[key] ? (
      <span role="alert" style={{ color: 'var(--adm-color-danger)' }}>
        {t(errors[key])}
      </span>
    ) : undefined;

  const linkNote = (): ReactNode => {
    if (errors.deepLink) return error('deepLink');
    if (linkState === 'checking') return t('deepLinkStatus.checking');
    if (linkState === 'available')
      return <span style={{ color: 'var(--adm-color-success)' }}>{t('deepLinkStatus.available')}</span>;
    if (linkState === 'taken')
      return (
        <span role="alert" style={{ color: 'var(--adm-color-danger)' }}>
          {t('deepLinkStatus.taken')}
        </span>
      );
    return t('deepLinkHint');
  };

  const input = (
    key: keyof OrganizationFormValues,
    label: string,
    extra?: { inputMode?: 'tel' | 'email'; maxLength?: number },
  ) => (
    <Input
      aria-label={label}
      value={values[key]}
      onChange={(v) => onChange(key, v)}
      inputMode={extra?.inputMode}
      maxLength={extra?.maxLength ?? 255}
    />
  );

  return (
    <>
      <Form.Item label={t('fields.name')} required description={error('name')}>
        {input('name', t('fields.name'), { maxLength: 200 })}
      </Form.Item>
      <Form.Item label={t('fields.description')}>
        <TextArea
          value={values.description}
          onChange={(v) => onChange('description', v)}
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={2000}
        />
      </Form.Item>
      <Form.Item label={t('fields.phone')} description={error('phone')}>
        {input('phone', t('fields.phone'), { inputMode: 'tel', maxLength: 32 })}
      </Form.Item>
      <Form.Item label={t('fields.email')} description={error('email')}>
        {input('email', t('fields.email'), { inputMode: 'email' })}
      </Form.Item>
      <Form.Item label={t('fields.address')}>{input('address', t('fields.address'))}</Form.Item>
      <Form.Item label={t('fields.category')}>{input('category', t('fields.category'), { maxLength: 100 })}</Form.Item>
      <Form.Item label={t('fields.deepLink')} description={linkNote()}>
        <Input
          aria-label={t('fields.deepLink')}
          value={values.deepLink}
          onChange={(v) => onChange('deepLink', v.toLowerCase())}
          maxLength={64}
          autoCapitalize="off"
          autoCorrect="off"
        />
      </Form.Item>
    </>
  );
}

import { useState } from 'react';
import { Button, Dialog, Form, Input, List, Skeleton, Space, Toast } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { MeResponse } from '@api/users/users.contract';
import { copyText, haptic } from '../../lib/telegram';
import { emailError, nullIfEmpty, phoneError } from '../../lib/validation';
import { useMasterCode, useUpdateMe } from '../../api/users';
import { useMe } from '../../session/me';

interface Values {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

const toValues = (me: MeResponse): Values => ({
  firstName: me.first_name,
  lastName: me.last_name ?? '',
  phone: me.phone ?? '',
  email: me.email ?? '',
});

/** The owner's own data (PUT /users/me) and booking link. */
export function MyDataTab({ organizationBookingLink }: { organizationBookingLink: string }) {
  const { t } = useTranslation('management');
  const updateMe = useUpdateMe();
  const me = useMe();
  const masterCode = useMasterCode();
  const [values, setValues] = useState<Values | null>(null);
  const [saving, setSaving] = useState(false);

  const bookingLink =
    masterCode.data?.has_master_code && masterCode.data.booking_link
      ? masterCode.data.booking_link
      : organizationBookingLink;

  const errors = values
    ? {
        firstName: values.firstName.trim() ? undefined : 'errors.firstNameRequired',
        phone: phoneError(values.phone, false) ? 'errors.phoneInvalid' : undefined,
        email: emailError(values.email) ? 'errors.emailInvalid' : undefined,
      }
    : {};
  const invalid = Object.values(errors).some(Boolean);

  async function save() {
    if (!values || invalid || saving) return;
    setSaving(true);
    try {
      await updateMe(
        {
          first_name: values.firstName.trim(),
          last_name: nullIfEmpty(values.lastName),
          phone: nullIfEmpty(values.phone),
          email: nullIfEmpty(values.email),
        },
        t('myData.updateError'),
      );
      haptic('success');
      Toast.show({ icon: 'success', content: t('myData.saved') });
      setValues(null);
    } catch (e) {
      haptic('error');
      void Dialog.alert({
        content: `❌ ${e instanceof Error && e.message ? e.message : t('myData.updateError')}`,
        confirmText: t('common:ok'),
      });
    } finally {
      setSaving(false);
    }
  }

  const error = (key: keyof typeof errors) =>
    errors[key] ? (
      <span role="alert" style={{ color: 'var(--adm-color-danger)' }}>
        {t(errors[key])}
      </span>
    ) : undefined;

  const field = (key: keyof Values, label: string, inputMode?: 'tel' | 'email') =>
    values && (
      <Input
        aria-label={label}
        value={values[key]}
        inputMode={inputMode}
        onChange={(v) => setValues((prev) => (prev ? { ...prev, [key]: v } : prev))}
      />
    );

  return (
    <>
      {me.isPending && <Skeleton.Paragraph animated style={{ padding: 12 }} />}
      {me.data && !values && (
        <>
          <List header={t('myData.title')} mode="card">
            <List.Item extra={me.data.first_name}>{t('myData.firstName')}</List.Item>
            <List.Item extra={me.data.last_name || t('common:notSpecified')}>{t('myData.lastName')}</List.Item>
            <List.Item extra={me.data.phone || t('common:notSpecified')}>{t('myData.phone')}</List.Item>
            <List.Item extra={me.data.email || t('common:notSpecified')}>{t('myData.email')}</List.Item>
          </List>
          <div style={{ padding: '0 12px 12px' }}>
            <Button block color="primary" onClick={() => setValues(toValues(me.data))}>
              {t('common:edit')}
            </Button>
          </div>
        </>
      )}
      {values && (
        <Form
          layout="vertical"
          mode="card"
          footer={
            <Space block direction="vertical">
              <Button block color="primary" loading={saving} disabled={invalid || saving} onClick={() => void save()}>
                {t('common:save')}
              </Button>
              <Button block disabled={saving} onClick={() => setValues(null)}>
                {t('common:cancel')}
              </Button>
            </Space>
          }
        >
          <Form.Header>{t('myData.title')}</Form.Header>
          <Form.Item label={t('myData.firstName')} required description={error('firstName')}>
            {field('firstName', t('myData.firstName'))}
          </Form.Item>
          <Form.Item label={t('myData.lastName')}>{field('lastName', t('myData.lastName'))}</Form.Item>
          <Form.Item label={t('myData.phone')} description={error('phone')}>
            {field('phone', t('myData.phone'), 'tel')}
          </Form.Item>
          <Form.Item label={t('myData.email')} description={error('email')}>
            {field('email', t('myData.email'), 'email')}
          </Form.Item>
        </Form>
      )}
      <List header={t('myData.bookingLink')} mode="card">
        <List.Item description={bookingLink}>{t('myData.bookingLink')}</List.Item>
      </List>
      <div style={{ padding: '0 12px 12px' }}>
        <Button block onClick={() => void copyText(bookingLink)}>
          {t('myData.copyBookingLink')}
        </Button>
      </div>
    </>
  );
}

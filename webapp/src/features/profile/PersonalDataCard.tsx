import { useState } from 'react';
import { Button, Card, Dialog, Form, Input, List, Space, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { MeResponse } from '@api/users/users.contract';
import { Field } from '../../components/Field';
import { haptic } from '../../lib/telegram';
import { useUpdateMe } from '../../api/users';
import { personalFieldErrors, profilePayload, profileSaveError, type PersonalDraft } from './profile-rules';

function draftOf(me: MeResponse): PersonalDraft {
  return {
    first_name: me.first_name ?? '',
    last_name: me.last_name ?? '',
    phone: me.phone ?? '',
    email: me.email ?? '',
  };
}

/** Personal data with Edit, Save and Cancel (Cancel restores the loaded values). */
export function PersonalDataCard({ me }: { me: MeResponse }) {
  const { t } = useTranslation('profile');
  const updateMe = useUpdateMe();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<PersonalDraft>(() => draftOf(me));
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fieldErrors = personalFieldErrors(draft);

  const change = (patch: Partial<PersonalDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setFormError(null);
  };

  function startEdit() {
    setDraft(draftOf(me));
    setFormError(null);
    setEditing(true);
  }

  function cancel() {
    setDraft(draftOf(me));
    setFormError(null);
    setEditing(false);
  }

  async function save() {
    if (saving) return;
    const refusal = profileSaveError(draft);
    if (refusal) {
      setFormError(t(refusal));
      haptic('error');
      return;
    }
    setSaving(true);
    try {
      await updateMe(profilePayload(draft), t('personal.updateFailed'));
      setEditing(false);
      haptic('success');
      Toast.show({ icon: 'success', content: t('personal.saved') });
    } catch (e) {
      haptic('error');
      const message = e instanceof Error && e.message ? e.message : t('personal.updateFailed');
      void Dialog.alert({ content: `❌ ${message}`, confirmText: t('common:ok') });
    } finally {
      setSaving(false);
    }
  }

  if (!editing) {
    const value = (v: string | null) => v || <span className="hint">{t('common:notSpecified')}</span>;
    return (
      <Card
        title={t('personal.title')}
        extra={
          <Button size="mini" color="primary" fill="none" onClick={startEdit}>
            {t('personal.edit')}
          </Button>
        }
      >
        <List>
          <List.Item extra={value(me.first_name)}>{t('personal.firstName')}</List.Item>
          <List.Item extra={value(me.last_name)}>{t('personal.lastName')}</List.Item>
          <List.Item extra={value(me.phone)}>{t('personal.phone')}</List.Item>
          <List.Item extra={value(me.email)}>{t('personal.email')}</List.Item>
        </List>
      </Card>
    );
  }

  return (
    <Card title={t('personal.title')}>
      <Form layout="vertical">
        <Field label={t('personal.firstName')} required>
          <Input
            aria-label={t('personal.firstName')}
            value={draft.first_name}
            onChange={(first_name) => change({ first_name })}
          />
        </Field>
        <Field label={t('personal.lastName')}>
          <Input
            aria-label={t('personal.lastName')}
            value={draft.last_name}
            onChange={(last_name) => change({ last_name })}
          />
        </Field>
        <Field label={t('personal.phone')} error={fieldErrors.phone ? t(fieldErrors.phone) : undefined}>
          <Input
            aria-label={t('personal.phone')}
            type="tel"
            value={draft.phone}
            onChange={(phone) => change({ phone })}
          />
        </Field>
        <Field label={t('personal.email')} error={fieldErrors.email ? t(fieldErrors.email) : undefined}>
          <Input
            aria-label={t('personal.email')}
            inputMode="email"
            value={draft.email}
            onChange={(email) => change({ email })}
          />
        </Field>
      </Form>
      {formError && (
        <div className="form-error" role="alert">
          {formError}
        </div>
      )}
      <Space block justify="end" className="card-actions">
        <Button onClick={cancel} disabled={saving}>
          {t('personal.cancel')}
        </Button>
        <Button color="primary" onClick={() => void save()} loading={saving} disabled={saving}>
          {t('personal.save')}
        </Button>
      </Space>
    </Card>
  );
}

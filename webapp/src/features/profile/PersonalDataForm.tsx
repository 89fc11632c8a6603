// The personal data's edit form: a lazy chunk of its own (profile-forms.ts), since its phone check brings
// the phone library, which the profile's first screen does not need.
import { useState } from 'react';
import { Button, Card, Dialog, Form, Input, Space, Toast } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
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

export interface PersonalDataFormProps {
  me: MeResponse;
  /** Cancel, or a save that went through. */
  onDone: () => void;
}

/** Starts from the loaded values each time it opens; Cancel drops the draft. */
export function PersonalDataForm({ me, onDone }: PersonalDataFormProps) {
  const { t } = useTranslation('profile');
  const updateMe = useUpdateMe();
  const [draft, setDraft] = useState<PersonalDraft>(() => draftOf(me));
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fieldErrors = personalFieldErrors(draft);

  const change = (patch: Partial<PersonalDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setFormError(null);
  };

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
      haptic('success');
      Toast.show({ icon: 'success', content: t('personal.saved') });
      onDone();
    } catch (e) {
      haptic('error');
      const message = e instanceof Error && e.message ? e.message : t('personal.updateFailed');
      void Dialog.alert({ content: `❌ ${message}`, confirmText: t('common:ok') });
      setSaving(false);
    }
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
        <Button onClick={onDone} disabled={saving}>
          {t('personal.cancel')}
        </Button>
        <Button color="primary" onClick={() => void save()} loading={saving} disabled={saving}>
          {t('personal.save')}
        </Button>
      </Space>
    </Card>
  );
}

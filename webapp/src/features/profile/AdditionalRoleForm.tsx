import { useEffect, useState } from 'react';
import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { AddRoleResponse } from '@api/additional-roles/additional-roles.contract';
import type { MeResponse } from '@api/users/users.contract';
import { CategoryPicker } from '../../components/CategoryPicker';
import { Field } from '../../components/Field';
import { Page } from '../../components/Page';
import { OTHER_CATEGORY } from '../../lib/categories';
import { backButton, haptic } from '../../lib/telegram';
import { CUSTOM_CATEGORY_MAX, emailError, normalizePhone, nullIfEmpty, phoneError } from '../../lib/validation';
import { addRole } from '../../api/additional-roles';
import { additionalRoleValid, type AdditionalRoleDraft, type AddableRole } from './profile-rules';

export interface AdditionalRoleFormProps {
  role: AddableRole;
  me: MeResponse | undefined;
  onCancel: () => void;
  onSuccess: (result: AddRoleResponse) => void;
}

/** Replaces the profile while a role is being added, so the form has the whole screen. */
export function AdditionalRoleForm({ role, me, onCancel, onSuccess }: AdditionalRoleFormProps) {
  const { t } = useTranslation('profile');
  const [draft, setDraft] = useState<AdditionalRoleDraft>({
    phone: me?.phone ?? '',
    email: me?.email ?? '',
    category: '',
    custom_category: '',
    specialization: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Telegram's BackButton leaves the form like Cancel does.
  useEffect(() => backButton.show(onCancel), [onCancel]);
  const change = (patch: Partial<AdditionalRoleDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setError(null);
  };
  const phoneMsg =
    (tried || draft.phone) && phoneError(draft.phone) ? t(`common:${phoneError(draft.phone)}`) : undefined;
  const emailMsg = emailError(draft.email) ? t(`common:${emailError(draft.email)}`) : undefined;

  async function submit() {
    if (submitting) return;
    setTried(true);
    if (!additionalRoleValid(role, draft)) {
      setError(t('addRole.requiredFields'));
      haptic('error');
      return;
    }
    setSubmitting(true);
    try {
      const result = await addRole(
        {
          role_type: role,
          phone: draft.phone.trim() ? normalizePhone(draft.phone) : null,
          email: nullIfEmpty(draft.email),
          deep_link: null,
          category: role === 'master' ? draft.category : null,
          custom_category: role === 'master' && draft.category === OTHER_CATEGORY ? draft.custom_category.trim() : null,
          specialization: role === 'master' ? nullIfEmpty(draft.specialization) : null,
        },
        t('addRole.failed'),
      );
      haptic('success');
      onSuccess(result);
    } catch (e) {
      haptic('error');
      setError(e instanceof Error && e.message ? e.message : t('addRole.failed'));
      setSubmitting(false);
    }
  }

  return (
    <Page
      title={`${t('addRole.title')}: ${role === 'client' ? t('addRole.roleClient') : t('addRole.roleMaster')}`}
      back={false}
    >
      <Form
        layout="vertical"
        mode="card"
        footer={
          <div className="actions">
            {error && (
              <div className="form-error" role="alert">
                {error}
              </div>
            )}
            <Button
              block
              color="primary"
              size="large"
              loading={submitting}
              loadingText={t('addRole.submitting')}
              disabled={submitting}
              onClick={() => void submit()}
            >
              {t('addRole.submit')}
            </Button>
            <Button block fill="none" onClick={onCancel} disabled={submitting}>
              {t('addRole.cancel')}
            </Button>
          </div>
        }
      >
        <Field label={t('addRole.phone')} required error={phoneMsg}>
          <Input
            aria-label={t('addRole.phone')}
            type="tel"
            value={draft.phone}
            onChange={(phone) => change({ phone })}
          />
        </Field>
        <Field label={t('addRole.email')} error={emailMsg}>
          <Input
            aria-label={t('addRole.email')}
            inputMode="email"
            value={draft.email}
            onChange={(email) => change({ email })}
          />
        </Field>
        {role === 'master' && (
          <>
            <Field label={t('addRole.category')} required>
              <CategoryPicker
                label={t('addRole.category')}
                value={draft.category}
                onChange={(category) => change({ category })}
              />
            </Field>
            {draft.category === OTHER_CATEGORY && (
              <Field label={t('addRole.customCategory')} required>
                <Input
                  aria-label={t('addRole.customCategory')}
                  maxLength={CUSTOM_CATEGORY_MAX}
                  value={draft.custom_category}
                  onChange={(custom_category) => change({ custom_category })}
                />
              </Field>
            )}
            <Field label={t('addRole.specialization')}>
              <Input
                aria-label={t('addRole.specialization')}
                value={draft.specialization}
                onChange={(specialization) => change({ specialization })}
              />
            </Field>
          </>
        )}
      </Form>
    </Page>
  );
}

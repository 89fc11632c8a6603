import { useState } from 'react';
import { Button, Form, NoticeBar, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { haptic } from '../../lib/telegram';
import { createOrganization } from '../../api/organizations';
import { queryKeys } from '../../api/query-keys';
import { OrganizationFields } from './OrganizationFields';
import {
  emptyOrganizationForm,
  formToOrganizationRequest,
  validateOrganizationForm,
  type OrganizationFormValues,
} from './organization-form';
import { useDeepLinkCheck } from './use-deep-link-check';

/** Shown on the management page when the owner has no organization. */
export function CreateOrganizationForm() {
  const { t } = useTranslation('management');
  const queryClient = useQueryClient();
  const [values, setValues] = useState<OrganizationFormValues>(emptyOrganizationForm);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const linkState = useDeepLinkCheck(values.deepLink);
  const errors = validateOrganizationForm(values, false);
  const blocked = Object.keys(errors).length > 0 || linkState === 'taken' || linkState === 'checking';

  async function submit() {
    setTouched(true);
    if (blocked || saving) return;
    setSaving(true);
    try {
      await createOrganization(formToOrganizationRequest(values), t('createError'));
      haptic('success');
      Toast.show({ icon: 'success', content: t('created') });
      await queryClient.invalidateQueries({ queryKey: queryKeys.myOrganization });
    } catch (e) {
      haptic('error');
      Toast.show({ icon: 'fail', content: e instanceof Error && e.message ? e.message : t('createError') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <NoticeBar color="alert" content={t('noOrganization')} wrap />
      <p style={{ padding: '0 16px', color: 'var(--adm-color-weak)' }}>{t('noOrganizationHint')}</p>
      <Form
        layout="vertical"
        mode="card"
        footer={
          <Button
            block
            color="primary"
            loading={saving}
            disabled={saving || (touched && blocked)}
            onClick={() => void submit()}
          >
            {t('create')}
          </Button>
        }
      >
        <Form.Header>{t('createTitle')}</Form.Header>
        <OrganizationFields
          values={values}
          errors={touched ? errors : {}}
          linkState={linkState}
          onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
        />
      </Form>
    </>
  );
}

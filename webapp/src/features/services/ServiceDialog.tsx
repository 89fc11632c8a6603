import { useEffect, useState } from 'react';
import { Dialog, Form, Input, Selector, TextArea, Toast } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { ServiceResponse } from '@api/services/services.contract';
import { haptic } from '../../lib/telegram';
import { createService, updateService } from '../../api/services';
import {
  emptyServiceForm,
  formToServiceRequest,
  serviceToForm,
  validateServiceForm,
  type ServiceFormErrors,
  type ServiceFormValues,
} from './service-form';

interface Props {
  open: boolean;
  /** null: a new service. */
  service: ServiceResponse | null;
  onClose: () => void;
  onSaved: () => void;
}

export function ServiceDialog({ open, service, onClose, onSaved }: Props) {
  const { t } = useTranslation('services');
  const [values, setValues] = useState<ServiceFormValues>(emptyServiceForm);
  const [errors, setErrors] = useState<ServiceFormErrors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setValues(service ? serviceToForm(service) : emptyServiceForm());
    setErrors({});
  }, [open, service]);

  const initial = service ? serviceToForm(service) : emptyServiceForm();
  const set = (key: Exclude<keyof ServiceFormValues, 'depositType'>) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function save() {
    if (saving) return;
    const found = validateServiceForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      haptic('error');
      return;
    }
    setSaving(true);
    try {
      const body = formToServiceRequest(values, initial);
      if (service) await updateService(service.id, body, t('saveError'));
      else await createService(body, t('saveError'));
      haptic('success');
      Toast.show({ icon: 'success', content: t('saved') });
      onSaved();
    } catch (e) {
      haptic('error');
      Toast.show({ icon: 'fail', content: e instanceof Error && e.message ? e.message : t('saveError') });
    } finally {
      setSaving(false);
    }
  }

  const error = (key: keyof ServiceFormErrors) =>
    errors[key] ? (
      <span className="field-error" role="alert" style={{ color: 'var(--adm-color-danger)' }}>
        {t(errors[key])}
      </span>
    ) : undefined;

  return (
    <Dialog
      visible={open}
      title={service ? t('editTitle') : t('addTitle')}
      onClose={onClose}
      closeOnMaskClick={!saving}
      content={
        <Form layout="vertical" style={{ '--border-top': 'none' }}>
          <Form.Item label={t('name')} required description={error('name')}>
            <Input
              aria-label={t('name')}
              placeholder={t('namePlaceholder')}
              value={values.name}
              onChange={set('name')}
              maxLength={200}
            />
          </Form.Item>
          <Form.Item label={t('description')}>
            <TextArea value={values.description} onChange={set('description')} autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
          <Form.Item label={t('duration')} description={error('duration')}>
            <Input aria-label={t('duration')} inputMode="numeric" value={values.duration} onChange={set('duration')} />
          </Form.Item>
          <Form.Item label={t('price')} description={error('price')}>
            <Input aria-label={t('price')} inputMode="decimal" value={values.price} onChange={set('price')} />
          </Form.Item>
          <Form.Item label={t('deposit')} description={error('depositValue') ?? t('depositHint')}>
            <Selector
              aria-label={t('deposit')}
              columns={3}
              value={[values.depositType]}
              onChange={(v) => v[0] && setValues((x) => ({ ...x, depositType: v[0] }))}
              options={[
                { label: t('depositNone'), value: 'none' as const },
                { label: t('depositFixed'), value: 'fixed' as const },
                { label: t('depositPercent'), value: 'percent' as const },
              ]}
            />
            {values.depositType !== 'none' && (
              <Input
                aria-label={values.depositType === 'fixed' ? t('depositAmount') : t('depositPercentValue')}
                placeholder={values.depositType === 'fixed' ? t('depositAmount') : t('depositPercentValue')}
                inputMode="numeric"
                value={values.depositValue}
                onChange={set('depositValue')}
              />
            )}
          </Form.Item>
          <Form.Item label={t('capacity')} description={error('capacity') ?? t('capacityHint')}>
            <Input aria-label={t('capacity')} inputMode="numeric" value={values.capacity} onChange={set('capacity')} />
          </Form.Item>
          {Number(values.capacity) >= 2 && (
            <>
              <Form.Item
                label={t('minParticipants')}
                description={error('minParticipants') ?? t('minParticipantsHint')}
              >
                <Input
                  aria-label={t('minParticipants')}
                  inputMode="numeric"
                  value={values.minParticipants}
                  onChange={set('minParticipants')}
                />
              </Form.Item>
              <Form.Item label={t('minCheckHours')} description={error('minCheckHours')}>
                <Input
                  aria-label={t('minCheckHours')}
                  inputMode="numeric"
                  value={values.minCheckHours}
                  onChange={set('minCheckHours')}
                />
              </Form.Item>
            </>
          )}
          <Form.Item label={t('category')}>
            <Input aria-label={t('category')} value={values.category} onChange={set('category')} maxLength={100} />
          </Form.Item>
        </Form>
      }
      actions={[
        [
          { key: 'cancel', text: t('common:cancel'), onClick: onClose, disabled: saving },
          { key: 'save', text: t('common:save'), bold: true, disabled: saving, onClick: () => void save() },
        ],
      ]}
    />
  );
}

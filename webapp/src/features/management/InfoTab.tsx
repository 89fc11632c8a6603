import { useState } from 'react';
import { Button, Dialog, Form, List, Space, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import type { OrganizationResponse } from '@api/organizations/organizations.contract';
import { copyText, haptic } from '../../lib/telegram';
import { updateOrganization } from '../../api/organizations';
import { queryKeys } from '../../api/query-keys';
import { PlacePicker } from '../../components/map/PlacePicker';
import type { MapPoint } from '../../components/map/map-types';
import { DeepLinkChangeDialog } from './DeepLinkChangeDialog';
import { OrganizationFields } from './OrganizationFields';
import {
  formToOrganizationRequest,
  organizationToForm,
  validateOrganizationForm,
  type OrganizationFormValues,
} from './organization-form';
import { useDeepLinkCheck } from './use-deep-link-check';

const pointOf = (o: OrganizationResponse): MapPoint | null =>
  o.latitude !== null && o.longitude !== null ? { latitude: o.latitude, longitude: o.longitude } : null;

/** Information tab: view, edit (with the deep-link change confirmation) and copy of the booking link. */
export function InfoTab({ organization }: { organization: OrganizationResponse }) {
  const { t } = useTranslation('management');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<OrganizationFormValues>(() => organizationToForm(organization));
  const [point, setPoint] = useState<MapPoint | null>(() => pointOf(organization));
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const linkState = useDeepLinkCheck(values.deepLink, organization.deep_link);
  const errors = validateOrganizationForm(values, true);
  const canSave = Object.keys(errors).length === 0 && linkState === 'available' && !saving;

  function startEdit() {
    setValues(organizationToForm(organization));
    setPoint(pointOf(organization));
    setEditing(true);
  }

  function requestSave() {
    if (!canSave) return;
    if (values.deepLink.trim() !== organization.deep_link) setConfirmOpen(true);
    else void save();
  }

  async function save() {
    setConfirmOpen(false);
    setSaving(true);
    try {
      const result = await updateOrganization(
        organization.id,
        {
          ...formToOrganizationRequest(values),
          latitude: point?.latitude ?? null,
          longitude: point?.longitude ?? null,
        },
        t('updateError'),
      );
      haptic('success');
      Toast.show({
        icon: 'success',
        content: result.stats ? `${t('updated')}\n${t('updateStats', result.stats)}` : t('updated'),
        duration: result.stats ? 4000 : 2000,
      });
      setEditing(false);
      await queryClient.invalidateQueries({ queryKey: queryKeys.myOrganization });
    } catch (e) {
      haptic('error');
      void Dialog.alert({
        content: e instanceof Error && e.message ? e.message : t('updateError'),
        confirmText: t('common:ok'),
      });
    } finally {
      setSaving(false);
    }
  }

  if (editing) {
    return (
      <>
        <Form
          layout="vertical"
          mode="card"
          footer={
            <Space block direction="vertical">
              <Button block color="primary" disabled={!canSave} loading={saving} onClick={requestSave}>
                {t('common:save')}
              </Button>
              <Button block disabled={saving} onClick={() => setEditing(false)}>
                {t('common:cancel')}
              </Button>
            </Space>
          }
        >
          <OrganizationFields
            values={values}
            errors={errors}
            linkState={linkState}
            onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
          />
          <Form.Item label={t('common:places.place')}>
            <PlacePicker value={point} onChange={setPoint} />
          </Form.Item>
        </Form>
        <DeepLinkChangeDialog
          open={confirmOpen}
          from={organization.deep_link}
          to={values.deepLink.trim()}
          onConfirm={() => void save()}
          onCancel={() => setConfirmOpen(false)}
        />
      </>
    );
  }

  const row = (label: string, value: string | null) => (
    <List.Item extra={value || t('common:notSpecified')}>{label}</List.Item>
  );

  return (
    <>
      <List mode="card">
        {row(t('fields.name'), organization.name)}
        {row(t('fields.description'), organization.description)}
        {row(t('fields.phone'), organization.phone)}
        {row(t('fields.email'), organization.email)}
        {row(t('fields.address'), organization.address)}
        {row(t('fields.category'), organization.category)}
        {row(t('common:places.place'), pointOf(organization) ? t('placeSet') : null)}
        {row(t('fields.deepLink'), organization.deep_link)}
        <List.Item description={organization.booking_link}>{t('fields.bookingLink')}</List.Item>
      </List>
      <Space block direction="vertical" style={{ padding: '0 12px 12px', width: '100%', boxSizing: 'border-box' }}>
        <Button block onClick={() => void copyText(organization.booking_link)}>
          {t('copyDeepLink')}
        </Button>
        <Button block color="primary" onClick={startEdit}>
          {t('common:edit')}
        </Button>
      </Space>
    </>
  );
}

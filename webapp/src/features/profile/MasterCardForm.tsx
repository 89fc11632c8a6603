// The master's card's edit form: a lazy chunk of its own (profile-forms.ts), not part of the profile's first
// screen (antd-mobile's Form and the place picker come with it).
import { useState } from 'react';
import { Button, Card, Form, Input, TextArea, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { saveMasterProfile, type MasterProfileRequest, type MasterProfileResponse } from '../../api/places';
import { PlacePicker } from '../../components/map/PlacePicker';
import type { MapPoint } from '../../components/map/map-types';
import { haptic } from '../../lib/telegram';
import { queryKeys } from '../../api/query-keys';
import { pointOf } from './master-card-point';

const nullIfBlank = (s: string) => (s.trim() ? s.trim() : null);

export interface MasterCardFormProps {
  card: MasterProfileResponse;
  onDone: () => void;
}

export function MasterCardForm({ card, onDone }: MasterCardFormProps) {
  const { t } = useTranslation('profile', { keyPrefix: 'masterCard' });
  const queryClient = useQueryClient();
  const own = card.kind === 'independent';
  const [specialization, setSpecialization] = useState(card.specialization ?? '');
  const [about, setAbout] = useState(card.about ?? '');
  const [address, setAddress] = useState(card.address ?? '');
  const [point, setPoint] = useState<MapPoint | null>(pointOf(card));
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    // An organization master may send only these two; the place is the organization's.
    const body: MasterProfileRequest = { specialization: nullIfBlank(specialization), about: nullIfBlank(about) };
    if (own) {
      body.address = nullIfBlank(address);
      body.latitude = point?.latitude ?? null;
      body.longitude = point?.longitude ?? null;
    }
    try {
      const saved = await saveMasterProfile(body, t('saveError'));
      queryClient.setQueryData(queryKeys.masterProfile, saved);
      haptic('success');
      Toast.show({ icon: 'success', content: t('saved') });
      onDone();
    } catch (e) {
      haptic('error');
      Toast.show({ icon: 'fail', content: e instanceof Error && e.message ? e.message : t('saveError') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title={t('title')} className="page-section-card">
      <Form layout="vertical">
        <Form.Item label={t('specialization')}>
          <Input aria-label={t('specialization')} value={specialization} onChange={setSpecialization} maxLength={100} />
        </Form.Item>
        <Form.Item label={t('about')}>
          <TextArea
            aria-label={t('about')}
            value={about}
            onChange={setAbout}
            maxLength={1000}
            showCount
            autoSize={{ minRows: 2, maxRows: 6 }}
          />
        </Form.Item>
        {own && (
          <>
            <Form.Item label={t('address')}>
              <Input aria-label={t('address')} value={address} onChange={setAddress} maxLength={300} />
            </Form.Item>
            <Form.Item label={t('place')}>
              <PlacePicker value={point} onChange={setPoint} />
            </Form.Item>
          </>
        )}
      </Form>
      <div className="actions">
        <Button block color="primary" loading={saving} onClick={() => void save()}>
          {t('save')}
        </Button>
        <Button block disabled={saving} onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </Card>
  );
}

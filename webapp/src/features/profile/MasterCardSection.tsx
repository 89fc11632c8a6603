// The master's public card as clients see it (specialization, a few words, the place), edited here: an
// independent master sets the address and pin too; an organization master's place is the organization's.
import { Suspense, useState, type ReactNode } from 'react';
import { Button, Card, List } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { useMasterProfile } from '../../api/places';
import { pointOf } from './master-card-point';
import { MasterCardForm, preloadOnIntent } from './profile-forms';

export function MasterCardSection() {
  const { t } = useTranslation('profile', { keyPrefix: 'masterCard' });
  const profile = useMasterProfile(t('loadError'));
  const [editing, setEditing] = useState(false);

  if (profile.isPending) return null;
  if (profile.isError)
    return (
      <Card title={t('title')} className="page-section-card">
        <div className="form-error">{profile.error.message || t('loadError')}</div>
      </Card>
    );
  const card = profile.data;

  const row = (label: string, value: string | null) => (
    <List.Item extra={value || t('notSpecified')}>{label}</List.Item>
  );
  const view = (action: ReactNode) => (
    <Card title={t('title')} className="page-section-card" extra={action}>
      <List>
        {row(t('specialization'), card.specialization)}
        {row(t('about'), card.about)}
        {row(t('address'), card.address)}
        {row(t('place'), pointOf(card) ? t('placeSet') : t('placeUnset'))}
      </List>
      {card.kind === 'organization' && card.organization && (
        <p className="hint">{t('organizationPlace', { name: card.organization.name })}</p>
      )}
    </Card>
  );
  // while the form's code is still on its way, the card stays as it was (its button shows the wait)
  if (editing)
    return (
      <Suspense fallback={view(<Button size="small" loading />)}>
        <MasterCardForm card={card} onDone={() => setEditing(false)} />
      </Suspense>
    );
  return view(
    <Button size="small" {...preloadOnIntent(MasterCardForm)} onClick={() => setEditing(true)}>
      {t('edit')}
    </Button>,
  );
}

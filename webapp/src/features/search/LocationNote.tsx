import { Button } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { MyLocation } from './use-my-location';

/** Why distance is not offered: the location is being found, was refused, or cannot be had here. */
export function LocationNote({ location, onRetry }: { location: MyLocation; onRetry: () => void }) {
  const { t } = useTranslation('search');
  if (location.status === 'known') return null;
  if (location.status === 'pending') return <p className="hint">{t('locationPending')}</p>;
  return (
    <p className="hint" role="note">
      {location.reason === 'denied' ? t('locationDenied') : t('locationUnavailable')}{' '}
      <Button size="mini" fill="none" color="primary" onClick={onRetry}>
        {t('retryLocation')}
      </Button>
    </p>
  );
}

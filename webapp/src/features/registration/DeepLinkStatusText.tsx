import { useTranslation } from '../../lib/use-translation';
import type { DeepLinkStatus } from '../../api/deep-links';

export function DeepLinkStatusText({ status, hint }: { status: DeepLinkStatus; hint: string }) {
  const { t } = useTranslation('registration');
  return (
    <span className="hint">
      {hint}
      {status !== 'unknown' && (
        <>
          {' · '}
          <span className={`deep-link-status-${status}`} data-status={status}>
            {t(`deepLinkStatus.${status}`)}
          </span>
        </>
      )}
    </span>
  );
}

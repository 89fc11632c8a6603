import { useCommonText } from '../lib/common-text';

export function Splash() {
  const t = useCommonText();
  return (
    <div className="splash" role="status" aria-live="polite">
      <div className="splash-logo" aria-hidden="true">
        <span className="splash-spinner" />
      </div>
      <div className="splash-title">{t('appName')}</div>
      <div className="splash-hint">{t('loading')}</div>
    </div>
  );
}

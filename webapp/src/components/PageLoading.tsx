import { useCommonText } from '../lib/common-text';

/** The page area while a page's code or first data loads (CSS only: it is part of the start-up bundle). */
export function PageLoading({ text }: { text?: string }) {
  const t = useCommonText();
  return (
    <div className="page-loading" role="status">
      <span className="page-loading-dots" aria-hidden="true">
        <i />
        <i />
        <i />
      </span>
      <span>{text ?? t('loading')}</span>
    </div>
  );
}

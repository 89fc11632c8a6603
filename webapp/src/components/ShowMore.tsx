import { Button, Toast } from 'antd-mobile';
import { useTranslation } from '../lib/use-translation';

export interface MorePages {
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => Promise<void>;
}

/** "Показать ещё" under a list the API answers a page at a time; gone once the last page is in. */
export function ShowMore({ list }: { list: MorePages }) {
  const { t } = useTranslation('common');
  if (!list.hasMore) return null;
  const more = () =>
    list.loadMore().catch((e: unknown) => {
      Toast.show({ icon: 'fail', content: e instanceof Error && e.message ? e.message : t('genericError') });
    });
  return (
    <div className="page-section" style={{ padding: '0 12px 12px' }}>
      <Button block loading={list.loadingMore} disabled={list.loadingMore} onClick={() => void more()}>
        {t('showMore')}
      </Button>
    </div>
  );
}

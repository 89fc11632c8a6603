import { Button, Card, Tag, Toast } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { ReviewItem } from '../../components/reviews/ReviewItem';
import { setReviewHidden, useAdminReviews, useRefreshReviews } from '../../api/reviews';

/** The super admin's reported reviews: each with its reports, hide or restore. */
export function ReportedReviews() {
  const { t } = useTranslation('reviews');
  const reported = useAdminReviews('reported');
  const hidden = useAdminReviews('hidden');
  const refresh = useRefreshReviews();
  const toggle = async (id: number, hide: boolean) => {
    try {
      await setReviewHidden(id, hide, t('loadError'));
      await refresh();
    } catch (e) {
      Toast.show({ content: e instanceof Error ? e.message : t('loadError') });
    }
  };
  const items = [...(reported.data?.items ?? []), ...(hidden.data?.items ?? [])];
  return (
    <Card title={t('adminTitle')} style={{ margin: 12 }} data-testid="reported-reviews">
      {items.length === 0 && <div className="hint">{t('noReported')}</div>}
      {items.map((r) => (
        <ReviewItem
          key={`${r.id}-${r.hidden}`}
          review={r}
          actions={
            <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 4, flexWrap: 'wrap' }}>
              {r.hidden && <Tag color="default">{t('hidden')}</Tag>}
              <span className="hint">{t('reportsCount', { count: r.reports_count })}</span>
              {r.reports.map((p, i) =>
                p.reason ? (
                  <span key={i} className="hint">
                    «{p.reason}»
                  </span>
                ) : null,
              )}
              <Button size="mini" color={r.hidden ? 'primary' : 'danger'} onClick={() => void toggle(r.id, !r.hidden)}>
                {r.hidden ? t('unhide') : t('hide')}
              </Button>
            </div>
          }
        />
      ))}
    </Card>
  );
}

import { Button, Card, Dialog, Input, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { RatingDistribution } from '@api/reviews/reviews.contract';
import { reportReview, usePublicReviews, type ReviewPageKind } from '../../api/reviews';
import { ReviewItem } from './ReviewItem';
import { Stars } from './Stars';

function Distribution({ d, total }: { d: RatingDistribution; total: number }) {
  return (
    <div style={{ marginTop: 8 }}>
      {(['5', '4', '3', '2', '1'] as const).map((s) => (
        <div key={s} style={{ display: 'flex', alignItems: 'center', gap: 6, fontSize: 13 }}>
          <span style={{ width: 24 }}>{s}★</span>
          <div style={{ flex: 1, height: 6, background: 'var(--adm-color-fill-content)', borderRadius: 3 }}>
            <div
              style={{
                width: `${total ? (100 * d[s]) / total : 0}%`,
                height: 6,
                background: '#f5a623',
                borderRadius: 3,
              }}
            />
          </div>
          <span style={{ width: 24, textAlign: 'right' }}>{d[s]}</span>
        </div>
      ))}
    </div>
  );
}

/** A public page's rating with its count and distribution, the newest reviews, «Все отзывы», «Пожаловаться». */
export function PublicReviews({ kind, link }: { kind: ReviewPageKind; link: string }) {
  const { t } = useTranslation('reviews');
  const q = usePublicReviews(kind, link);
  const [reason, setReason] = useState('');
  if (q.isPending || q.isError) return q.isError ? <div className="hint">{t('loadError')}</div> : null;
  const first = q.data.pages[0];
  const items = q.data.pages.flatMap((p) => p.items);
  const report = (id: number) => {
    setReason('');
    void Dialog.confirm({
      content: <Input placeholder={t('reportReason')} onChange={setReason} maxLength={500} />,
      confirmText: t('report'),
      onConfirm: async () => {
        try {
          await reportReview(id, reason.trim() || null, t('reportError'));
          Toast.show({ content: t('reported') });
        } catch (e) {
          Toast.show({ content: e instanceof Error ? e.message : t('reportError') });
        }
      },
    });
  };
  return (
    <Card title={t('reviews')} style={{ margin: 12 }} data-testid="public-reviews">
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 8 }}>
        {first.rating !== null ? (
          <>
            <span style={{ fontSize: 28, fontWeight: 700 }}>{first.rating.toFixed(1)}</span>
            <Stars value={first.rating} size={20} />
          </>
        ) : (
          <span className="hint">{t('noRatingYet')}</span>
        )}
        <span className="hint">{t('reviewsCount', { count: first.reviews_count })}</span>
      </div>
      {first.reviews_count > 0 && <Distribution d={first.distribution} total={first.reviews_count} />}
      {items.length === 0 && <div className="hint">{t('noReviews')}</div>}
      {items.map((r) => (
        <ReviewItem
          key={r.id}
          review={r}
          actions={
            <Button size="mini" fill="none" onClick={() => report(r.id)}>
              {t('report')}
            </Button>
          }
        />
      ))}
      {q.hasNextPage && (
        <Button block fill="outline" loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
          {t('allReviews')}
        </Button>
      )}
    </Card>
  );
}

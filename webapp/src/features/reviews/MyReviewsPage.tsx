import { Button, Card, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useSearchParams } from 'react-router-dom';
import type { Review } from '@api/reviews/reviews.contract';
import { Page } from '../../components/Page';
import { PageLoading } from '../../components/PageLoading';
import { ReviewItem } from '../../components/reviews/ReviewItem';
import { replyToReview, useMyReviews, useRefreshReviews } from '../../api/reviews';

function ReplyForm({ review, open }: { review: Review; open: boolean }) {
  const { t } = useTranslation('reviews');
  const refresh = useRefreshReviews();
  const [editing, setEditing] = useState(open);
  const [text, setText] = useState(review.reply?.text ?? '');
  const [busy, setBusy] = useState(false);
  if (!editing) {
    return (
      <Button size="small" style={{ marginTop: 6 }} onClick={() => setEditing(true)}>
        {review.reply ? t('changeReply') : t('answer')}
      </Button>
    );
  }
  const send = async () => {
    setBusy(true);
    try {
      await replyToReview(review.id, text.trim(), t('replyError'));
      await refresh();
      Toast.show({ content: t('replySent') });
      setEditing(false);
    } catch (e) {
      Toast.show({ content: e instanceof Error ? e.message : t('replyError') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ marginTop: 6 }}>
      <TextArea
        placeholder={t('replyPlaceholder')}
        value={text}
        onChange={setText}
        maxLength={2000}
        rows={3}
        autoFocus={open}
      />
      <Button size="small" color="primary" loading={busy} disabled={!text.trim()} onClick={() => void send()}>
        {t('answer')}
      </Button>
    </div>
  );
}

/** /my-reviews?review=<id>: the reviews a master (an owner, an admin: the organization's) answers, with reply. */
export default function MyReviewsPage() {
  const { t } = useTranslation('reviews');
  const [params] = useSearchParams();
  const opened = Number(params.get('review'));
  const q = useMyReviews();
  if (q.isPending) return <PageLoading />;
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Page title={t('myReviewsTitle')} back="/profile">
      <Card style={{ margin: 12 }}>
        {q.isError && <div className="hint">{t('loadError')}</div>}
        {!q.isError && items.length === 0 && <div className="hint">{t('noReviews')}</div>}
        {items.map((r) => (
          <ReviewItem key={r.id} review={r} actions={<ReplyForm review={r} open={r.id === opened} />} />
        ))}
        {q.hasNextPage && (
          <Button block fill="outline" loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
            {t('allReviews')}
          </Button>
        )}
      </Card>
    </Page>
  );
}

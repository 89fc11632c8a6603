import { Button, Card, Dialog, TextArea, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '../../components/Page';
import { PageLoading } from '../../components/PageLoading';
import { StarInput } from '../../components/reviews/Stars';
import { deleteReview, saveReview, useBookingReview, useRefreshReviews } from '../../api/reviews';

const EDIT_WINDOW_MS = 7 * 86_400_000;

/**
 * /review?appointment=<id>: the client's review of a visit (from My records and from the bot's button):
 * five large stars, text, send. An existing review is shown to change (within 7 days) or delete.
 */
export default function ReviewFormPage() {
  const { t } = useTranslation('reviews');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const appointmentId = Number(params.get('appointment'));
  const valid = Number.isInteger(appointmentId) && appointmentId > 0;
  const existing = useBookingReview(appointmentId, valid);
  const refresh = useRefreshReviews();
  const [rating, setRating] = useState(Number(params.get('rating')) || 0);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!existing.data) return;
    setRating(existing.data.rating);
    setText(existing.data.text ?? '');
  }, [existing.data]);

  if (!valid)
    return (
      <Page title={t('formTitle')} back="/my-records">
        {t('saveError')}
      </Page>
    );
  if (existing.isPending) return <PageLoading />;
  const review = existing.data ?? null;
  const locked = review !== null && Date.now() - Date.parse(review.created_at) > EDIT_WINDOW_MS;

  const send = async () => {
    if (rating < 1) {
      Toast.show({ content: t('chooseStars') });
      return;
    }
    setBusy(true);
    try {
      await saveReview(appointmentId, { rating, text: text.trim() || null }, review !== null, t('saveError'));
      await refresh();
      Toast.show({ content: t('sent') });
      void navigate('/my-records?scope=past');
    } catch (e) {
      Toast.show({ content: e instanceof Error ? e.message : t('saveError') });
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!(await Dialog.confirm({ content: t('deleteReview') }))) return;
    try {
      await deleteReview(appointmentId, t('saveError'));
      await refresh();
      Toast.show({ content: t('deleted') });
      void navigate('/my-records?scope=past');
    } catch (e) {
      Toast.show({ content: e instanceof Error ? e.message : t('saveError') });
    }
  };

  return (
    <Page title={t('formTitle')} back="/my-records">
      <Card style={{ margin: 12 }}>
        <div style={{ textAlign: 'center', marginBottom: 8 }}>{t('yourRating')}</div>
        <StarInput value={rating} onChange={locked ? () => undefined : setRating} />
        <TextArea
          style={{ marginTop: 12 }}
          placeholder={t('textPlaceholder')}
          value={text}
          onChange={setText}
          maxLength={2000}
          showCount
          rows={5}
          disabled={locked}
        />
        {locked && <div className="hint">{t('editClosed')}</div>}
        {!locked && (
          <Button block color="primary" style={{ marginTop: 12 }} loading={busy} onClick={() => void send()}>
            {t('send')}
          </Button>
        )}
        {review && (
          <Button block fill="none" color="danger" style={{ marginTop: 8 }} onClick={() => void remove()}>
            {t('deleteReview')}
          </Button>
        )}
      </Card>
    </Page>
  );
}

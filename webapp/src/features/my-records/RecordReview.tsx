import { Button, Space } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router-dom';
import type { AppointmentResponse } from '@api/appointments/appointments.contract';
import { useBookingReview } from '../../api/reviews';

const DAY = 86_400_000;

/** Where «Записаться снова» leads: the master's page with the same service chosen. */
export function bookAgainPath(a: AppointmentResponse): string | null {
  const query = a.service ? `?service=${a.service.id}` : '';
  if (a.master.master_code) return `/organization-master/${encodeURIComponent(a.master.master_code)}${query}`;
  if (a.master.deep_link) return `/master/${encodeURIComponent(a.master.deep_link)}${query}`;
  return null;
}

/** A visit that took place and may still be reviewed (30 days after its end). */
export function reviewable(a: AppointmentResponse, now: number): boolean {
  const end = Date.parse(a.ends_at);
  return a.status !== 'cancelled' && a.status !== 'no_show' && end <= now && now - end <= 30 * DAY;
}

/**
 * Under a past booking in My records: «Оставить отзыв», or the stars given and «Изменить» (7 days after
 * writing), and «Записаться снова».
 */
export function RecordReview({ appointment: a, now }: { appointment: AppointmentResponse; now: number }) {
  const { t } = useTranslation('appointments');
  const navigate = useNavigate();
  const canReview = reviewable(a, now);
  const review = useBookingReview(a.id, canReview);
  const again = bookAgainPath(a);
  const form = () => void navigate(`/review?appointment=${a.id}`);
  const given = review.data ?? null;
  const editable = given !== null && now - Date.parse(given.created_at) <= 7 * DAY;
  if (!canReview && !again) return null;
  return (
    <Space style={{ marginTop: 12 }} wrap align="center">
      {canReview && review.isSuccess && given === null && (
        <Button size="small" color="primary" onClick={form}>
          {t('leaveReview')}
        </Button>
      )}
      {given && (
        <span aria-label={t('yourStars', { count: given.rating })} style={{ color: '#f5a623' }}>
          {'★'.repeat(given.rating)}
          <span style={{ color: 'var(--adm-color-light)' }}>{'★'.repeat(5 - given.rating)}</span>
        </span>
      )}
      {given && editable && (
        <Button size="small" onClick={form}>
          {t('changeReview')}
        </Button>
      )}
      {again && (
        <Button size="small" fill="outline" onClick={() => void navigate(again)}>
          {t('bookAgain')}
        </Button>
      )}
    </Space>
  );
}

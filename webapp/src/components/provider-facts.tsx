// Small facts a provider's card shows wherever it appears: the review score and the next free time.
import { useTranslation } from '../lib/use-translation';
import { addDays, localDateOf } from '../lib/zoned-time';

/** '★ 4.8 (12)', or 'Нет оценок' while the score is not shown yet (fewer than three reviews). */
export function RatingText({ rating, count }: { rating: number | null; count: number }) {
  const { t } = useTranslation('common', { keyPrefix: 'places' });
  if (rating === null) return <span className="hint">{t('noRating')}</span>;
  return (
    <span aria-label={t('ratingLabel', { rating: rating.toFixed(1), count })}>
      ★ {rating.toFixed(1)} ({count})
    </span>
  );
}

/**
 * 'Свободно сегодня в 10:00': the start as the provider's clock reads it (the API writes it in their zone,
 * '2026-12-01T10:00:00+03:00'), so it matches the booking page's times.
 */
export function NextFree({ at, today = localDateOf() }: { at: string | null; today?: string }) {
  const { t } = useTranslation('common', { keyPrefix: 'places' });
  const m = /^(\d{4}-(\d{2})-(\d{2}))T(\d{2}:\d{2})/.exec(at ?? '');
  if (!m) return null;
  const [, date, month, day, time] = m;
  const when =
    date === today
      ? t('today', { time })
      : date === addDays(today, 1)
        ? t('tomorrow', { time })
        : t('onDate', { date: `${day}.${month}`, time });
  return <span className="next-free">{t('nextFree', { when })}</span>;
}

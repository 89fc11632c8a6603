// The demo's reviews: most completed bookings with a registered client have one (stars leaning high, as on
// real marketplaces), some with text and a master's reply, so the demo's masters and organizations have
// ratings, with their kept aggregates (review_stats) as the trigger on reviews would keep them. Past visits'
// review requests are closed: a fresh demo must not ask its clients about last year's visits.
import { pick, type SqlClock } from './sql';

const TEXTS = [
  'Всё отлично, спасибо!',
  'Мастер — профессионал, приду ещё.',
  'Понравилось, но пришлось немного подождать.',
  'Очень аккуратно и быстро.',
  'Хорошо, но дороговато.',
  'Лучший мастер в городе!',
  'Уютно, приветливо, результат радует.',
];

const REPLIES = ['Спасибо, ждём вас снова!', 'Благодарим за отзыв!', 'Спасибо! Учтём ваши пожелания.'];

export function reviewsSql(clock: SqlClock): string {
  // The kept aggregates (review_stats) are added in one pass over the new reviews: the per-row trigger would
  // rewrite the platform's row once per review, each time behind all its earlier versions in this transaction
  // (quadratic: minutes at scale 1, hours at scale 10).
  const ratings = [1, 2, 3, 4, 5].map((n) => `count(*) FILTER (WHERE x.rating = ${n})`).join(', ');
  return `
    ALTER TABLE reviews DISABLE TRIGGER reviews_keep_stats;
    WITH added AS (
    INSERT INTO reviews (appointment_id, author_id, master_id, organization_id, rating, text,
                         reply_text, reply_author_id, reply_created_at, created_at, updated_at)
    SELECT a.id, a.client_id, a.master_id, a.organization_id,
           (ARRAY[5, 5, 4, 5, 3, 5, 4, 5, 2, 4])[(a.id * 7 % 10) + 1],
           CASE WHEN a.id % 3 = 0 THEN ${pick(TEXTS, 'a.id')} END,
           CASE WHEN a.id % 6 = 0 THEN ${pick(REPLIES, 'a.id')} END,
           CASE WHEN a.id % 6 = 0 THEN a.master_id END,
           CASE WHEN a.id % 6 = 0 THEN least(a.ends_at + interval '2 days', ${clock.now}) END,
           least(a.ends_at + make_interval(hours => 2 + a.id % 46), ${clock.now}),
           least(a.ends_at + make_interval(hours => 2 + a.id % 46), ${clock.now})
      FROM appointments a
     WHERE a.status = 'completed' AND a.client_id IS NOT NULL AND a.id % 5 < 3
    RETURNING master_id, organization_id, rating, visible)
    INSERT INTO review_stats AS s (subject, subject_id, reviews_count, rating_sum, r1, r2, r3, r4, r5)
    SELECT k.subject, k.id, count(*), sum(x.rating), ${ratings}
      FROM added x
     CROSS JOIN LATERAL (VALUES ('master', x.master_id), ('organization', x.organization_id), ('platform', 0)) k(subject, id)
     WHERE x.visible AND k.id IS NOT NULL
     GROUP BY k.subject, k.id
    ON CONFLICT (subject, subject_id) DO UPDATE SET
      reviews_count = s.reviews_count + EXCLUDED.reviews_count, rating_sum = s.rating_sum + EXCLUDED.rating_sum,
      r1 = s.r1 + EXCLUDED.r1, r2 = s.r2 + EXCLUDED.r2, r3 = s.r3 + EXCLUDED.r3,
      r4 = s.r4 + EXCLUDED.r4, r5 = s.r5 + EXCLUDED.r5;
    ALTER TABLE reviews ENABLE TRIGGER reviews_keep_stats;
    UPDATE review_requests SET status = 'skipped', skip_reason = 'seeded'
     WHERE status = 'pending' AND due_at <= ${clock.now};`;
}

// The demo's reviews: most completed bookings with a registered client have one (stars leaning high, as on
// real marketplaces), some with text and a master's reply, so the demo's masters and organizations have
// ratings. The aggregates follow through the trigger on reviews. Past visits' review requests are closed:
// a fresh demo must not ask its clients about last year's visits.
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
  return `
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
     WHERE a.status = 'completed' AND a.client_id IS NOT NULL AND a.id % 5 < 3;
    UPDATE review_requests SET status = 'skipped', skip_reason = 'seeded'
     WHERE status = 'pending' AND due_at <= ${clock.now};`;
}

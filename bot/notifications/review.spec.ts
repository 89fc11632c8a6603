import type { NotificationPayloads } from '../../src/notifications/notification-kinds';
import { renderNotification } from './render';

const disputed: NotificationPayloads['review_disputed'] = {
  appointment_id: 7,
  to: 'client',
  starts_at: '2026-12-02T10:00:00+03:00',
  time_zone: 'Europe/Moscow',
  service_name: 'Маникюр',
  master_name: 'Анна Смирнова',
  client_name: 'Ольга Иванова',
  client_phone: null,
  organization_name: null,
  review_id: 3,
  rating: 2,
};

describe('review notices', () => {
  it('a visit marked a no-show after the review: the review stays up and a moderator checks it', () => {
    const ru = renderNotification('review_disputed', disputed, 'ru', 'https://app.test');
    expect(ru.text).toBe(
      'Визит к Анна Смирнова (Маникюр, 02.12.2026) отмечен как неявка уже после вашего отзыва ★★☆☆☆.\n' +
        'Отзыв остаётся опубликованным: мы передали его модератору на проверку.',
    );
    const en = renderNotification('review_disputed', { ...disputed, service_name: null }, 'en', 'https://app.test');
    expect(en.text).toBe(
      'Your visit to Анна Смирнова (2026-12-02) was marked a no-show after your review ★★☆☆☆.\n' +
        'The review stays published: we have passed it to a moderator to check.',
    );
  });
});

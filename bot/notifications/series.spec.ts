import type { NotificationPayloads } from '../../src/notifications/notification-kinds';
import { renderNotification } from './render';
import { everyWeeksText } from './series';

const BASE = 'https://app.test';
const base = {
  appointment_id: 42,
  starts_at: '2026-12-02T10:00:00+03:00',
  time_zone: 'Europe/Moscow',
  service_name: 'Стрижка',
  master_name: 'Анна Смирнова',
  client_name: 'Иван Петров',
  client_phone: '+79161112233',
  organization_name: null,
};
const series = {
  series_id: 7,
  every_weeks: 2,
  starts: ['2026-12-02T10:00:00+03:00', '2026-12-16T10:00:00+03:00', '2026-12-30T10:00:00+03:00'],
};

describe('series notices', () => {
  it('the booking message names the series and every date of it, in the reader language', () => {
    const p: NotificationPayloads['appointment_booked'] = {
      ...base,
      to: 'master',
      comment: null,
      manual: false,
      series,
    };
    expect(renderNotification('appointment_booked', p, 'ru', BASE).text).toBe(
      'Новая запись: 02.12.2026 10:00 (Europe/Moscow)\nКлиент: Иван Петров, +79161112233\nУслуга: Стрижка' +
        '\nПовторяющиеся визиты, каждые 2 недели (3):\n• 02.12.2026 10:00\n• 16.12.2026 10:00\n• 30.12.2026 10:00',
    );
    expect(renderNotification('appointment_booked', { ...p, to: 'client' }, 'en', BASE).text).toContain(
      '\nRepeating visits, every 2 weeks (3):\n• 2026-12-02 10:00\n• 2026-12-16 10:00\n• 2026-12-30 10:00',
    );
  });

  it('a single booking reads as before; a series cancelled from a visit names the cancelled dates', () => {
    const single: NotificationPayloads['appointment_booked'] = { ...base, to: 'master', comment: null, manual: false };
    expect(renderNotification('appointment_booked', single, 'ru', BASE).text).not.toContain('Повторяющиеся');
    const cancelled: NotificationPayloads['appointment_cancelled'] = {
      ...base,
      to: 'master',
      cancelled_by: 'client',
      reason: null,
      series: { ...series, starts: series.starts.slice(1) },
    };
    expect(renderNotification('appointment_cancelled', cancelled, 'ru', BASE).text).toContain(
      '\nОтменены визиты серии (2):\n• 16.12.2026 10:00\n• 30.12.2026 10:00',
    );
  });

  it('says every how many weeks in Russian forms', () => {
    expect([1, 2, 4, 5, 8].map((n) => everyWeeksText(n, 'ru'))).toEqual([
      'каждую неделю',
      'каждые 2 недели',
      'каждые 4 недели',
      'каждые 5 недель',
      'каждые 8 недель',
    ]);
  });
});

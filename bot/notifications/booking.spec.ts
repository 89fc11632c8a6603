import type { NotificationPayloads } from '../../src/notifications/notification-kinds';
import { renderNotification } from './render';

const base = {
  appointment_id: 42,
  starts_at: '2026-12-01T09:00:00+03:00',
  time_zone: 'Europe/Moscow',
  service_name: 'Стрижка',
  master_name: 'Анна Смирнова',
  client_name: 'Иван Петров',
  client_phone: '+79161112233',
  organization_name: null,
};
const button = (r: ReturnType<typeof renderNotification>) =>
  (r.reply_markup?.inline_keyboard[0][0] as { web_app?: { url: string } }).web_app?.url;

describe('booking notices', () => {
  it('a new booking tells the master who, what and when (the master zone), with the calendar button', () => {
    const p: NotificationPayloads['appointment_booked'] = {
      ...base,
      to: 'master',
      comment: 'Первый раз',
      manual: false,
    };
    const ru = renderNotification('appointment_booked', p, 'ru', 'https://app.test');
    expect(ru.text).toBe(
      'Новая запись: 01.12.2026 09:00 (Europe/Moscow)\nКлиент: Иван Петров, +79161112233\nУслуга: Стрижка\nКомментарий: Первый раз',
    );
    expect(button(ru)).toBe('https://app.test/calendar');
    const en = renderNotification(
      'appointment_booked',
      { ...p, comment: null, manual: true },
      'en',
      'https://app.test',
    );
    expect(en.text).toBe(
      'New booking (added by hand): 2026-12-01 09:00 (Europe/Moscow)\nClient: Иван Петров, +79161112233\nService: Стрижка',
    );
  });

  it('a cancellation reads differently for the client and for the master', () => {
    const p: NotificationPayloads['appointment_cancelled'] = {
      ...base,
      to: 'client',
      cancelled_by: 'master',
      reason: 'Болезнь',
    };
    const toClient = renderNotification('appointment_cancelled', p, 'ru', 'https://app.test');
    expect(toClient.text).toBe(
      'Ваша запись к мастеру Анна Смирнова на 01.12.2026 09:00 (Europe/Moscow) отменена\nУслуга: Стрижка\nПричина: Болезнь',
    );
    expect(button(toClient)).toBe('https://app.test/my-records');
    const toMaster = renderNotification(
      'appointment_cancelled',
      { ...p, to: 'master', cancelled_by: 'client' },
      'en',
      'https://app.test',
    );
    expect(toMaster.text).toBe(
      'The booking for 2026-12-01 09:00 (Europe/Moscow) was cancelled by the client\nClient: Иван Петров\nService: Стрижка\nReason: Болезнь',
    );
  });

  it('a move names the old and the new time', () => {
    const p: NotificationPayloads['appointment_rescheduled'] = {
      ...base,
      to: 'client',
      moved_by: 'organization',
      old_starts_at: '2026-11-30T18:30:00+03:00',
    };
    expect(renderNotification('appointment_rescheduled', p, 'ru', 'https://app.test').text).toBe(
      'Ваша запись к мастеру Анна Смирнова перенесена: 30.11.2026 18:30 → 01.12.2026 09:00 (Europe/Moscow)\nУслуга: Стрижка',
    );
    expect(renderNotification('appointment_rescheduled', { ...p, to: 'master' }, 'en', 'https://app.test').text).toBe(
      'A booking was moved by the salon: 2026-11-30 18:30 → 2026-12-01 09:00 (Europe/Moscow)\nClient: Иван Петров\nService: Стрижка',
    );
  });
});

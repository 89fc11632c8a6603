import type { NotificationPayloads } from '../../src/notifications/notification-kinds';
import { renderNotification } from './render';

const BASE = 'https://app.test';
const notice = {
  appointment_id: 42,
  starts_at: '2026-12-02T10:00:00+03:00',
  time_zone: 'Europe/Moscow',
  service_name: 'Стрижка',
  master_name: 'Анна Смирнова',
  client_name: 'Иван Петров',
  client_phone: '+79161112233',
  organization_name: 'Салон Лотос',
};
type Button = { text: string; web_app?: { url: string }; callback_data?: string };
const rows = (r: ReturnType<typeof renderNotification>) => (r.reply_markup?.inline_keyboard ?? []) as Button[][];

describe('reminder notices', () => {
  const reminder: NotificationPayloads['appointment_reminder'] = {
    ...notice,
    to: 'client',
    lead_minutes: 1440,
    address: 'Москва, Тверская 1',
    contact_phone: '+74951234567',
  };

  it('the reminder: master, service, local time with its zone, address and phone; Приду, Отменить, Перенести', () => {
    const ru = renderNotification('appointment_reminder', reminder, 'ru', BASE);
    expect(ru.text).toBe(
      '⏰ Напоминание о записи на 02.12.2026 10:00 (Europe/Moscow)\nМастер: Анна Смирнова\nУслуга: Стрижка' +
        '\nСалон: Салон Лотос\nАдрес: Москва, Тверская 1\nТелефон: +74951234567' +
        '\n\nПодтвердите, что придёте, или отмените запись, если планы изменились.',
    );
    expect(rows(ru)).toEqual([
      [
        { text: 'Приду', callback_data: 'rem:come:42' },
        { text: 'Отменить', callback_data: 'rem:cancel:42' },
      ],
      [{ text: 'Перенести', web_app: { url: 'https://app.test/my-records?appointment=42&action=reschedule' } }],
    ]);
  });

  it('in English, and without the lines it has no value for', () => {
    const p = { ...reminder, organization_name: null, address: null, contact_phone: null, service_name: null };
    const en = renderNotification('appointment_reminder', p, 'en', BASE);
    expect(en.text).toBe(
      '⏰ Reminder: your booking on 2026-12-02 10:00 (Europe/Moscow)\nMaster: Анна Смирнова' +
        '\n\nPlease confirm you will come, or cancel if your plans have changed.',
    );
    expect(
      rows(en)
        .flat()
        .map((b) => b.text),
    ).toEqual(["I'll come", 'Cancel', 'Reschedule']);
  });

  it('the master hears the client confirmed, with a button to that booking', () => {
    const p: NotificationPayloads['appointment_confirmed_by_client'] = { ...notice, to: 'master' };
    const ru = renderNotification('appointment_confirmed_by_client', p, 'ru', BASE);
    expect(ru.text).toBe(
      '✅ Клиент подтвердил, что придёт: 02.12.2026 10:00 (Europe/Moscow)\nКлиент: Иван Петров, +79161112233' +
        '\nУслуга: Стрижка\nМастер: Анна Смирнова',
    );
    expect(rows(ru)).toEqual([
      [{ text: 'Открыть запись', web_app: { url: 'https://app.test/calendar/day?appointment=42' } }],
    ]);
    expect(renderNotification('appointment_confirmed_by_client', p, 'en', BASE).text).toMatch(
      /^✅ The client confirmed they will come: 2026-12-02 10:00 \(Europe\/Moscow\)/,
    );
  });

  describe('the master agenda', () => {
    const agenda: NotificationPayloads['master_agenda'] = {
      date: '2026-12-02',
      time_zone: 'Europe/Moscow',
      more: false,
      items: [
        {
          appointment_id: 1,
          starts_at: '2026-12-02T09:00:00+03:00',
          client_name: 'Иван Петров',
          client_phone: '+79161112233',
          service_name: 'Стрижка',
          status: 'confirmed',
        },
        {
          appointment_id: 2,
          starts_at: '2026-12-02T11:30:00+03:00',
          client_name: 'Ольга',
          client_phone: null,
          service_name: null,
          status: 'planned',
        },
      ],
    };

    it("lists the day's bookings in order, with a button to the day", () => {
      const ru = renderNotification('master_agenda', agenda, 'ru', BASE);
      expect(ru.text).toBe(
        'Ваши записи на сегодня, 02.12.2026 (Europe/Moscow):\n09:00 — Иван Петров, +79161112233, Стрижка (подтверждена)\n11:30 — Ольга',
      );
      expect(rows(ru)).toEqual([
        [{ text: 'Открыть день', web_app: { url: 'https://app.test/calendar/day?date=2026-12-02' } }],
      ]);
      expect(renderNotification('master_agenda', { ...agenda, more: true }, 'en', BASE).text).toBe(
        'Your bookings today, 2026-12-02 (Europe/Moscow):\n09:00 — Иван Петров, +79161112233, Стрижка (confirmed)\n11:30 — Ольга' +
          '\n…and more: open the day in the app.',
      );
    });

    it('says so when the day is free', () => {
      expect(renderNotification('master_agenda', { ...agenda, items: [] }, 'ru', BASE).text).toBe(
        'На сегодня, 02.12.2026, записей нет.',
      );
      expect(renderNotification('master_agenda', { ...agenda, items: [] }, 'en', BASE).text).toBe(
        'No bookings today, 2026-12-02.',
      );
    });
  });
});

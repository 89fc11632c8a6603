import type { NotificationPayloads } from '../../src/notifications/notification-kinds';
import { renderNotification } from './render';

const BASE = 'https://app.test';
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
type Button = { text: string; web_app?: { url: string }; callback_data?: string };
const buttons = (r: ReturnType<typeof renderNotification>) =>
  (r.reply_markup?.inline_keyboard ?? []).flat() as Button[];
const MASTER_BUTTON = { text: 'Открыть запись', web_app: { url: 'https://app.test/calendar/day?appointment=42' } };
const CLIENT_BUTTON = { text: 'Открыть запись', web_app: { url: 'https://app.test/my-records?appointment=42' } };

describe('booking notices', () => {
  const booked: NotificationPayloads['appointment_booked'] = {
    ...base,
    to: 'master',
    comment: 'Первый раз',
    manual: false,
  };

  it('a new booking tells the master who, what and when (the master zone), with a button to that booking', () => {
    const ru = renderNotification('appointment_booked', booked, 'ru', BASE);
    expect(ru.text).toBe(
      'Новая запись: 01.12.2026 09:00 (Europe/Moscow)\nКлиент: Иван Петров, +79161112233\nУслуга: Стрижка\nКомментарий: Первый раз',
    );
    expect(buttons(ru)).toEqual([MASTER_BUTTON]);
    const en = renderNotification('appointment_booked', { ...booked, comment: null, manual: true }, 'en', BASE);
    expect(en.text).toBe(
      'New booking (added by hand): 2026-12-01 09:00 (Europe/Moscow)\nClient: Иван Петров, +79161112233\nService: Стрижка',
    );
    expect(buttons(en)).toEqual([{ ...MASTER_BUTTON, text: 'Open booking' }]);
  });

  it("in an organization the owner and admins read which master it is for (the salon's side)", () => {
    const p = { ...booked, organization_name: 'Салон Лотос', comment: null };
    expect(renderNotification('appointment_booked', p, 'ru', BASE).text).toBe(
      'Новая запись: 01.12.2026 09:00 (Europe/Moscow)\nКлиент: Иван Петров, +79161112233\nУслуга: Стрижка\nМастер: Анна Смирнова',
    );
  });

  it('the client who booked gets the confirmation: master, time, service, salon, address, phone; a button to it', () => {
    const p: NotificationPayloads['appointment_booked'] = {
      ...booked,
      to: 'client',
      organization_name: 'Салон Лотос',
      address: 'Москва, Тверская 1',
      contact_phone: '+74951234567',
    };
    const ru = renderNotification('appointment_booked', p, 'ru', BASE);
    expect(ru.text).toBe(
      'Вы записаны к мастеру Анна Смирнова на 01.12.2026 09:00 (Europe/Moscow)\nУслуга: Стрижка\nСалон: Салон Лотос' +
        '\nАдрес: Москва, Тверская 1\nТелефон: +74951234567',
    );
    expect(buttons(ru)).toEqual([CLIENT_BUTTON]);
    const en = renderNotification('appointment_booked', { ...p, organization_name: null, address: null }, 'en', BASE);
    expect(en.text).toBe(
      'You are booked with Анна Смирнова for 2026-12-01 09:00 (Europe/Moscow)\nService: Стрижка\nPhone: +74951234567',
    );
  });

  it('a cancellation reads differently for the client (by the master or the salon, with the reason) and the master', () => {
    const p: NotificationPayloads['appointment_cancelled'] = {
      ...base,
      to: 'client',
      cancelled_by: 'master',
      reason: 'Болезнь',
    };
    const toClient = renderNotification('appointment_cancelled', p, 'ru', BASE);
    expect(toClient.text).toBe(
      'Ваша запись к мастеру Анна Смирнова на 01.12.2026 09:00 (Europe/Moscow) отменена мастером\nУслуга: Стрижка\nПричина: Болезнь',
    );
    expect(buttons(toClient)).toEqual([CLIENT_BUTTON]);
    const bySalon = { ...p, cancelled_by: 'organization' as const, organization_name: 'Салон Лотос' };
    expect(renderNotification('appointment_cancelled', bySalon, 'ru', BASE).text).toBe(
      'Ваша запись к мастеру Анна Смирнова на 01.12.2026 09:00 (Europe/Moscow) отменена салоном «Салон Лотос»\nУслуга: Стрижка\nПричина: Болезнь',
    );
    expect(renderNotification('appointment_cancelled', bySalon, 'en', BASE).text).toBe(
      'Your booking with Анна Смирнова for 2026-12-01 09:00 (Europe/Moscow) was cancelled by “Салон Лотос”\nService: Стрижка\nReason: Болезнь',
    );
    const toMaster = renderNotification(
      'appointment_cancelled',
      { ...p, to: 'master', cancelled_by: 'client' },
      'en',
      BASE,
    );
    expect(toMaster.text).toBe(
      'The booking for 2026-12-01 09:00 (Europe/Moscow) was cancelled by the client\nClient: Иван Петров\nService: Стрижка\nReason: Болезнь',
    );
    expect(buttons(toMaster)).toEqual([{ ...MASTER_BUTTON, text: 'Open booking' }]);
    expect(
      renderNotification('appointment_cancelled', { ...p, to: 'master', cancelled_by: 'client' }, 'ru', BASE).text,
    ).toBe(
      'Запись на 01.12.2026 09:00 (Europe/Moscow) отменена (отменил: клиент)\nКлиент: Иван Петров\nУслуга: Стрижка\nПричина: Болезнь',
    );
  });

  it('a move names the old and the new time', () => {
    const p: NotificationPayloads['appointment_rescheduled'] = {
      ...base,
      to: 'client',
      moved_by: 'organization',
      old_starts_at: '2026-11-30T18:30:00+03:00',
    };
    const toClient = renderNotification('appointment_rescheduled', p, 'ru', BASE);
    expect(toClient.text).toBe(
      'Ваша запись к мастеру Анна Смирнова перенесена: 30.11.2026 18:30 → 01.12.2026 09:00 (Europe/Moscow)\nУслуга: Стрижка',
    );
    expect(buttons(toClient)).toEqual([CLIENT_BUTTON]);
    expect(renderNotification('appointment_rescheduled', { ...p, to: 'master' }, 'en', BASE).text).toBe(
      'A booking was moved by the salon: 2026-11-30 18:30 → 2026-12-01 09:00 (Europe/Moscow)\nClient: Иван Петров\nService: Стрижка',
    );
    expect(
      renderNotification('appointment_rescheduled', { ...p, to: 'master', moved_by: 'client' }, 'ru', BASE).text,
    ).toBe(
      'Запись перенесена (перенёс: клиент): 30.11.2026 18:30 → 01.12.2026 09:00 (Europe/Moscow)\nКлиент: Иван Петров\nУслуга: Стрижка',
    );
  });

  it('keeps a base path of WEBAPP_URL in the buttons', () => {
    const r = renderNotification('appointment_booked', booked, 'ru', 'https://host.test/app/');
    expect(buttons(r)[0].web_app?.url).toBe('https://host.test/app/calendar/day?appointment=42');
  });
});

import type { WaitlistOfferNotice } from '../../src/notifications/notification-kinds';
import { renderNotification } from './render';

const offer: WaitlistOfferNotice = {
  offer_id: 7,
  starts_at: '2026-12-02T10:00:00+03:00',
  time_zone: 'Europe/Moscow',
  master_name: 'Анна Смирнова',
  service_name: 'Маникюр',
  organization_name: 'Салон Лотос',
};

describe('waitlist notices', () => {
  it('an offer: master, service, salon and the local time, with «Записаться» naming the offer', () => {
    const ru = renderNotification('waitlist_offer', offer, 'ru', 'https://app.test');
    expect(ru.text).toBe(
      'Освободилось время у мастера Анна Смирнова: 02.12.2026 10:00 (Europe/Moscow)\nУслуга: Маникюр\nСалон: Салон Лотос\n' +
        'Запишется тот, кто нажмёт первым.',
    );
    expect(ru.reply_markup?.inline_keyboard).toEqual([[{ text: 'Записаться', callback_data: 'wl:take:7' }]]);
    const en = renderNotification('waitlist_offer', { ...offer, organization_name: null }, 'en-GB', 'https://app.test');
    expect(en.text).toBe(
      'A time opened up with Анна Смирнова: 2026-12-02 10:00 (Europe/Moscow)\nService: Маникюр\nWhoever taps first gets it.',
    );
    expect(en.reply_markup?.inline_keyboard[0][0]).toEqual({ text: 'Book', callback_data: 'wl:take:7' });
  });

  it('gone: no button, and the client still waits', () => {
    const ru = renderNotification('waitlist_offer_gone', offer, null, 'https://app.test');
    expect(ru.text).toBe(
      'Время 02.12.2026 10:00 (Europe/Moscow) у мастера Анна Смирнова уже занято.\nУслуга: Маникюр\n' +
        'Вы остаётесь в листе ожидания: напишем, если освободится другое время.',
    );
    expect(ru.reply_markup).toBeUndefined();
  });
});

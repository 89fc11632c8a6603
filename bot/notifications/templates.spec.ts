import { renderNotification } from './render';
import { ownTextWithSeries } from './templates';

const series = { series_id: 3, every_weeks: 1, starts: ['2026-12-01T10:00:00+03:00', '2026-12-08T10:00:00+03:00'] };

describe('own notification texts in the bot', () => {
  it('a booking of repeating visits keeps their list under the own text; other notices are left as they are', () => {
    expect(ownTextWithSeries('appointment_booked', { series }, 'Ждём вас', 'ru')).toBe(
      'Ждём вас\nПовторяющиеся визиты, каждую неделю (2):\n• 01.12.2026 10:00\n• 08.12.2026 10:00',
    );
    expect(ownTextWithSeries('appointment_reminder', { series }, 'Ждём вас', 'ru')).toBe('Ждём вас');
    expect(ownTextWithSeries('appointment_booked', {}, 'Ждём вас', 'ru')).toBe('Ждём вас');
    expect(ownTextWithSeries('appointment_booked', { series }, 'я'.repeat(4090), 'ru')).toBe('я'.repeat(4090));
  });

  it('the owner is told a text could not be used, with a button to the texts', () => {
    const m = renderNotification(
      'notification_template_broken',
      { kind: 'reminder', lang: 'ru' },
      'ru',
      'https://x.test',
    );
    expect(m.text).toMatch(/^Ваш текст уведомления «Напоминание» \(ru\) не удалось применить/);
    expect(m.reply_markup?.inline_keyboard[0][0]).toMatchObject({
      text: 'Тексты уведомлений',
      web_app: { url: expect.stringContaining('/notification-templates') },
    });
  });
});

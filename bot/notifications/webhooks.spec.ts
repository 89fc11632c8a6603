import { renderNotification } from './render';

describe('webhook notices', () => {
  it('the owner hears that a webhook failing for a day was turned off, with a button to «API и вебхуки»', () => {
    const payload = { url: 'https://crm.example.com/hooks', business_name: 'Салон Лотос' };
    const ru = renderNotification('webhook_disabled', payload, 'ru', 'https://app.test');
    expect(ru.text).toBe(
      'Вебхук «Салон Лотос» отключён: адрес https://crm.example.com/hooks не принимал события 24 часа. ' +
        'Проверьте сервер и создайте вебхук заново в разделе «API и вебхуки».',
    );
    const button = ru.reply_markup?.inline_keyboard[0][0] as { text: string; web_app: { url: string } };
    expect(button.text).toBe('API и вебхуки');
    expect(button.web_app.url).toContain('integrations');
    expect(renderNotification('webhook_disabled', payload, 'en', 'https://app.test').text).toContain('turned off');
  });
});

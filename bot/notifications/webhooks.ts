import { InlineKeyboard } from 'grammy';
import { webappUrl } from '../keyboards/webapp';
import type { Lang } from '../locales';
import type { NoticeRenderer } from './rendered';

const TEXTS: Record<Lang, { disabled: (url: string, business: string) => string; open: string }> = {
  ru: {
    disabled: (url, business) =>
      `Вебхук «${business}» отключён: адрес ${url} не принимал события 24 часа. ` +
      'Проверьте сервер и создайте вебхук заново в разделе «API и вебхуки».',
    open: 'API и вебхуки',
  },
  en: {
    disabled: (url, business) =>
      `A webhook of «${business}» was turned off: ${url} has not accepted events for 24 hours. ` +
      'Check the server and create the webhook again under «API and webhooks».',
    open: 'API and webhooks',
  },
};

/** The owner: their webhook failed for a day and the product stopped sending to it. */
export const renderWebhookDisabled: NoticeRenderer<'webhook_disabled'> = (p, _t, base, lang) => ({
  text: TEXTS[lang].disabled(p.url, p.business_name),
  reply_markup: new InlineKeyboard().webApp(TEXTS[lang].open, webappUrl(base, '/integrations')),
});

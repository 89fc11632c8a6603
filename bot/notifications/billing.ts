import { InlineKeyboard } from 'grammy';
import { billingTexts } from '../locales/billing';
import { webappUrl } from '../keyboards/webapp';
import type { Lang } from '../locales';
import type { NoticeRenderer } from './rendered';

/** 'DD.MM.YYYY' (ru) or 'YYYY-MM-DD' (en) of an instant, in UTC (a paid period is a Telegram instant). */
const dateOf = (iso: string, lang: Lang): string => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return lang === 'ru' ? `${d}.${m}.${y}` : `${y}-${m}-${d}`;
};

const tariff = (lang: Lang, base: string) =>
  new InlineKeyboard().webApp(billingTexts(lang).openTariff, webappUrl(base, '/tariff'));

export const renderPaymentReceived: NoticeRenderer<'billing_payment_received'> = (p, _t, base, lang) => ({
  text: billingTexts(lang).paid(p.plan, p.business_name, dateOf(p.paid_until, lang), p.renewal),
  reply_markup: tariff(lang, base),
});

export const renderGrace: NoticeRenderer<'billing_grace'> = (p, _t, base, lang) => ({
  text: billingTexts(lang).grace(p.plan, p.business_name, dateOf(p.grace_until, lang), p.day),
  reply_markup: tariff(lang, base),
});

export const renderRecordsUsage: NoticeRenderer<'billing_records_usage'> = (p, _t, base, lang) => ({
  text: billingTexts(lang).usage(p.business_name, p.percent, p.used, p.limit),
  reply_markup: tariff(lang, base),
});

export const renderRefunded: NoticeRenderer<'billing_refunded'> = (p, _t, base, lang) => ({
  text: billingTexts(lang).refunded(p.plan, p.business_name, p.amount),
  reply_markup: tariff(lang, base),
});

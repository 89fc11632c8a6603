import { InlineKeyboard } from 'grammy';
import type { NotificationPayloads } from '../../src/notifications/notification-kinds';
import { depositTexts } from '../locales/deposits';
import { depositRefundData } from '../keyboards/deposit';
import { webappUrl } from '../keyboards/webapp';
import { bookingScreenUrl, localTime } from './notice-format';
import type { NoticeRenderer } from './rendered';

type P = NotificationPayloads['deposit_pay_prompt'];

/** «Стрижка, 01.12.2026 09:00» */
const whatOf = (p: Pick<P, 'service_name' | 'starts_at' | 'master_name'>, lang: 'ru' | 'en') =>
  `${[p.service_name, p.master_name].filter(Boolean).join(' · ')}, ${localTime(p.starts_at, lang)}`;

export const renderPayPrompt: NoticeRenderer<'deposit_pay_prompt'> = (p, _t, _base, lang) => ({
  text: depositTexts(lang).payPrompt(whatOf(p, lang), p.amount, localTime(p.hold_until, lang)),
  reply_markup: new InlineKeyboard().url(depositTexts(lang).pay(p.amount), p.invoice_url),
});

export const renderConflict: NoticeRenderer<'deposit_conflict'> = (p, _t, base, lang) => {
  const t = depositTexts(lang);
  if (p.to === 'client') {
    return {
      text: t.conflictClient(whatOf(p, lang), p.amount),
      reply_markup: p.book_again_path
        ? new InlineKeyboard().webApp(t.pickAnother, webappUrl(base, p.book_again_path))
        : undefined,
    };
  }
  return {
    text: t.conflictBusiness(whatOf(p, lang), p.amount, p.client_name ?? '—'),
    reply_markup: new InlineKeyboard().webApp(t.openBooking, bookingScreenUrl(base, 'master', p.appointment_id)),
  };
};

export const renderRefundDue: NoticeRenderer<'deposit_refund_due'> = (p, _t, base, lang) => {
  const t = depositTexts(lang);
  return {
    text: t.refundDue(whatOf(p, lang), p.amount, p.client_name ?? '—', p.reason === 'conflict'),
    reply_markup: new InlineKeyboard()
      .text(t.refundDone, depositRefundData(p.appointment_id))
      .row()
      .webApp(t.openBooking, bookingScreenUrl(base, 'master', p.appointment_id)),
  };
};

export const renderExtraPayment: NoticeRenderer<'deposit_extra_payment'> = (p, _t, base, lang) => {
  const t = depositTexts(lang);
  if (p.to === 'client') return { text: t.extraClient(whatOf(p, lang), p.amount) };
  return {
    text: t.extraBusiness(whatOf(p, lang), p.amount, p.client_name ?? '—'),
    reply_markup: new InlineKeyboard().webApp(t.openBooking, bookingScreenUrl(base, 'master', p.appointment_id)),
  };
};

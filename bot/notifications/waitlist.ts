import type { InlineKeyboardMarkup } from 'grammy/types';
import type { WaitlistOfferNotice } from '../../src/notifications/notification-kinds';
import type { Lang, Locale } from '../locales';
import { takeOfferKeyboard } from '../keyboards/waitlist';
import { localTime } from './notice-format';

/**
 * Waitlist notices: a freed time offered with «Записаться», and the word that someone else
 * took it; plus the answers to a tap (bot/features/waitlist-offers.ts). Times are the master's local ones.
 */

const when = (iso: string, zone: string, lang: Lang) => `${localTime(iso, lang)} (${zone})`;
const line = (label: string, value: string | null) => (value ? `\n${label}: ${value}` : '');

export interface WaitlistTexts {
  offer: (p: WaitlistOfferNotice, time: string) => string;
  gone: (p: WaitlistOfferNotice, time: string) => string;
  take: string;
  booked: (time: string) => string;
  bookedShort: string;
  goneShort: string;
  goneNote: string;
  passed: string;
  alreadyYours: string;
  notYours: string;
  notRegistered: string;
  blocked: string;
  phoneRequired: string;
  failed: string;
}

const ru: WaitlistTexts = {
  offer: (p, time) =>
    `Освободилось время у мастера ${p.master_name}: ${time}` +
    line('Услуга', p.service_name) +
    line('Салон', p.organization_name) +
    '\nЗапишется тот, кто нажмёт первым.',
  gone: (p, time) =>
    `Время ${time} у мастера ${p.master_name} уже занято.` +
    line('Услуга', p.service_name) +
    '\nВы остаётесь в листе ожидания: напишем, если освободится другое время.',
  take: 'Записаться',
  booked: (time) => `Вы записаны на ${time}`,
  bookedShort: 'Вы записаны',
  goneShort: 'Это время уже занято',
  goneNote: 'Это время уже занято. Вы остаётесь в листе ожидания.',
  passed: 'Это время уже прошло',
  alreadyYours: 'Вы уже записаны на это время',
  notYours: 'Это предложение адресовано не вам',
  notRegistered: 'Сначала зарегистрируйтесь в приложении',
  blocked: 'Ваш аккаунт заблокирован',
  phoneRequired: 'Укажите номер телефона в профиле',
  failed: 'Не удалось записаться, попробуйте в приложении',
};

const en: WaitlistTexts = {
  offer: (p, time) =>
    `A time opened up with ${p.master_name}: ${time}` +
    line('Service', p.service_name) +
    line('Salon', p.organization_name) +
    '\nWhoever taps first gets it.',
  gone: (p, time) =>
    `The time ${time} with ${p.master_name} has been taken.` +
    line('Service', p.service_name) +
    '\nYou are still on the waitlist: we will write if another time opens up.',
  take: 'Book',
  booked: (time) => `You are booked for ${time}`,
  bookedShort: 'You are booked',
  goneShort: 'This time has been taken',
  goneNote: 'This time has been taken. You are still on the waitlist.',
  passed: 'This time has passed',
  alreadyYours: 'You are already booked for this time',
  notYours: 'This offer is not for you',
  notRegistered: 'Please register in the app first',
  blocked: 'Your account is blocked',
  phoneRequired: 'Add your phone number to your profile',
  failed: 'Could not book, please try in the app',
};

export const waitlistTexts = (lang: Lang): WaitlistTexts => (lang === 'en' ? en : ru);

/** The offered time in the master's zone, for a tap's answer. */
export const offeredTime = (iso: string, zone: string, lang: Lang) => when(iso, zone, lang);

interface Rendered {
  text: string;
  reply_markup?: InlineKeyboardMarkup;
}

export function renderWaitlistOffer(p: WaitlistOfferNotice, _t: Locale, _base: string, lang: Lang): Rendered {
  const x = waitlistTexts(lang);
  return {
    text: x.offer(p, when(p.starts_at, p.time_zone, lang)),
    reply_markup: takeOfferKeyboard(x.take, p.offer_id),
  };
}

export function renderWaitlistOfferGone(p: WaitlistOfferNotice, _t: Locale, _base: string, lang: Lang): Rendered {
  return { text: waitlistTexts(lang).gone(p, when(p.starts_at, p.time_zone, lang)) };
}

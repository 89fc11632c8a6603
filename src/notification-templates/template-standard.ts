import type { TemplateKind, TemplateLang, TemplateValues } from './template-text';

/**
 * The standard texts written with placeholders: what the mini app shows beside each kind and what an own
 * text starts from. They say what the product's notices say (bot/notifications); a notice without an own
 * text keeps the product's renderer, which also leaves out the lines a booking has no value for.
 */
export const STANDARD_TEXTS: Record<TemplateKind, Record<TemplateLang, string>> = {
  booked: {
    ru: 'Вы записаны к мастеру {master_name} на {date} {time}\nУслуга: {service}\nАдрес: {address}',
    en: 'You are booked with {master_name} for {date} {time}\nService: {service}\nAddress: {address}',
  },
  reminder: {
    ru:
      '⏰ Напоминание о записи на {date} {time}\nМастер: {master_name}\nУслуга: {service}\nАдрес: {address}' +
      '\n\nПодтвердите, что придёте, или отмените запись, если планы изменились.',
    en:
      '⏰ Reminder: your booking on {date} {time}\nMaster: {master_name}\nService: {service}\nAddress: {address}' +
      '\n\nPlease confirm you will come, or cancel if your plans have changed.',
  },
  moved: {
    ru: 'Ваша запись к мастеру {master_name} перенесена на {date} {time}\nУслуга: {service}',
    en: 'Your booking with {master_name} was moved to {date} {time}\nService: {service}',
  },
  cancelled: {
    ru: 'Ваша запись к мастеру {master_name} на {date} {time} отменена\nУслуга: {service}',
    en: 'Your booking with {master_name} for {date} {time} was cancelled\nService: {service}',
  },
  waitlist_offer: {
    ru: 'Освободилось время у мастера {master_name}: {date} {time}\nУслуга: {service}\nЗапишется тот, кто нажмёт первым.',
    en: 'A time opened up with {master_name}: {date} {time}\nService: {service}\nWhoever taps first gets it.',
  },
  review_request: {
    ru: 'Как прошёл визит к {master_name}? {service}, {date}',
    en: 'How was your visit to {master_name}? {service}, {date}',
  },
  deposit_pay: {
    ru: 'Запись {service} · {master_name}, {date} {time} ждёт предоплаты {price}. После оплаты запись подтвердится.',
    en: 'Your booking {service} · {master_name}, {date} {time} awaits a deposit of {price}. Once paid, it is confirmed.',
  },
};

/** The booking a preview is rendered with. */
export const SAMPLE_VALUES: Record<TemplateLang, TemplateValues> = {
  ru: {
    client_name: 'Анна Смирнова',
    master_name: 'Мария Иванова',
    service: 'Стрижка',
    starts_at: '2026-12-01T15:30:00+03:00',
    address: 'ул. Тверская, 7',
    business_name: 'Салон «Локон»',
    price: 1500,
  },
  en: {
    client_name: 'Anna Smith',
    master_name: 'Maria Ivanova',
    service: 'Haircut',
    starts_at: '2026-12-01T15:30:00+03:00',
    address: '7 Tverskaya St',
    business_name: 'Lokon salon',
    price: 1500,
  },
};

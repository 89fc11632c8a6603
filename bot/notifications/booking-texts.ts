import type { NotificationPayloads } from '../../src/notifications/notification-kinds';
import { clientWithPhone, line } from './notice-format';

type P<K extends keyof NotificationPayloads> = NotificationPayloads[K];

/** The texts of the booking notices, one set per language (each person reads them in their own). */
export interface BookingTexts {
  bookedForMaster: (p: P<'appointment_booked'>, time: string) => string;
  bookedForClient: (p: P<'appointment_booked'>, time: string) => string;
  cancelledForMaster: (p: P<'appointment_cancelled'>, time: string) => string;
  cancelledForClient: (p: P<'appointment_cancelled'>, time: string) => string;
  movedForMaster: (p: P<'appointment_rescheduled'>, from: string, to: string) => string;
  movedForClient: (p: P<'appointment_rescheduled'>, from: string, to: string) => string;
  open: string;
}

const who = { client: 'клиент', master: 'мастер', organization: 'администратор салона' } as const;
const whoEn = { client: 'the client', master: 'the master', organization: 'the salon' } as const;

/** The master's name, only where the reader may have several (an organization's owner and admins). */
const masterLine = (label: string, p: { organization_name: string | null; master_name: string }) =>
  p.organization_name ? line(label, p.master_name) : '';

export const ru: BookingTexts = {
  bookedForMaster: (p, time) =>
    `Новая запись${p.manual ? ' (добавлена вручную)' : ''}: ${time}` +
    line('Клиент', clientWithPhone(p)) +
    line('Услуга', p.service_name) +
    masterLine('Мастер', p) +
    line('Комментарий', p.comment),
  bookedForClient: (p, time) =>
    `Вы записаны к мастеру ${p.master_name} на ${time}` +
    line('Услуга', p.service_name) +
    line('Салон', p.organization_name) +
    line('Адрес', p.address) +
    line('Телефон', p.contact_phone),
  cancelledForMaster: (p, time) =>
    `Запись на ${time} отменена (отменил: ${who[p.cancelled_by]})` +
    line('Клиент', p.client_name) +
    line('Услуга', p.service_name) +
    masterLine('Мастер', p) +
    line('Причина', p.reason),
  cancelledForClient: (p, time) =>
    `Ваша запись к мастеру ${p.master_name} на ${time} отменена ` +
    (p.cancelled_by === 'organization'
      ? `салоном${p.organization_name ? ` «${p.organization_name}»` : ''}`
      : 'мастером') +
    line('Услуга', p.service_name) +
    line('Причина', p.reason),
  movedForMaster: (p, from, to) =>
    `Запись перенесена (перенёс: ${who[p.moved_by]}): ${from} → ${to}` +
    line('Клиент', p.client_name) +
    line('Услуга', p.service_name) +
    masterLine('Мастер', p),
  movedForClient: (p, from, to) =>
    `Ваша запись к мастеру ${p.master_name} перенесена: ${from} → ${to}` + line('Услуга', p.service_name),
  open: 'Открыть запись',
};

export const en: BookingTexts = {
  bookedForMaster: (p, time) =>
    `New booking${p.manual ? ' (added by hand)' : ''}: ${time}` +
    line('Client', clientWithPhone(p)) +
    line('Service', p.service_name) +
    masterLine('Master', p) +
    line('Comment', p.comment),
  bookedForClient: (p, time) =>
    `You are booked with ${p.master_name} for ${time}` +
    line('Service', p.service_name) +
    line('Salon', p.organization_name) +
    line('Address', p.address) +
    line('Phone', p.contact_phone),
  cancelledForMaster: (p, time) =>
    `The booking for ${time} was cancelled by ${whoEn[p.cancelled_by]}` +
    line('Client', p.client_name) +
    line('Service', p.service_name) +
    masterLine('Master', p) +
    line('Reason', p.reason),
  cancelledForClient: (p, time) =>
    `Your booking with ${p.master_name} for ${time} was cancelled by ` +
    (p.cancelled_by === 'organization'
      ? p.organization_name
        ? `“${p.organization_name}”`
        : 'the salon'
      : 'the master') +
    line('Service', p.service_name) +
    line('Reason', p.reason),
  movedForMaster: (p, from, to) =>
    `A booking was moved by ${whoEn[p.moved_by]}: ${from} → ${to}` +
    line('Client', p.client_name) +
    line('Service', p.service_name) +
    masterLine('Master', p),
  movedForClient: (p, from, to) =>
    `Your booking with ${p.master_name} was moved: ${from} → ${to}` + line('Service', p.service_name),
  open: 'Open booking',
};

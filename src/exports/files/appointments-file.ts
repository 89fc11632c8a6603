import type { DataSource } from 'typeorm';
import { addDays } from '../../time-core/calendar-date';
import { instantFormatter, localToInstant } from '../../time-core/zone';
import { viewParams, type BusinessView } from '../../access/business-view';
import { APPOINTMENTS_PAGE_SQL, DEPOSITS_IN_RANGE_SQL, type AppointmentExportRow } from '../export.sql';
import type { Column, TableFile } from './table-file';

/** Rows read per statement: a page is small in memory and the reads stay few (25 for 50,000 bookings). */
export const PAGE_SIZE = 2000;

const STATUS_TEXT: Record<string, string> = {
  planned: 'Запланирована',
  confirmed: 'Подтверждена',
  completed: 'Состоялась',
  no_show: 'Неявка',
  cancelled: 'Отменена',
  awaiting_payment: 'Ждёт предоплаты',
};

const DEPOSIT_TEXT: Record<string, string> = {
  awaiting: 'Не оплачена',
  paid: 'Оплачена',
  refund_due: 'К возврату',
  refunded: 'Возвращена',
  retained: 'Удержана',
};

/** Shown after the others only when a booking of the file asks for a deposit, so a business without them sees none. */
const DEPOSIT_COLUMNS: Column[] = [
  { header: 'Предоплата, ₽', width: 14 },
  { header: 'Статус предоплаты', width: 18 },
];

export const APPOINTMENT_COLUMNS: Column[] = [
  { header: 'Дата', width: 12 },
  { header: 'Время', width: 8 },
  { header: 'Мастер', width: 24 },
  { header: 'Услуга', width: 24 },
  { header: 'Клиент', width: 24 },
  { header: 'Телефон', width: 16 },
  { header: 'Статус', width: 16 },
  { header: 'Цена', width: 10 },
  { header: 'Комментарий', width: 32 },
  { header: 'Источник', width: 10 },
];

/**
 * One row per booking of the view whose local start date lies in [from, to] (no lapsed holds nor payment
 * conflicts: see business-view.ts), oldest first, read a page at
 * a time by its (start, id) key and written as it is read.
 */
export async function writeAppointments(
  db: DataSource,
  file: TableFile,
  view: BusinessView,
  from: string,
  to: string,
): Promise<void> {
  const zone = view.timeZone;
  const start = new Date(localToInstant(from, 0, zone)).toISOString();
  const end = new Date(localToInstant(addDays(to, 1), 0, zone)).toISOString();
  const sql = APPOINTMENTS_PAGE_SQL(view);
  const format = instantFormatter(zone);
  const [{ has_deposits: deposits }] = await db.query<{ has_deposits: boolean }[]>(DEPOSITS_IN_RANGE_SQL(view), [
    ...viewParams(view),
    start,
    end,
  ]);
  file.sheet('Записи', deposits ? [...APPOINTMENT_COLUMNS, ...DEPOSIT_COLUMNS] : APPOINTMENT_COLUMNS);
  let after: [string, number] = ['-infinity', 0];
  for (;;) {
    const rows: AppointmentExportRow[] = await db.query(sql, [...viewParams(view), start, end, ...after, PAGE_SIZE]);
    for (const r of rows) {
      const local = format(r.starts_ms);
      const deposit = deposits
        ? [r.deposit_amount, r.deposit_status === null ? null : (DEPOSIT_TEXT[r.deposit_status] ?? r.deposit_status)]
        : [];
      file.row([
        local.slice(0, 10),
        local.slice(11, 16),
        r.master_name,
        r.service_name,
        r.client_name,
        r.client_phone,
        STATUS_TEXT[r.status] ?? r.status,
        r.price,
        r.comment,
        r.manual ? 'Вручную' : 'Онлайн',
        ...deposit,
      ]);
    }
    if (rows.length < PAGE_SIZE) return;
    const last = rows[rows.length - 1];
    after = [new Date(last.starts_ms).toISOString(), last.id];
  }
}

import type { ClientsService } from '../../clients/clients.service';
import type { BusinessView } from '../../access/business-view';
import type { Column, TableFile } from './table-file';

/** Clients read per statement. */
const PAGE_SIZE = 1000;

export const CLIENT_COLUMNS: Column[] = [
  { header: 'Клиент', width: 26 },
  { header: 'Телефон', width: 16 },
  { header: 'Визиты', width: 8 },
  { header: 'Неявки', width: 8 },
  { header: 'Отмены', width: 8 },
  { header: 'Потрачено, ₽', width: 12 },
  { header: 'Первый визит', width: 17 },
  { header: 'Последний визит', width: 17 },
  { header: 'Следующая запись', width: 17 },
  { header: 'Заметка', width: 32 },
  { header: 'Теги', width: 20 },
];

/** '2026-11-02T10:00:00+03:00' -> '2026-11-02 10:00' (the view's local time). */
const local = (iso: string | null) => (iso === null ? null : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`);

/** The client base of the view by name, a window at a time, each client as the list shows them. */
export async function writeClients(clients: ClientsService, file: TableFile, view: BusinessView): Promise<void> {
  file.sheet('Клиенты', CLIENT_COLUMNS);
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const rows = await clients.rows(view, { sort: 'name', limit: PAGE_SIZE, offset });
    for (const c of rows) {
      file.row([
        c.name,
        c.phone,
        c.visits,
        c.no_shows,
        c.cancelled,
        c.total_spent,
        local(c.first_visit),
        local(c.last_visit),
        local(c.next_booking),
        c.note,
        c.tags.length > 0 ? c.tags.join(', ') : null,
      ]);
    }
    if (rows.length < PAGE_SIZE) return;
  }
}

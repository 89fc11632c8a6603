import { PDFParse } from 'pdf-parse';
import { makeSchedule } from '../factories/schedules';
import { Made, makeAppointment, makeMaster, makeService, makeUser } from '../factories';
import { setNow } from './appointments-support';
import { auth, createTestApp, type TestApp } from '../support/test-app';
import { csvLines, download, exportOf, makeFiles, requestExport, xlsxRows, xlsxSheetNames } from './exports-support';

// The week of Monday 2026-11-02 in Moscow against the week before; "now" is a month later.
const NOW = '2026-12-03T12:00:00+03:00';
const WEEK = { from: '2026-11-02', to: '2026-11-08' };

describe('exports of the report and the client base: the same figures as the API, in xlsx, csv and pdf', () => {
  let t: TestApp;
  let master: Made;
  let anna: Made;

  beforeAll(async () => {
    t = await createTestApp({ exportRunner: false });
    setNow(t, NOW);
    master = await makeMaster(t.db);
    await makeSchedule(t.db, master.user.id);
    anna = await makeUser(t.db, 'client', { firstName: 'Анна', lastName: 'Смирнова', phone: '+79161234567' });
    const cut = await makeService(t.db, { masterId: master.user.id }, { name: 'Стрижка', price: 2000 });
    const dye = await makeService(t.db, { masterId: master.user.id }, { name: 'Окрашивание', price: 1500 });
    const m = master.user.id;
    const olga = { clientId: null, clientName: 'Ольга', clientPhone: '+79035556677' };
    // the week before: one visit of Anna for 1000
    await makeAppointment(
      t.db,
      {
        masterId: m,
        clientId: anna.user.id,
        serviceId: cut.id,
        price: 1000,
        startsAt: new Date('2026-10-27T07:00:00Z'),
      },
      'completed',
    );
    // the week: two visits (3500), a no-show, a cancellation
    await makeAppointment(
      t.db,
      {
        masterId: m,
        clientId: anna.user.id,
        serviceId: cut.id,
        price: 2000,
        startsAt: new Date('2026-11-02T07:00:00Z'),
      },
      'completed',
    );
    await makeAppointment(
      t.db,
      { masterId: m, ...olga, serviceId: dye.id, price: 1500, startsAt: new Date('2026-11-02T09:00:00Z') },
      'completed',
    );
    await makeAppointment(
      t.db,
      { masterId: m, ...olga, serviceId: cut.id, price: 2000, startsAt: new Date('2026-11-04T07:00:00Z') },
      'no_show',
    );
    await makeAppointment(
      t.db,
      {
        masterId: m,
        clientId: anna.user.id,
        serviceId: cut.id,
        price: 2000,
        startsAt: new Date('2026-11-05T07:00:00Z'),
      },
      'cancelled',
    );
  });
  afterAll(() => t.close());

  async function made(body: object) {
    const res = await requestExport(t, master.tg, body).expect(202);
    await makeFiles(t);
    const e = (await exportOf(t, master.tg, res.body.id).expect(200)).body;
    expect(e.status).toBe('ready');
    return { export: e, file: (await download(t, e.download_url).expect(200)).body as Buffer };
  }

  it('report as xlsx: totals against the week before, by master, by service, by day', async () => {
    const { export: e, file } = await made({ kind: 'report', format: 'xlsx', ...WEEK });
    expect(e.file_name).toBe('Отчёт_2026-11-02_2026-11-08.xlsx');
    expect(await xlsxSheetNames(file)).toEqual(['Итоги', 'По мастерам', 'По услугам', 'По дням']);
    const totals = await xlsxRows(file, 'Итоги');
    expect(totals[0]).toEqual(['Показатель', '02.11.2026 — 08.11.2026', '26.10.2026 — 01.11.2026', 'Изменение']);
    expect(totals.slice(1, 9)).toEqual([
      ['Записи', 4, 1, 3],
      ['Визиты', 2, 1, 1],
      ['Отмены', 1, 0, 1],
      ['Неявки', 1, 0, 1],
      ['Выручка, ₽', 3500, 1000, 2500],
      ['Средний чек, ₽', 1750, 1000, 750],
      ['Доля отмен', 0.25, 0, 0.25],
      ['Доля неявок', 0.3333, 0, 0.3333],
    ]);
    // the rest as the report answers it
    const { body: report } = await t.http
      .get(`/api/statistics/report?from=${WEEK.from}&to=${WEEK.to}`)
      .set(auth(master.tg))
      .expect(200);
    expect(totals[9].slice(0, 3)).toEqual(['Загрузка', report.totals.occupancy, report.previous_totals.occupancy]);
    expect(await xlsxRows(file, 'По услугам')).toEqual([
      ['Услуга', 'Визиты', 'Выручка, ₽'],
      ['Стрижка', 1, 2000],
      ['Окрашивание', 1, 1500],
    ]);
    const days = await xlsxRows(file, 'По дням');
    expect(days).toHaveLength(8);
    expect(days.slice(1, 5)).toEqual([
      ['2026-11-02', 2, 2, 3500],
      ['2026-11-03', 0, 0, 0],
      ['2026-11-04', 1, 0, 0],
      ['2026-11-05', 1, 0, 0],
    ]);
    const byMaster = await xlsxRows(file, 'По мастерам');
    expect(byMaster[1].slice(0, 6)).toEqual([`${master.user.firstName} ${master.user.lastName}`, 4, 2, 1, 1, 3500]);
  });

  it('report as csv: the sections one under another, each with its title', async () => {
    const { file } = await made({ kind: 'report', format: 'csv', ...WEEK });
    const lines = csvLines(file);
    expect(lines.slice(0, 3)).toEqual([
      ['Итоги'],
      ['Показатель', '02.11.2026 — 08.11.2026', '26.10.2026 — 01.11.2026', 'Изменение'],
      ['Записи', '4', '1', '3'],
    ]);
    expect(lines).toContainEqual(['Средний чек, ₽', '1750', '1000', '750']);
    expect(lines).toContainEqual(['Доля неявок', '0,3333', '0', '0,3333']);
    const services = lines.findIndex((l) => l[0] === 'По услугам');
    expect(lines.slice(services - 1, services + 4)).toEqual([
      [],
      ['По услугам'],
      ['Услуга', 'Визиты', 'Выручка, ₽'],
      ['Стрижка', '1', '2000'],
      ['Окрашивание', '1', '1500'],
    ]);
  });

  it('report as pdf: Russian text on one or two pages', async () => {
    const { export: e, file } = await made({ kind: 'report', format: 'pdf', ...WEEK });
    expect(e.file_name).toBe('Отчёт_2026-11-02_2026-11-08.pdf');
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    const parsed = await new PDFParse({ data: new Uint8Array(file) }).getText();
    expect(parsed.total).toBeLessThanOrEqual(2);
    const text = parsed.text.replace(/\s+/g, ' ');
    expect(text).toContain('Отчёт за 02.11.2026 — 08.11.2026');
    expect(text).toContain('Выручка по дням, ₽');
    expect(text).toMatch(/Выручка, ₽ 3 500 1 000/);
    expect(text).toMatch(/Доля неявок 33,3% 0%/);
    expect(text).toMatch(/Стрижка 1 2 000/);
    expect(text).toMatch(/Окрашивание 1 1 500/);
  });

  it('the client base as xlsx, with the private note and tags', async () => {
    const { body: list } = await t.http.get('/api/clients?sort=name').set(auth(master.tg)).expect(200);
    const annaKey = list.items.find((c: { name: string }) => c.name === 'Анна Смирнова').key;
    await t.http
      .put(`/api/clients/${annaKey}/note`)
      .set(auth(master.tg))
      .send({ note: 'Любит кофе', tags: ['VIP', 'утро'] })
      .expect(200);
    const { export: e, file } = await made({ kind: 'clients', format: 'xlsx' });
    expect(e.file_name).toBe('Клиенты_2026-12-03.xlsx');
    expect(await xlsxRows(file)).toEqual([
      [
        'Клиент',
        'Телефон',
        'Визиты',
        'Неявки',
        'Отмены',
        'Потрачено, ₽',
        'Первый визит',
        'Последний визит',
        'Следующая запись',
        'Заметка',
        'Теги',
      ],
      [
        'Анна Смирнова',
        '+79161234567',
        2,
        0,
        1,
        3000,
        '2026-10-27 10:00',
        '2026-11-02 10:00',
        null,
        'Любит кофе',
        'VIP, утро',
      ],
      ['Ольга', '+79035556677', 1, 1, 0, 1500, '2026-11-02 12:00', '2026-11-02 12:00', null, null, null],
    ]);
    // a client base of a client: refused
    await requestExport(t, anna.tg, { kind: 'clients', format: 'csv' }).expect(403);
  });
});

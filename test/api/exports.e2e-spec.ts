import type { Organization } from '../../src/organizations/entities/organization.entity';
import type { Service } from '../../src/services/entities/service.entity';
import { at, drain } from '../bot/reminder-support';
import { startBotTest, type BotTest } from '../bot/support';
import { Made, makeAppointment, makeMaster, makeMember, makeOwner, makeService, makeUser } from '../factories';
import type { FakeUpload } from '../support/fake-bot-api';
import { auth } from '../support/test-app';
import { csvLines, download, exportOf, exportRow, makeFiles, requestExport, xlsxRows } from './exports-support';

// Thursday 2026-12-03 12:00 Moscow: "now"; the exports cover November.
const NOW = '2026-12-03T12:00:00+03:00';
const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };
const HEADER = ['Дата', 'Время', 'Мастер', 'Услуга', 'Клиент', 'Телефон', 'Статус', 'Цена', 'Комментарий', 'Источник'];

describe('exports: a file made off the request, delivered into the chat once, downloadable by a signed link', () => {
  let b: BotTest;
  let owner: Made & { org: Organization };
  let admin: Made;
  let maria: Made;
  let oleg: Made;
  let anna: Made;
  let service: Service;

  beforeAll(async () => {
    b = await startBotTest({ exportRunner: false });
    const db = b.t.db;
    owner = await makeOwner(db, { name: 'Салон Лотос' });
    admin = await makeMember(db, owner.org, 'admin');
    maria = await makeMember(
      db,
      owner.org,
      'master',
      await makeUser(db, 'client', { firstName: 'Мария', lastName: 'Иванова' }),
    );
    oleg = await makeMember(
      db,
      owner.org,
      'master',
      await makeUser(db, 'client', { firstName: 'Олег', lastName: 'Петров' }),
    );
    anna = await makeUser(db, 'client', { firstName: 'Анна', lastName: 'Смирнова', phone: '+79161234567' });
    service = await makeService(db, { organizationId: owner.org.id }, { name: 'Маникюр', price: 2000 });
    const org = owner.org.id;
    const base = { organizationId: org, serviceId: service.id };
    // the last minute of October and the first half hour of December (Moscow) are outside November
    await makeAppointment(db, {
      ...base,
      masterId: maria.user.id,
      clientId: anna.user.id,
      startsAt: new Date('2026-10-31T20:59:00Z'),
    });
    await makeAppointment(db, {
      ...base,
      masterId: maria.user.id,
      clientId: anna.user.id,
      startsAt: new Date('2026-11-30T21:30:00Z'),
    });
    await makeAppointment(
      db,
      {
        ...base,
        masterId: maria.user.id,
        clientId: anna.user.id,
        comment: 'Без лака',
        price: 2000,
        startsAt: new Date('2026-11-02T07:00:00Z'),
      },
      'completed',
    );
    await makeAppointment(
      db,
      {
        ...base,
        masterId: oleg.user.id,
        clientId: null,
        clientName: 'Ольга',
        clientPhone: '+79035556677',
        price: 1500,
        startsAt: new Date('2026-11-02T09:30:00Z'),
      },
      'no_show',
    );
    await makeAppointment(
      db,
      {
        ...base,
        masterId: maria.user.id,
        clientId: anna.user.id,
        price: null,
        startsAt: new Date('2026-11-30T20:30:00Z'),
      },
      'cancelled',
    );
  });
  afterAll(() => b.close());
  beforeEach(() => at(b, NOW));

  const MARIA_ROWS = [
    [
      '2026-11-02',
      '10:00',
      'Мария Иванова',
      'Маникюр',
      'Анна Смирнова',
      '+79161234567',
      'Состоялась',
      2000,
      'Без лака',
      'Онлайн',
    ],
    [
      '2026-11-30',
      '23:30',
      'Мария Иванова',
      'Маникюр',
      'Анна Смирнова',
      '+79161234567',
      'Отменена',
      null,
      null,
      'Онлайн',
    ],
  ];
  const OLEG_ROW = [
    '2026-11-02',
    '12:30',
    'Олег Петров',
    'Маникюр',
    'Ольга',
    '+79035556677',
    'Неявка',
    1500,
    null,
    'Вручную',
  ];

  /** Asks, makes the file, and reads the export back. */
  async function ready(who: Made, body: object) {
    const res = await requestExport(b.t, who.tg, body).expect(202);
    expect(res.body).toEqual({ id: expect.any(String), status: 'queued' });
    await makeFiles(b.t);
    return (await exportOf(b.t, who.tg, res.body.id).expect(200)).body;
  }

  it('queued until made: no link, nothing in the chat; then ready with a link, and the bot sends the file once', async () => {
    const res = await requestExport(b.t, owner.tg, { kind: 'appointments', format: 'xlsx', ...NOVEMBER }).expect(202);
    const id: string = res.body.id;
    expect((await exportOf(b.t, owner.tg, id).expect(200)).body).toEqual({
      id,
      kind: 'appointments',
      format: 'xlsx',
      status: 'queued',
      file_name: 'Записи_2026-11-01_2026-11-30.xlsx',
      size_bytes: null,
      download_url: null,
      sent_to_chat: false,
    });
    await drain(b);
    expect(b.fake.callsOf('sendDocument')).toHaveLength(0);

    expect(await makeFiles(b.t)).toEqual({ made: 1, failed: 0 });
    const made = (await exportOf(b.t, owner.tg, id).expect(200)).body;
    expect(made).toMatchObject({ status: 'ready', sent_to_chat: false, size_bytes: expect.any(Number) });
    expect(made.download_url).toMatch(new RegExp(`^https://app\\.example\\.test/api/exports/${id}/file\\?token=`));

    const file = await download(b.t, made.download_url).expect(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="zapisi_2026-11-01_2026-11-30.xlsx"; filename*=UTF-8''${encodeURIComponent('Записи_2026-11-01_2026-11-30.xlsx')}`,
    );
    expect(file.body.length).toBe(made.size_bytes);
    expect(await xlsxRows(file.body)).toEqual([HEADER, MARIA_ROWS[0], OLEG_ROW, MARIA_ROWS[1]]);

    await drain(b);
    await drain(b);
    const sent = b.fake.callsOf('sendDocument', { okOnly: true });
    expect(sent).toHaveLength(1);
    expect(Number(sent[0].payload.chat_id)).toBe(owner.tg.id);
    expect(sent[0].payload.caption).toBe('Записи за 01.11.2026 — 30.11.2026');
    const doc = sent[0].payload.document as FakeUpload;
    expect(doc.file_name).toBe('Записи_2026-11-01_2026-11-30.xlsx');
    expect(await xlsxRows(doc.data)).toEqual([HEADER, MARIA_ROWS[0], OLEG_ROW, MARIA_ROWS[1]]);
    expect((await exportOf(b.t, owner.tg, id).expect(200)).body.sent_to_chat).toBe(true);
  });

  it('CSV: UTF-8 with a BOM, `;` between fields, a decimal comma; one master of the organization', async () => {
    const made = await ready(admin, { kind: 'appointments', format: 'csv', master_id: maria.user.id, ...NOVEMBER });
    expect(made.file_name).toBe('Записи_2026-11-01_2026-11-30.csv');
    const file = await download(b.t, made.download_url).expect(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csvLines(file.body)).toEqual([
      HEADER,
      [
        '2026-11-02',
        '10:00',
        'Мария Иванова',
        'Маникюр',
        'Анна Смирнова',
        '+79161234567',
        'Состоялась',
        '2000',
        'Без лака',
        'Онлайн',
      ],
      [
        '2026-11-30',
        '23:30',
        'Мария Иванова',
        'Маникюр',
        'Анна Смирнова',
        '+79161234567',
        'Отменена',
        '',
        '',
        'Онлайн',
      ],
    ]);
  });

  it("an organization master exports their own bookings only; another master's id is refused", async () => {
    const made = await ready(oleg, { kind: 'appointments', format: 'xlsx', ...NOVEMBER });
    const file = await download(b.t, made.download_url).expect(200);
    expect(await xlsxRows(file.body)).toEqual([HEADER, OLEG_ROW]);
    await requestExport(b.t, oleg.tg, {
      kind: 'appointments',
      format: 'xlsx',
      master_id: maria.user.id,
      ...NOVEMBER,
    }).expect(403);
  });

  it('an independent master exports their own bookings', async () => {
    const m = await makeMaster(b.t.db);
    const s = await makeService(b.t.db, { masterId: m.user.id }, { name: 'Стрижка', price: 1200 });
    await makeAppointment(
      b.t.db,
      {
        masterId: m.user.id,
        serviceId: s.id,
        clientId: null,
        clientName: 'Пётр',
        clientPhone: '+79260001122',
        price: 1200,
        startsAt: new Date('2026-11-10T06:00:00Z'),
      },
      'completed',
    );
    const made = await ready(m, { kind: 'appointments', format: 'xlsx', ...NOVEMBER });
    const file = await download(b.t, made.download_url).expect(200);
    const name = `${m.user.firstName} ${m.user.lastName}`;
    expect(await xlsxRows(file.body)).toEqual([
      HEADER,
      ['2026-11-10', '09:00', name, 'Стрижка', 'Пётр', '+79260001122', 'Состоялась', 1200, null, 'Вручную'],
    ]);
  });

  it('refusals: a client 403; pdf for a list, a missing or too long range 422; another person’s export 404', async () => {
    await requestExport(b.t, anna.tg, { kind: 'appointments', format: 'xlsx', ...NOVEMBER }).expect(403);
    const pdf = await requestExport(b.t, owner.tg, { kind: 'appointments', format: 'pdf', ...NOVEMBER }).expect(422);
    expect(pdf.body).toEqual({ detail: 'PDF доступен только для отчёта', code: 'export_pdf_report_only' });
    await requestExport(b.t, owner.tg, { kind: 'clients', format: 'pdf' }).expect(422);
    const missing = await requestExport(b.t, owner.tg, {
      kind: 'appointments',
      format: 'xlsx',
      from: '2026-11-01',
    }).expect(422);
    expect(missing.body).toEqual({ detail: 'Укажите период: from и to', code: 'export_range_required' });
    await requestExport(b.t, owner.tg, { kind: 'report', format: 'pdf' }).expect(422);
    const long = await requestExport(b.t, owner.tg, {
      kind: 'appointments',
      format: 'xlsx',
      from: '2025-12-31',
      to: '2027-01-01',
    }).expect(422);
    expect(long.body).toEqual({ detail: 'Период не должен превышать 366 дней', code: 'report_range_too_long' });
    await requestExport(b.t, owner.tg, {
      kind: 'appointments',
      format: 'xlsx',
      from: '2026-11-30',
      to: '2026-11-01',
    }).expect(422);
    await requestExport(b.t, owner.tg, { kind: 'everything', format: 'xlsx', ...NOVEMBER }).expect(422);

    const mine = await requestExport(b.t, owner.tg, { kind: 'appointments', format: 'csv', ...NOVEMBER }).expect(202);
    await makeFiles(b.t);
    for (const other of [admin, oleg, anna]) {
      expect((await exportOf(b.t, other.tg, mine.body.id).expect(404)).body).toEqual({
        detail: 'Экспорт не найден',
        code: 'export_not_found',
      });
    }
    await b.t.http.get('/api/exports/not-an-id').set(auth(owner.tg)).expect(404);
  });

  it('a date out of the report’s bounds is refused when asked, with the report’s answer; nothing is queued', async () => {
    const report = await b.t.http
      .get('/api/statistics/report?from=9999-12-30&to=9999-12-31')
      .set(auth(owner.tg))
      .expect(422);
    const msg = 'Некорректная дата (ожидается ГГГГ-ММ-ДД)';
    expect(report.body.detail).toEqual([
      { loc: ['query', 'from'], msg },
      { loc: ['query', 'to'], msg },
    ]);
    const [{ n: before }] = await b.t.db.query(`SELECT count(*)::int AS n FROM exports`);
    const far = { from: '9999-12-30', to: '9999-12-31' };
    for (const kind of ['appointments', 'report'])
      expect((await requestExport(b.t, owner.tg, { kind, format: 'csv', ...far }).expect(422)).body).toEqual({
        detail: [
          { loc: ['body', 'from'], msg },
          { loc: ['body', 'to'], msg },
        ],
      });
    await requestExport(b.t, owner.tg, { kind: 'clients', format: 'csv', from: '9999-12-30' }).expect(422);
    await requestExport(b.t, owner.tg, {
      kind: 'appointments',
      format: 'csv',
      from: '1969-12-31',
      to: '1970-01-01',
    }).expect(422);
    const [{ n: after }] = await b.t.db.query(`SELECT count(*)::int AS n FROM exports`);
    expect(after).toBe(before);
  });

  it('366 days is the longest range', async () => {
    await requestExport(b.t, oleg.tg, {
      kind: 'appointments',
      format: 'csv',
      from: '2026-01-01',
      to: '2027-01-01',
    }).expect(202);
    await requestExport(b.t, oleg.tg, {
      kind: 'appointments',
      format: 'csv',
      from: '2025-12-31',
      to: '2027-01-01',
    }).expect(422);
    await makeFiles(b.t);
  });

  it('more than five waiting exports of one person: 429 (others are not held up)', async () => {
    const who = await makeMember(b.t.db, owner.org, 'admin');
    for (let i = 0; i < 5; i++)
      await requestExport(b.t, who.tg, { kind: 'appointments', format: 'csv', ...NOVEMBER }).expect(202);
    const sixth = await requestExport(b.t, who.tg, { kind: 'appointments', format: 'csv', ...NOVEMBER }).expect(429);
    expect(sixth.body).toEqual({
      detail: 'Слишком много файлов в очереди: дождитесь готовых и попробуйте снова',
      code: 'export_busy',
    });
    await requestExport(b.t, maria.tg, { kind: 'appointments', format: 'csv', ...NOVEMBER }).expect(202);
    // made, and a minute later: room again
    await makeFiles(b.t);
    await makeFiles(b.t);
    at(b, '2026-12-03T12:01:01+03:00');
    await requestExport(b.t, who.tg, { kind: 'appointments', format: 'csv', ...NOVEMBER }).expect(202);
    await makeFiles(b.t);
  });

  it('the link works for ten minutes without init data; a forged or another export’s token is refused', async () => {
    const made = await ready(owner, { kind: 'appointments', format: 'csv', ...NOVEMBER });
    const url = new URL(made.download_url);
    const token = url.searchParams.get('token')!;
    at(b, '2026-12-03T12:09:59+03:00');
    await download(b.t, made.download_url).expect(200);
    at(b, '2026-12-03T12:10:00+03:00');
    expect((await download(b.t, made.download_url).expect(404)).body.toString()).toContain('Ссылка на файл устарела');
    at(b, NOW);
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    await b.t.http.get(`${url.pathname}?token=${forged}`).expect(404);
    await b.t.http.get(url.pathname).expect(404);
    const other = await ready(owner, { kind: 'appointments', format: 'xlsx', ...NOVEMBER });
    await b.t.http.get(`/api/exports/${other.id}/file?token=${token}`).expect(404);
    // a fresh read of the export gives a fresh link
    at(b, '2026-12-03T12:30:00+03:00');
    const again = (await exportOf(b.t, owner.tg, made.id).expect(200)).body;
    await download(b.t, again.download_url).expect(200);
  });

  it('kept a day: then the export and its file are gone', async () => {
    const made = await ready(owner, { kind: 'appointments', format: 'csv', ...NOVEMBER });
    at(b, '2026-12-04T11:59:00+03:00');
    await makeFiles(b.t);
    await exportOf(b.t, owner.tg, made.id).expect(200);
    at(b, '2026-12-04T12:00:01+03:00');
    await makeFiles(b.t);
    await exportOf(b.t, owner.tg, made.id).expect(404);
    const [{ n }]: { n: number }[] = await b.t.db.query(`SELECT count(*)::int AS n FROM exports WHERE id = $1`, [
      made.id,
    ]);
    expect(n).toBe(0);
  });

  it('a file that cannot be made is tried three times, then failed, and nothing goes to the chat', async () => {
    const res = await requestExport(b.t, owner.tg, { kind: 'appointments', format: 'csv', ...NOVEMBER }).expect(202);
    await b.t.db.query(
      `UPDATE exports SET params = jsonb_set(params, '{view,timeZone}', '"Mars/Base"') WHERE id = $1`,
      [res.body.id],
    );
    for (const minute of ['00', '01', '02']) {
      at(b, `2026-12-03T12:${minute}:30+03:00`);
      expect(await makeFiles(b.t)).toEqual({ made: 0, failed: 1 });
    }
    expect((await exportOf(b.t, owner.tg, res.body.id).expect(200)).body).toMatchObject({
      status: 'failed',
      download_url: null,
    });
    expect(await exportRow(b.t.db, res.body.id)).toEqual({ status: 'failed', outbox_status: 'failed' });
  });
});

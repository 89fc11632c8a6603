import { dueRounds } from '../support/due-rounds';
import { Made, makeAppointment, makeMaster } from '../factories';
import { makeSchedule } from '../factories/schedules';
import { auth, createTestApp, type TestApp } from '../support/test-app';
import { setNow } from './appointments-support';
import { csvLines, download, exportOf, requestExport, xlsxRows } from './exports-support';

const NOW = '2026-12-03T12:00:00+03:00';
const WEEK = { from: '2026-11-02', to: '2026-11-08' };

/** Exports and the digest on embedded PGlite (the default database of a plain start), the runner on. */
describe('exports and the digest on embedded PGlite', () => {
  let t: TestApp;
  let master: Made;

  beforeAll(async () => {
    t = await createTestApp({ databaseUrl: 'memory://' });
    setNow(t, NOW);
    master = await makeMaster(t.db);
    await makeSchedule(t.db, master.user.id);
    await makeAppointment(
      t.db,
      { masterId: master.user.id, price: 2000, startsAt: new Date('2026-11-02T07:00:00Z') },
      'completed',
    );
  }, 60000);
  afterAll(() => t.close());

  /** The export as its requester reads it once the runner (woken by the request) has made it. */
  async function whenMade(id: string) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const { body } = await exportOf(t, master.tg, id).expect(200);
      if (body.status !== 'queued' || Date.now() > deadline) return body;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('makes every kind off the request and serves it by its link', async () => {
    const list = await requestExport(t, master.tg, { kind: 'appointments', format: 'xlsx', ...WEEK }).expect(202);
    const report = await requestExport(t, master.tg, { kind: 'report', format: 'pdf', ...WEEK }).expect(202);
    const clients = await requestExport(t, master.tg, { kind: 'clients', format: 'csv' }).expect(202);

    const a = await whenMade(list.body.id);
    expect(a.status).toBe('ready');
    const rows = await xlsxRows((await download(t, a.download_url).expect(200)).body);
    expect(rows.slice(1)).toEqual([
      [
        '2026-11-02',
        '10:00',
        `${master.user.firstName} ${master.user.lastName}`,
        null,
        'Иван Петров',
        '+79161112233',
        'Состоялась',
        2000,
        null,
        'Вручную',
      ],
    ]);
    const r = await whenMade(report.body.id);
    expect(r.status).toBe('ready');
    expect((await download(t, r.download_url).expect(200)).body.subarray(0, 5).toString()).toBe('%PDF-');
    const c = await whenMade(clients.body.id);
    expect(c.status).toBe('ready');
    expect(csvLines((await download(t, c.download_url).expect(200)).body)[0][0]).toBe('Клиент');
  });

  it('sends the digest once at Monday 09:00', async () => {
    setNow(t, '2026-11-08T12:00:00+03:00');
    await t.http.put('/api/statistics/digest').set(auth(master.tg)).send({ enabled: true }).expect(200);
    const runner = dueRounds(t.app);
    expect((await runner.runOnce(Date.parse('2026-11-09T08:59:00+03:00'))).digests.sent).toBe(0);
    expect((await runner.runOnce(Date.parse('2026-11-09T09:00:00+03:00'))).digests.sent).toBe(1);
    expect((await runner.runOnce(Date.parse('2026-11-09T10:00:00+03:00'))).digests.sent).toBe(0);
    const [row]: { payload: { current: { revenue: number; visits: number } } }[] = await t.db.query(
      `SELECT payload FROM outbox_messages WHERE kind = 'weekly_digest'`,
    );
    expect(row.payload.current).toMatchObject({ revenue: 2000, visits: 1 });
  });
});

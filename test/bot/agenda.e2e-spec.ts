import { auth } from '../support/test-app';
import { ALL_DAY, independentMaster, type IndependentMaster } from '../api/appointments-support';
import { inlineButtons, startBotTest, type BotTest } from './support';
import { at, booking, putSchedule, textOf, tick } from './reminder-support';

// Tuesday 2026-12-01 09:00 Moscow
const NOW = '2026-12-01T09:00:00+03:00';

describe("the master's daily agenda at the time they choose", () => {
  let b: BotTest;
  beforeAll(async () => {
    b = await startBotTest();
  });
  afterAll(() => b.close());
  beforeEach(() => at(b, NOW));

  const agendasTo = (m: IndependentMaster) =>
    b
      .messagesTo(m.tg.id)
      .filter((c) => /^(Ваши записи на сегодня|На сегодня|Your bookings today|No bookings)/.test(textOf(c)));
  const dueOf = async (m: IndependentMaster): Promise<string | null> => {
    const [row]: { due: string }[] = await b.t.db.query(
      `SELECT to_char(next_due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') AS due FROM master_agendas WHERE master_id = $1`,
      [m.user.id],
    );
    return row?.due ?? null;
  };

  it('is off by default', async () => {
    const m = await independentMaster(b.t.db, { pattern: ALL_DAY });
    const res = await putSchedule(b, m, {}).expect(200);
    expect(res.body.agenda_time).toBeNull();
    expect(await dueOf(m)).toBeNull();
    await booking(b, '2026-12-02T10:00:00+03:00', 3, m);
    for (const h of ['00', '08', '12', '20']) await tick(b, `2026-12-02T${h}:00:00+03:00`);
    expect(agendasTo(m)).toHaveLength(0);
  });

  it("lists the day's live bookings at the chosen local time, once a day; a free day says so", async () => {
    const m = await independentMaster(b.t.db, { pattern: ALL_DAY });
    const res = await putSchedule(b, m, { agenda_time: '08:00' }).expect(200);
    expect(res.body.agenda_time).toBe('08:00');
    expect((await b.t.http.get('/api/schedules/me').set(auth(m.tg)).expect(200)).body.agenda_time).toBe('08:00');
    // today's 08:00 has passed: the first agenda is tomorrow's
    expect(await dueOf(m)).toBe('2026-12-02T05:00Z');

    const noon = await booking(b, '2026-12-02T12:00:00+03:00', 3, m);
    await booking(b, '2026-12-02T10:00:00+03:00', 3, m);
    const gone = await booking(b, '2026-12-02T15:00:00+03:00', 3, m);
    await b.t.http.post(`/api/appointments/${gone.id}/cancel`).set(auth(gone.client.tg)).send({}).expect(200);
    await booking(b, '2026-12-03T11:00:00+03:00', 3, m);
    await b.t.db.query(`UPDATE appointments SET status = 'confirmed' WHERE id = $1`, [noon.id]);

    await tick(b, '2026-12-02T07:59:00+03:00');
    expect(agendasTo(m)).toHaveLength(0);
    await tick(b, '2026-12-02T08:00:00+03:00');
    const [first] = agendasTo(m);
    expect(textOf(first)).toBe(
      'Ваши записи на сегодня, 02.12.2026 (Europe/Moscow):\n' +
        '10:00 — Иван Петров, +79161112233, Стрижка\n' +
        '12:00 — Иван Петров, +79161112233, Стрижка (подтверждена)',
    );
    expect(inlineButtons(first)).toEqual([
      { text: 'Открыть день', web_app: { url: 'https://app.example.test/calendar/day?date=2026-12-02' } },
    ]);
    expect(await dueOf(m)).toBe('2026-12-03T05:00Z');
    await tick(b, '2026-12-02T08:30:00+03:00');
    await tick(b, '2026-12-02T23:59:00+03:00');
    expect(agendasTo(m)).toHaveLength(1);

    await tick(b, '2026-12-03T08:00:00+03:00');
    await tick(b, '2026-12-04T08:00:00+03:00');
    expect(agendasTo(m).map((c) => textOf(c))).toEqual([
      textOf(first),
      'Ваши записи на сегодня, 03.12.2026 (Europe/Moscow):\n11:00 — Иван Петров, +79161112233, Стрижка',
      'На сегодня, 04.12.2026, записей нет.',
    ]);
  });

  it("in the master's own zone and language", async () => {
    const m = await independentMaster(b.t.db, { pattern: ALL_DAY, timeZone: 'Asia/Yekaterinburg' });
    await b.t.db.query(`UPDATE users SET language_code = 'en' WHERE id = $1`, [m.user.id]);
    await putSchedule(b, m, { time_zone: 'Asia/Yekaterinburg', agenda_time: '07:30' }).expect(200);
    expect(await dueOf(m)).toBe('2026-12-02T02:30Z'); // 07:30 at +05:00
    await booking(b, '2026-12-02T09:00:00+05:00', 3, m);
    await tick(b, '2026-12-02T07:29:00+05:00');
    expect(agendasTo(m)).toHaveLength(0);
    await tick(b, '2026-12-02T07:30:00+05:00');
    expect(agendasTo(m).map((c) => textOf(c))).toEqual([
      'Your bookings today, 2026-12-02 (Asia/Yekaterinburg):\n09:00 — Иван Петров, +79161112233, Стрижка',
    ]);
  });

  it('after days without a runner, only today is sent, once; a later time set the same day does not send again', async () => {
    const m = await independentMaster(b.t.db, { pattern: ALL_DAY });
    await putSchedule(b, m, { agenda_time: '08:00' }).expect(200);
    await tick(b, '2026-12-04T09:15:00+03:00'); // two agendas missed
    expect(agendasTo(m).map((c) => textOf(c))).toEqual(['На сегодня, 04.12.2026, записей нет.']);
    at(b, '2026-12-04T09:20:00+03:00');
    await putSchedule(b, m, { agenda_time: '21:00' }).expect(200);
    expect(await dueOf(m)).toBe('2026-12-05T18:00Z');
    await tick(b, '2026-12-04T21:00:00+03:00');
    expect(agendasTo(m)).toHaveLength(1);
    await tick(b, '2026-12-05T21:00:00+03:00');
    expect(agendasTo(m)).toHaveLength(2);
  });

  it('null turns it off; a schedule PUT without agenda_time keeps it', async () => {
    const m = await independentMaster(b.t.db, { pattern: ALL_DAY });
    await putSchedule(b, m, { agenda_time: '08:00' }).expect(200);
    expect((await putSchedule(b, m, { buffer_minutes: 10 }).expect(200)).body.agenda_time).toBe('08:00');
    expect(await dueOf(m)).toBe('2026-12-02T05:00Z');
    expect((await putSchedule(b, m, { agenda_time: null }).expect(200)).body.agenda_time).toBeNull();
    expect(await dueOf(m)).toBeNull();
    await tick(b, '2026-12-02T08:00:00+03:00');
    expect(agendasTo(m)).toHaveLength(0);
  });
});

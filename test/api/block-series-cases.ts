import { auth, TestApp } from '../support/test-app';
import { tableCounts } from '../support/world';
import { makeMaster, makeService, Made } from '../factories';
import { makeBusy, makeSchedule, weeklyPattern } from '../factories/schedules';
import { parseIcs, pathOf } from './calendar-feed-support';
import { setNow } from './appointments-support';

/**
 * A master's recurring blocks, the same cases on PostgreSQL (block-series.e2e-spec.ts) and on embedded
 * PGlite (block-series-pglite.e2e-spec.ts). The master works Wednesdays 09–18 in Berlin; Europe leaves
 * summer time on 2026-10-25, between the first and the second Wednesday of the series.
 */
const ZONE = 'Europe/Berlin';
const NOW = '2026-10-01T09:00:00+02:00';
const WEEKLY = { starts_at: '2026-10-21T13:00:00+02:00', ends_at: '2026-10-21T14:00:00+02:00', note: 'Обучение' };

interface Block {
  id: number;
  starts_at: string;
  ends_at: string;
  note: string | null;
  series_id: number | null;
  rrule: string | null;
}
type Day = { date: string; slots: string[] };

export function blockSeriesCases(app: () => TestApp): void {
  const t = (): TestApp => app();
  const as = (who: Made) => auth(who.tg);
  const q = (s: string) => encodeURIComponent(s);

  async function berlinMaster() {
    const m = await makeMaster(t().db);
    await makeSchedule(t().db, m.user.id, {
      timeZone: ZONE,
      pattern: weeklyPattern({ wed: [['09:00', '18:00']] }),
      slotStepMinutes: 60,
      minNoticeMinutes: 0,
    });
    const service = await makeService(t().db, { masterId: m.user.id }, { durationMinutes: 60 });
    return { m, service };
  }

  const blocks = async (m: Made, from: string, to: string): Promise<Block[]> =>
    (await t().http.get(`/api/schedules/me/blocks?from=${from}&to=${to}`).set(as(m)).expect(200)).body.blocks;
  const starts = (list: Block[]) => list.map((b) => b.starts_at);

  async function slots(
    m: Made & { profile: { deepLink: string | null } },
    serviceId: number,
    from: string,
    to: string,
  ): Promise<Map<string, string[]>> {
    const res = await t()
      .http.get(`/api/public/master/${m.profile.deepLink}/slots?service_id=${serviceId}&from=${from}&to=${to}`)
      .expect(200);
    return new Map((res.body.days as Day[]).map((d) => [d.date, d.slots]));
  }

  beforeEach(() => setNow(t(), NOW));

  it('a weekly series: occurrences listed in a range, and no slot offered at 13:00 on three Wednesdays across the DST change', async () => {
    const { m, service } = await berlinMaster();
    const created = await t()
      .http.post('/api/schedules/me/blocks')
      .set(as(m))
      .send({ ...WEEKLY, rrule: 'RRULE:FREQ=WEEKLY;BYDAY=WE;COUNT=10' })
      .expect(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      starts_at: '2026-10-21T13:00:00+02:00',
      ends_at: '2026-10-21T14:00:00+02:00',
      note: 'Обучение',
      series_id: expect.any(Number),
      rrule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=WE;COUNT=10',
      conflicts: [],
    });
    const listed = await blocks(m, '2026-10-20', '2026-11-05');
    expect(listed.map((b) => [b.starts_at, b.ends_at])).toEqual([
      ['2026-10-21T13:00:00+02:00', '2026-10-21T14:00:00+02:00'],
      ['2026-10-28T13:00:00+01:00', '2026-10-28T14:00:00+01:00'],
      ['2026-11-04T13:00:00+01:00', '2026-11-04T14:00:00+01:00'],
    ]);
    expect(listed.every((b) => b.series_id === created.body.series_id && b.rrule === created.body.rrule)).toBe(true);
    expect((await blocks(m, '2026-12-23', '2027-01-31')).map((b) => b.starts_at)).toEqual([
      '2026-12-23T13:00:00+01:00',
    ]);

    const days = await slots(m, service.id, '2026-10-21', '2026-11-04');
    for (const [date, offset] of [
      ['2026-10-21', '+02:00'],
      ['2026-10-28', '+01:00'],
      ['2026-11-04', '+01:00'],
    ]) {
      expect(days.get(date)).toContain(`${date}T12:00:00${offset}`);
      expect(days.get(date)).not.toContain(`${date}T13:00:00${offset}`);
      expect(days.get(date)).toContain(`${date}T14:00:00${offset}`);
    }
  });

  it('deletes one occurrence (EXDATE, also in the feed), the following ones, and the whole series', async () => {
    const { m, service } = await berlinMaster();
    const series = (
      await t()
        .http.post('/api/schedules/me/blocks')
        .set(as(m))
        .send({ ...WEEKLY, rrule: 'FREQ=WEEKLY;BYDAY=WE;COUNT=10' })
        .expect(201)
    ).body;
    const [, second, third] = await blocks(m, '2026-10-20', '2026-11-30');
    await t()
      .http.delete(`/api/schedules/me/blocks/${second.id}?occurrence=${q(second.starts_at)}&scope=this`)
      .set(as(m))
      .expect(200);
    expect(starts(await blocks(m, '2026-10-20', '2026-11-05'))).toEqual([
      '2026-10-21T13:00:00+02:00',
      '2026-11-04T13:00:00+01:00',
    ]);
    expect((await slots(m, service.id, '2026-10-28', '2026-10-28')).get('2026-10-28')).toContain(
      '2026-10-28T13:00:00+01:00',
    );

    const { url } = (await t().http.get('/api/calendar-feed').set(as(m)).expect(200)).body;
    const ics = (await t().http.get(pathOf(url)).expect(200)).text.replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=WE;COUNT=10');
    expect(ics).toContain('EXDATE;TZID=Europe/Berlin:20261028T130000');
    const events = parseIcs(ics).events;
    expect(events.map((e) => [e.start, e.tzid])).toEqual([['2026-10-21T11:00:00.000Z', ZONE]]);

    // the following ones: the series ends before the third Wednesday (its COUNT is what is left)
    await t()
      .http.delete(`/api/schedules/me/blocks/${third.id}?occurrence=${q(third.starts_at)}&scope=following`)
      .set(as(m))
      .expect(200);
    const left = await blocks(m, '2026-10-01', '2026-11-30');
    expect(starts(left)).toEqual(['2026-10-21T13:00:00+02:00']);
    expect(left[0].rrule).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=WE;COUNT=2');

    await t()
      .http.delete(`/api/schedules/me/blocks/${series.id}?occurrence=${q(series.starts_at)}&scope=all`)
      .set(as(m))
      .expect(200);
    expect(await blocks(m, '2026-10-01', '2026-11-30')).toEqual([]);
    const after = parseIcs((await t().http.get(pathOf(url)).expect(200)).text);
    expect(after.events).toEqual([]);
  });

  it('a DELETE without query removes a plain block, or one occurrence of a series', async () => {
    const { m } = await berlinMaster();
    const plain = (await t().http.post('/api/schedules/me/blocks').set(as(m)).send(WEEKLY).expect(201)).body;
    expect(plain).toMatchObject({ series_id: null, rrule: null, conflicts: [] });
    await t().http.delete(`/api/schedules/me/blocks/${plain.id}`).set(as(m)).expect(200);
    await t().http.delete(`/api/schedules/me/blocks/${plain.id}`).set(as(m)).expect(404);

    await t()
      .http.post('/api/schedules/me/blocks')
      .set(as(m))
      .send({ ...WEEKLY, rrule: 'FREQ=DAILY;UNTIL=20261023' })
      .expect(201);
    const [, mid] = await blocks(m, '2026-10-21', '2026-10-23');
    await t().http.delete(`/api/schedules/me/blocks/${mid.id}`).set(as(m)).expect(200);
    expect(starts(await blocks(m, '2026-10-21', '2026-10-31'))).toEqual([
      '2026-10-21T13:00:00+02:00',
      '2026-10-23T13:00:00+02:00',
    ]);
  });

  it('PATCH from an occurrence changes it and the following ones; earlier ones stay', async () => {
    const { m } = await berlinMaster();
    const old = (
      await t()
        .http.post('/api/schedules/me/blocks')
        .set(as(m))
        .send({ ...WEEKLY, rrule: 'FREQ=WEEKLY;BYDAY=WE;COUNT=4' })
        .expect(201)
    ).body;
    const res = await t()
      .http.patch(`/api/schedules/series/${old.series_id}`)
      .set(as(m))
      .send({
        from: '2026-11-04T13:00:00+01:00',
        starts_at: '2026-11-04T15:00:00+01:00',
        ends_at: '2026-11-04T16:30:00+01:00',
        note: 'Курсы',
      })
      .expect(200);
    expect(res.body).toMatchObject({
      starts_at: '2026-11-04T15:00:00+01:00',
      ends_at: '2026-11-04T16:30:00+01:00',
      note: 'Курсы',
      rrule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=WE;COUNT=2',
      conflicts: [],
    });
    expect(res.body.series_id).not.toBe(old.series_id);
    const list = await blocks(m, '2026-10-20', '2026-11-30');
    expect(list.map((b) => [b.starts_at, b.note, b.rrule])).toEqual([
      ['2026-10-21T13:00:00+02:00', 'Обучение', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=WE;COUNT=2'],
      ['2026-10-28T13:00:00+01:00', 'Обучение', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=WE;COUNT=2'],
      ['2026-11-04T15:00:00+01:00', 'Курсы', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=WE;COUNT=2'],
      ['2026-11-11T15:00:00+01:00', 'Курсы', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=WE;COUNT=2'],
    ]);

    // from the first occurrence: the series itself changes (a new rule)
    const again = await t()
      .http.patch(`/api/schedules/series/${res.body.series_id}`)
      .set(as(m))
      .send({ from: '2026-11-04T15:00:00+01:00', rrule: 'FREQ=DAILY;COUNT=2' })
      .expect(200);
    expect(again.body.series_id).toBe(res.body.series_id);
    expect(starts(await blocks(m, '2026-11-01', '2026-11-30'))).toEqual([
      '2026-11-04T15:00:00+01:00',
      '2026-11-05T15:00:00+01:00',
    ]);

    const notOne = await t()
      .http.patch(`/api/schedules/series/${old.series_id}`)
      .set(as(m))
      .send({ from: '2026-10-22T13:00:00+02:00', note: 'x' })
      .expect(422);
    expect(notOne.body.detail[0].loc).toEqual(['body', 'from']);
    const stranger = await makeMaster(t().db);
    const denied = await t()
      .http.patch(`/api/schedules/series/${old.series_id}`)
      .set(as(stranger))
      .send({ from: '2026-10-21T13:00:00+02:00', note: 'x' })
      .expect(403);
    expect(denied.body).toEqual({ detail: 'Доступ запрещён', code: 'forbidden' });
  });

  it('lists the bookings a series crosses, and cancels none of them', async () => {
    const { m } = await berlinMaster();
    const busy = await makeBusy(t().db, m.user.id, '2026-11-04T13:30:00+01:00', '2026-11-04T14:30:00+01:00');
    // after the block's hour, and a cancelled one inside it: neither is listed
    await makeBusy(t().db, m.user.id, '2026-11-04T15:00:00+01:00', '2026-11-04T16:00:00+01:00');
    await makeBusy(t().db, m.user.id, '2026-10-28T13:00:00+01:00', '2026-10-28T14:00:00+01:00', {
      status: 'cancelled',
    });
    const res = await t()
      .http.post('/api/schedules/me/blocks')
      .set(as(m))
      .send({ ...WEEKLY, rrule: 'FREQ=WEEKLY;BYDAY=WE;COUNT=3' })
      .expect(201);
    expect(res.body.conflicts).toEqual([busy]);
    const [row]: { status: string }[] = await t().db.query(`SELECT status FROM appointments WHERE id = $1`, [busy]);
    expect(row.status).toBe('planned');
  });

  it.each([
    ['an unknown frequency', 'FREQ=YEARLY;COUNT=2', 'FREQ'],
    ['neither COUNT nor UNTIL', 'FREQ=WEEKLY;BYDAY=WE', 'COUNT'],
    ['an UNTIL over 366 days after the first start', 'FREQ=DAILY;UNTIL=20271023', 'UNTIL'],
    ['a part outside the subset', 'FREQ=MONTHLY;BYSETPOS=1;COUNT=2', 'BYSETPOS'],
    ['a weekday in the month with no place', 'FREQ=MONTHLY;BYDAY=WE;COUNT=2', 'BYDAY'],
    ['over 100 occurrences', 'FREQ=DAILY;COUNT=101', 'COUNT'],
  ])('refuses %s with 422 naming the part, writing nothing', async (_n, rrule, part) => {
    const { m } = await berlinMaster();
    const before = await tableCounts(t().db);
    const res = await t()
      .http.post('/api/schedules/me/blocks')
      .set(as(m))
      .send({ ...WEEKLY, rrule })
      .expect(422);
    expect(res.body).toEqual({ detail: `Правило повторения: неверная часть ${part}`, code: 'rrule_invalid' });
    expect(await tableCounts(t().db)).toEqual(before);
  });

  it('refuses an occurrence longer than 24 hours', async () => {
    const { m } = await berlinMaster();
    const res = await t()
      .http.post('/api/schedules/me/blocks')
      .set(as(m))
      .send({ ...WEEKLY, ends_at: '2026-10-22T13:01:00+02:00', rrule: 'FREQ=WEEKLY;COUNT=2' })
      .expect(422);
    expect(res.body.detail[0].loc).toEqual(['body', 'ends_at']);
  });
}

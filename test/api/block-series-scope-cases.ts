import { auth, TestApp } from '../support/test-app';
import { makeMaster, Made } from '../factories';
import { makeSchedule, weeklyPattern } from '../factories/schedules';
import { setNow } from './appointments-support';

/**
 * PATCH /api/schedules/series/{id} with a scope: «Только этот» and «Все» (the default, «Этот и
 * следующие», is in block-series-cases.ts). Run on PostgreSQL and PGlite. Berlin leaves summer time on
 * 2026-10-25, between the first and the second Wednesday.
 */
const ZONE = 'Europe/Berlin';
const LUNCH = {
  starts_at: '2026-10-21T13:00:00+02:00',
  ends_at: '2026-10-21T14:00:00+02:00',
  note: 'Обед',
  rrule: 'FREQ=WEEKLY;BYDAY=WE;COUNT=4',
};

interface Block {
  starts_at: string;
  ends_at: string;
  note: string | null;
  series_id: number | null;
}

export function blockSeriesScopeCases(app: () => TestApp): void {
  const t = (): TestApp => app();
  const as = (who: Made) => auth(who.tg);

  async function lunch(): Promise<{ m: Made; seriesId: number }> {
    const m = await makeMaster(t().db);
    await makeSchedule(t().db, m.user.id, { timeZone: ZONE, pattern: weeklyPattern({ wed: [['09:00', '18:00']] }) });
    const res = await t().http.post('/api/schedules/me/blocks').set(as(m)).send(LUNCH).expect(201);
    return { m, seriesId: res.body.series_id };
  }
  const list = async (m: Made): Promise<Block[]> =>
    (await t().http.get('/api/schedules/me/blocks?from=2026-10-20&to=2026-11-30').set(as(m)).expect(200)).body.blocks;

  beforeEach(() => setNow(t(), '2026-10-01T09:00:00+02:00'));

  it('«Все» from the third Wednesday moves every occurrence, earlier ones too, to the same wall-clock time', async () => {
    const { m, seriesId } = await lunch();
    const res = await t()
      .http.patch(`/api/schedules/series/${seriesId}`)
      .set(as(m))
      .send({
        from: '2026-11-04T13:00:00+01:00',
        scope: 'all',
        starts_at: '2026-11-04T12:00:00+01:00',
        ends_at: '2026-11-04T13:30:00+01:00',
        note: 'Обед с детьми',
      })
      .expect(200);
    expect(res.body).toMatchObject({ series_id: seriesId, starts_at: '2026-10-21T12:00:00+02:00', conflicts: [] });
    expect((await list(m)).map((b) => [b.starts_at, b.ends_at, b.note, b.series_id])).toEqual([
      ['2026-10-21T12:00:00+02:00', '2026-10-21T13:30:00+02:00', 'Обед с детьми', seriesId],
      ['2026-10-28T12:00:00+01:00', '2026-10-28T13:30:00+01:00', 'Обед с детьми', seriesId],
      ['2026-11-04T12:00:00+01:00', '2026-11-04T13:30:00+01:00', 'Обед с детьми', seriesId],
      ['2026-11-11T12:00:00+01:00', '2026-11-11T13:30:00+01:00', 'Обед с детьми', seriesId],
    ]);

    // a new rule for all: every other Wednesday, three times, from the first one
    await t()
      .http.patch(`/api/schedules/series/${seriesId}`)
      .set(as(m))
      .send({ from: '2026-10-28T12:00:00+01:00', scope: 'all', rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE;COUNT=3' })
      .expect(200);
    expect((await list(m)).map((b) => b.starts_at)).toEqual([
      '2026-10-21T12:00:00+02:00',
      '2026-11-04T12:00:00+01:00',
      '2026-11-18T12:00:00+01:00',
    ]);
  });

  it('«Только этот» moves one occurrence out of the series; the others stay, and the series keeps its count', async () => {
    const { m, seriesId } = await lunch();
    const res = await t()
      .http.patch(`/api/schedules/series/${seriesId}`)
      .set(as(m))
      .send({
        from: '2026-10-28T13:00:00+01:00',
        scope: 'this',
        starts_at: '2026-10-28T15:00:00+01:00',
        ends_at: '2026-10-28T15:45:00+01:00',
        note: 'Врач',
      })
      .expect(200);
    expect(res.body).toMatchObject({ series_id: null, rrule: null, starts_at: '2026-10-28T15:00:00+01:00' });
    expect((await list(m)).map((b) => [b.starts_at, b.ends_at, b.note, b.series_id])).toEqual([
      ['2026-10-21T13:00:00+02:00', '2026-10-21T14:00:00+02:00', 'Обед', seriesId],
      ['2026-10-28T15:00:00+01:00', '2026-10-28T15:45:00+01:00', 'Врач', null],
      ['2026-11-04T13:00:00+01:00', '2026-11-04T14:00:00+01:00', 'Обед', seriesId],
      ['2026-11-11T13:00:00+01:00', '2026-11-11T14:00:00+01:00', 'Обед', seriesId],
    ]);

    // the moved one is no longer an occurrence; an unknown scope is refused on the field
    await t()
      .http.patch(`/api/schedules/series/${seriesId}`)
      .set(as(m))
      .send({ from: '2026-10-28T13:00:00+01:00', scope: 'this', note: 'x' })
      .expect(422);
    const bad = await t()
      .http.patch(`/api/schedules/series/${seriesId}`)
      .set(as(m))
      .send({ from: '2026-11-04T13:00:00+01:00', scope: 'every' })
      .expect(422);
    expect(bad.body.detail[0].loc).toEqual(['body', 'scope']);
  });
}

import type { MasterBundle } from '../schedules/master-days';
import { localToInstant } from '../time-core/zone';
import { datesAround, firstWithin, freedSlots } from './freed-slots';

const MSK = 'Europe/Moscow';
const at = (date: string, hhmm: string, zone = MSK) => {
  const [h, m] = hhmm.split(':').map(Number);
  return localToInstant(date, h * 60 + m, zone);
};
const hhmm = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(11, 16);
const NOW = at('2026-12-01', '09:00');

/** Wednesday 2026-12-02, 09–18 Moscow, step 30, `buffer` minutes after each booking; busy ranges as given. */
function bundle(busy: [string, string][], buffer = 0, zone = MSK): MasterBundle {
  const day = [['09:00', '18:00']] as [string, string][];
  return {
    schedule: {
      time_zone: zone,
      pattern: { type: 'weekly', week: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: [], sun: [] } },
      slot_step_minutes: 30,
      min_notice_minutes: 0,
      horizon_days: 365,
      buffer_minutes: buffer,
    },
    overrides: [],
    blocks: [],
    busy: busy.map(([a, b]) => [at('2026-12-02', a, zone), at('2026-12-02', b, zone) + buffer * 60_000]),
  };
}

const freed = (from: string, to: string, zone = MSK) => ({
  startMs: at('2026-12-02', from, zone),
  endMs: at('2026-12-02', to, zone),
});

describe('freedSlots: the starts a cancelled or moved booking gave back', () => {
  it('an hour freed between two busy ranges: an hour-long service fits once, a 30-minute one twice, two hours never', () => {
    const b = bundle([
      ['09:00', '10:00'],
      ['11:00', '18:00'],
    ]);
    expect(freedSlots(b, 60, freed('10:00', '11:00'), NOW).map((s) => hhmm(s.start))).toEqual(['10:00']);
    expect(freedSlots(b, 30, freed('10:00', '11:00'), NOW).map((s) => hhmm(s.start))).toEqual(['10:00', '10:30']);
    expect(freedSlots(b, 120, freed('10:00', '11:00'), NOW)).toEqual([]);
  });

  it('only new starts: a start free before the cancellation is not among them', () => {
    // 12:00–13:00 was free already; cancelling 10:00–11:00 frees 09:30 (it ran into 10:00) but not 12:00
    const b = bundle([['13:00', '18:00']]);
    const starts = freedSlots(b, 60, freed('10:00', '11:00'), NOW).map((s) => hhmm(s.start));
    expect(starts).toEqual(['09:30', '10:00', '10:30']);
  });

  it('the buffer counts on both sides', () => {
    // 09:00–10:00 (+15 min rest) and 11:30 onwards are busy; 10:15–11:15 (+15) was the freed booking
    const b = bundle(
      [
        ['09:00', '10:00'],
        ['11:30', '17:45'],
      ],
      15,
    );
    expect(freedSlots(b, 60, freed('10:15', '11:15'), NOW).map((s) => hhmm(s.start))).toEqual(['10:15']);
    expect(freedSlots(b, 75, freed('10:15', '11:15'), NOW)).toEqual([]);
  });

  it('lists each start under the master’s date, and nothing before now', () => {
    const b = bundle([['11:00', '18:00']]);
    const late = at('2026-12-02', '09:40');
    const slots = freedSlots(b, 60, freed('09:00', '11:00'), late);
    expect(slots.map((s) => [s.date, hhmm(s.start)])).toEqual([['2026-12-02', '10:00']]);
    expect(freedSlots({ ...b, schedule: null }, 60, freed('09:00', '11:00'), NOW)).toEqual([]);
  });

  it('firstWithin picks the first start on the entry’s dates; datesAround covers any zone', () => {
    const slots = [
      { date: '2026-12-01', start: 1 },
      { date: '2026-12-02', start: 2 },
    ];
    expect(firstWithin(slots, '2026-12-02', '2026-12-05')).toEqual({ date: '2026-12-02', start: 2 });
    expect(firstWithin(slots, '2026-12-03', '2026-12-05')).toBeNull();
    expect(datesAround(freed('10:00', '11:00'))).toEqual({ lo: '2026-11-30', hi: '2026-12-04' });
  });
});

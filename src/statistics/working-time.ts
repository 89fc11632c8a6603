/**
 * A master's working time over a report's window, remembered for the process: the same schedule, overrides
 * and blocks over the same window give the same periods (workingPeriods is a pure function of them), so a
 * salon whose masters share one weekly pattern computes it once, and a report asked again computes none.
 * The key is the inputs' own text, so any change of a schedule, an override or a block is a new key.
 */
import { toWorkIntervals, toWorkPattern, type ClockInterval, type StoredPattern } from '../schedules/schedule-pattern';
import type { Period, WorkInterval } from '../time-core/slot-types';
import { workingPeriods } from './report-figures';

/**
 * A master's schedule as the report's statement gives it: the JSON text of [zone, weekly pattern, overrides
 * of the window's dates as [date, intervals], blocks of the window as [start, end] epoch ms] (zone and
 * pattern null without a schedule). Text, so a schedule seen before is neither parsed nor written again.
 */
export interface MasterSchedule {
  schedule: string;
}

type ScheduleParts = [string | null, StoredPattern | null, [string, ClockInterval[]][], [number, number][]];

/** How many windows to keep (a report keeps one per distinct schedule of its masters). */
const KEPT = 512;
const kept = new Map<string, readonly Period[]>();

/** The master's working periods inside [start, end) (none without a schedule), merged, blocks taken out. */
export function workingWindow(m: MasterSchedule, start: number, end: number): readonly Period[] {
  const key = `${start}|${end}|${m.schedule}`;
  const hit = kept.get(key);
  if (hit) {
    // most recently used last, so the oldest is dropped first
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const [zone, pattern, overrides, blocks] = JSON.parse(m.schedule) as ScheduleParts;
  const periods =
    zone && pattern
      ? workingPeriods(
          {
            timeZone: zone,
            pattern: toWorkPattern(pattern),
            overrides: new Map<string, readonly WorkInterval[]>(
              overrides.map(([d, list]) => [d, toWorkIntervals(list)]),
            ),
          },
          blocks.map(([s, e]) => ({ start: s, end: e })),
          start,
          end,
        )
      : [];
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, periods);
  return periods;
}

/**
 * A master's working time over a report's window, remembered for the process: the same schedule, overrides
 * and blocks over the same window give the same periods (workingPeriods is a pure function of them), so a
 * salon whose masters share one weekly pattern computes it once, and a report asked again computes none.
 * The key is the inputs' own text, so any change of a schedule, an override or a block is a new key.
 */
import { toWorkIntervals, toWorkPattern, type ClockInterval, type StoredPattern } from '../schedules/schedule-pattern';
import type { Period, WorkInterval } from '../time-core/slot-types';
import { workingPeriods } from './report-figures';

/** A master's schedule as the report's statement gives it. */
export interface MasterSchedule {
  time_zone: string | null;
  pattern: StoredPattern | null;
  overrides: [string, ClockInterval[]][];
  blocks: [number, number][];
}

/** How many windows to keep (a report keeps one per distinct schedule of its masters). */
const KEPT = 512;
const kept = new Map<string, readonly Period[]>();

/** The master's working periods inside [start, end) (empty without a schedule), merged, blocks taken out. */
export function workingWindow(m: MasterSchedule, start: number, end: number): readonly Period[] {
  if (!m.time_zone || !m.pattern) return [];
  const key = `${m.time_zone}|${start}|${end}|${JSON.stringify(m.pattern)}|${JSON.stringify(m.overrides)}|${JSON.stringify(m.blocks)}`;
  const hit = kept.get(key);
  if (hit) {
    // most recently used last, so the oldest is dropped first
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const periods = workingPeriods(
    {
      timeZone: m.time_zone,
      pattern: toWorkPattern(m.pattern),
      overrides: new Map<string, readonly WorkInterval[]>(m.overrides.map(([d, list]) => [d, toWorkIntervals(list)])),
    },
    m.blocks.map(([s, e]) => ({ start: s, end: e })),
    start,
    end,
  );
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, periods);
  return periods;
}

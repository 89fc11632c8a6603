// The booking screens' date helpers: all of them are lib/zoned-time.ts's (the shared zone clock, the API's
// own). This file only keeps the screens' imports working until features/appointments is split into my
// records, the master's day and the salon board; the split imports lib/zoned-time.ts directly and removes it.
export {
  addDays,
  browserZone,
  formatDay,
  monthRange,
  todayIn,
  weekStart,
  zonedDate,
  zonedParts,
  clockIn as zonedTime,
  isoInZone as zonedInstant,
} from '../../lib/zoned-time';

import type { ScheduleResponse } from '@api/schedules/schedules.contract';
import { localDateOf } from '../../lib/zoned-time';

/** The browser's own zone, so the dialog's wall-clock pickers and the master's zone agree. */
export const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
export const TODAY = localDateOf(new Date());

/** A master with no working hours set (only busy times matter to these tests). */
export const schedule: ScheduleResponse = {
  master_id: 1,
  configured: true,
  time_zone: ZONE,
  pattern: { type: 'weekly', week: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] } },
  slot_step_minutes: 30,
  min_notice_minutes: 60,
  horizon_days: 60,
  buffer_minutes: 0,
  cancel_cutoff_hours: 3,
  reminder_minutes: [],
  agenda_time: null,
};

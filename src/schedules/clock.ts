// The clock lives in common/clock.ts; booking.service.ts still imports it from here while that file is being
// reworked elsewhere. Delete this file once nothing imports it.
export { CLOCK, SystemClock } from '../common/clock';
export type { Clock } from '../common/clock';

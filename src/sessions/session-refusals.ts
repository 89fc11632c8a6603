import { text, type RefusalForms } from '../common/domain-error';
import { SESSION_MSG } from './session-messages';

/** How the API words the refusals of sessions/. */
export const SESSION_REFUSALS: RefusalForms<
  | 'session_not_found'
  | 'session_full'
  | 'session_cancelled'
  | 'session_started'
  | 'session_seat_held'
  | 'session_capacity_below_taken'
  | 'session_needs_group_service'
  | 'session_required'
  | 'session_start_in_past'
  | 'session_conflict'
> = {
  session_start_in_past: { status: 422, detail: text(SESSION_MSG.startInPast) },
  session_conflict: {
    status: 409,
    detail: (v) => (v.conflicts.length > 0 ? SESSION_MSG.conflict : SESSION_MSG.sessionOverlap),
    body: (v) => ({ conflicts: v.conflicts, sessions: v.sessions }),
  },
  session_not_found: { status: 404, detail: text(SESSION_MSG.notFound) },
  session_full: { status: 409, detail: text(SESSION_MSG.full) },
  session_cancelled: { status: 409, detail: text(SESSION_MSG.cancelled) },
  session_started: { status: 422, detail: text(SESSION_MSG.started) },
  session_seat_held: { status: 409, detail: text(SESSION_MSG.seatHeld) },
  session_capacity_below_taken: { status: 422, detail: text(SESSION_MSG.capacityBelowTaken) },
  session_needs_group_service: { status: 422, detail: text(SESSION_MSG.notGroupService) },
  session_required: { status: 422, detail: text(SESSION_MSG.sessionRequired) },
};

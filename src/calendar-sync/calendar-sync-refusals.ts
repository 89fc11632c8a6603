import { text, type RefusalForms } from '../common/domain-error';
import { CALENDAR_SYNC_MSG } from './calendar-sync-messages';

/** How the API words the refusals of calendar-sync/. */
export const CALENDAR_SYNC_REFUSALS: RefusalForms<
  | 'calendar_sync_off'
  | 'calendar_google_off'
  | 'calendar_login_failed'
  | 'calendar_address_refused'
  | 'calendar_connection_not_found'
  | 'calendar_not_listed'
  | 'calendar_oauth_state'
  | 'calendar_masters_only'
> = {
  calendar_masters_only: { status: 403, detail: text(CALENDAR_SYNC_MSG.mastersOnly) },
  calendar_sync_off: { status: 422, detail: text(CALENDAR_SYNC_MSG.off) },
  calendar_google_off: { status: 422, detail: text(CALENDAR_SYNC_MSG.googleOff) },
  calendar_login_failed: { status: 422, detail: (v) => CALENDAR_SYNC_MSG.loginFailed(v.reason) },
  calendar_address_refused: { status: 422, detail: (v) => v.reason },
  calendar_connection_not_found: { status: 404, detail: text(CALENDAR_SYNC_MSG.notFound) },
  calendar_not_listed: { status: 422, detail: (v) => CALENDAR_SYNC_MSG.notListed(v.id) },
  calendar_oauth_state: { status: 400, detail: text(CALENDAR_SYNC_MSG.badState) },
};

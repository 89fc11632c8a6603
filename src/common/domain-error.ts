import { BOOKING_MSG, cutoffPassed } from '../appointments/booking-messages';
import type {
  DomainErrorCode,
  DomainErrorResponse,
  DomainErrorValues,
  Refusal,
  ValuesOf,
} from './domain-error.contract';
import { MSG } from './messages';
import { DEPOSIT_MSG } from '../deposits/deposit-messages';
import { SEARCH_MSG } from '../search/search-messages';
import { REVIEW_MSG } from '../reviews/review-messages';
import { SUPPORT_MSG } from '../support/support-messages';
import { SESSION_MSG } from '../sessions/session-messages';

export type { DomainErrorCode } from './domain-error.contract';

interface HttpForm<C extends DomainErrorCode> {
  status: number;
  detail: (values: ValuesOf<C>) => string;
}

const text = (detail: string) => (): string => detail;

/** Each code's HTTP status and Russian `detail`: the same answers the API gave before codes existed. */
export const DOMAIN_ERRORS: { [C in DomainErrorCode]: HttpForm<C> } = {
  not_registered: { status: 403, detail: text(MSG.notRegistered) },
  account_blocked: { status: 403, detail: text(MSG.accountBlocked) },
  forbidden: { status: 403, detail: text(MSG.forbidden) },
  appointment_not_found: { status: 404, detail: text(BOOKING_MSG.appointmentNotFound) },
  appointment_cancelled: { status: 409, detail: text(BOOKING_MSG.alreadyCancelled) },
  appointment_finished: { status: 409, detail: text(BOOKING_MSG.alreadyFinished) },
  appointment_started: { status: 422, detail: text(BOOKING_MSG.alreadyStarted) },
  appointment_changed: { status: 409, detail: text(BOOKING_MSG.changedMeanwhile) },
  cancel_cutoff_passed: { status: 422, detail: (v) => cutoffPassed(v.hours, v.phone) },
  slot_taken: { status: 409, detail: text(BOOKING_MSG.slotTaken) },
  slot_unavailable: { status: 422, detail: text(BOOKING_MSG.slotUnavailable) },
  phone_required: { status: 422, detail: text(BOOKING_MSG.phoneRequired) },
  invitation_not_found: { status: 404, detail: text(MSG.badInvitationLink) },
  invitation_not_awaiting_decision: { status: 422, detail: text(MSG.badInvitationLink) },
  already_member: { status: 409, detail: text(MSG.alreadyMember) },
  deposit_state: { status: 409, detail: text(DEPOSIT_MSG.wrongState) },
  search_timeout: { status: 503, detail: text(SEARCH_MSG.timedOut) },
  review_not_a_visit: { status: 422, detail: text(REVIEW_MSG.notAVisit) },
  review_own_business: { status: 403, detail: text(REVIEW_MSG.ownBusiness) },
  rrule_invalid: { status: 422, detail: (v) => `Правило повторения: неверная часть ${v.part}` },
  support_conversation_not_found: { status: 404, detail: text(SUPPORT_MSG.conversationNotFound) },
  support_business_not_found: { status: 404, detail: text(SUPPORT_MSG.businessNotFound) },
  support_manager_needs_enterprise: { status: 422, detail: text(SUPPORT_MSG.managerNeedsEnterprise) },
  support_manager_not_registered: { status: 422, detail: text(SUPPORT_MSG.managerNotRegistered) },
  move_into_past: { status: 422, detail: text(BOOKING_MSG.moveIntoPast) },
  session_not_found: { status: 404, detail: text(SESSION_MSG.notFound) },
  session_full: { status: 409, detail: text(SESSION_MSG.full) },
  session_cancelled: { status: 409, detail: text(SESSION_MSG.cancelled) },
  session_started: { status: 422, detail: text(SESSION_MSG.started) },
  session_seat_held: { status: 409, detail: text(SESSION_MSG.seatHeld) },
  session_capacity_below_taken: { status: 422, detail: text(SESSION_MSG.capacityBelowTaken) },
  session_needs_group_service: { status: 422, detail: text(SESSION_MSG.notGroupService) },
  session_required: { status: 422, detail: text(SESSION_MSG.sessionRequired) },
};

type ValuesArg<C extends DomainErrorCode> = C extends keyof DomainErrorValues ? [DomainErrorValues[C]] : [];

/**
 * A service's refusal: a code and its values, free of HTTP and of words. The exception filter answers it
 * (DOMAIN_ERRORS), the bot's adapter turns it into data (refusalOf).
 */
export class DomainError<C extends DomainErrorCode = DomainErrorCode> extends Error {
  readonly values: ValuesOf<C>;

  constructor(
    readonly code: C,
    ...values: ValuesArg<C>
  ) {
    super(code);
    this.name = 'DomainError';
    this.values = (values[0] ?? {}) as ValuesOf<C>;
  }

  get status(): number {
    return DOMAIN_ERRORS[this.code].status;
  }

  /** The API's answer: the Russian text it always gave, plus the code. */
  toResponse(): DomainErrorResponse {
    return { detail: (DOMAIN_ERRORS[this.code] as HttpForm<C>).detail(this.values), code: this.code };
  }

  is<K extends DomainErrorCode>(...codes: K[]): this is DomainError<K> {
    return (codes as DomainErrorCode[]).includes(this.code);
  }
}

/** Runs `work`; a refusal with one of `codes` becomes its data (`{ ok: false, reason: code, …values }`),
 *  anything else propagates. */
export async function refusalOf<T, C extends DomainErrorCode>(
  codes: readonly C[],
  work: () => Promise<T>,
): Promise<T | Refusal<C>> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof DomainError && e.is(...codes)) return { ok: false, reason: e.code, ...e.values } as Refusal<C>;
    throw e;
  }
}

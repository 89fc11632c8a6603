import type { ActorRefusalCode, Refusal } from '../common/domain-error.contract';

/** A tap on «Записаться» under a waitlist offer. */
export type WaitlistTakeResult =
  | { ok: true; startsAt: string; timeZone: string; masterName: string; serviceName: string | null }
  | {
      ok: false;
      /** gone: someone else took the time (or it is no longer offered); passed: it has begun;
       *  already_yours: this client booked it already; not_yours: the offer is another client's;
       *  error: the booking was refused for another reason. */
      reason: 'not_yours' | 'gone' | 'passed' | 'already_yours' | 'error';
    }
  | Refusal<ActorRefusalCode | 'phone_required'>;

/** What the bot asks of the waitlist: «Записаться» under an offer. */
export interface WaitlistOffersPort {
  /** Books the offered time for the caller (identity from the update, never from the button alone). */
  takeOffer(telegramId: number, offerId: number): Promise<WaitlistTakeResult>;
}

import { Composer } from 'grammy';
import type { BotContext } from '../context';
import type { BotDeps, WaitlistTakeResult } from '../deps';
import { rowIdOf } from '../keyboards/row-id';
import { TAKE_OFFER_DATA } from '../keyboards/waitlist';
import { offeredTime, waitlistTexts, type WaitlistTexts } from '../notifications/waitlist';

type Refusal = Extract<WaitlistTakeResult, { ok: false }>;

/** The reader's words for each reason a tap on «Записаться» books nothing. */
export function offerRefusalText(x: WaitlistTexts, r: Refusal): string {
  switch (r.reason) {
    case 'gone':
      return x.goneShort;
    case 'passed':
      return x.passed;
    case 'already_yours':
      return x.alreadyYours;
    case 'not_yours':
      return x.notYours;
    case 'not_registered':
      return x.notRegistered;
    case 'account_blocked':
      return x.blocked;
    case 'phone_required':
      return x.phoneRequired;
    case 'error':
      return x.failed;
  }
}

/**
 * «Записаться» under a waitlist offer: books the time for the one who taps (from.id), if the offer is
 * theirs and the time is still free; the first tap of several wins (the booking's no-overlap rule). A
 * settled offer (booked, gone, passed) loses its button, so it is not tapped again.
 */
export function waitlistOffersFeature(deps: BotDeps): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  composer.callbackQuery(TAKE_OFFER_DATA, async (ctx) => {
    const x = waitlistTexts(ctx.lang);
    const offerId = rowIdOf(ctx.match[1]);
    // no such offer can exist: answered as an offer that is not the caller's, as an unknown id is
    const result: WaitlistTakeResult =
      offerId === null ? { ok: false, reason: 'not_yours' } : await deps.waitlist.takeOffer(ctx.from.id, offerId);
    const message = ctx.callbackQuery.message;
    const original = message && 'text' in message && message.text ? `${message.text}\n\n` : '';
    if (result.ok) {
      await ctx.answerCallbackQuery({ text: x.bookedShort });
      await ctx.editMessageText(original + x.booked(offeredTime(result.startsAt, result.timeZone, ctx.lang)));
      return;
    }
    await ctx.answerCallbackQuery({ text: offerRefusalText(x, result), show_alert: true });
    if (result.reason === 'gone') await ctx.editMessageText(original + x.goneNote);
    else if (result.reason === 'passed' || result.reason === 'already_yours') {
      await ctx.editMessageText(original + offerRefusalText(x, result));
    }
  });
  return composer;
}

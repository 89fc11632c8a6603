import { Composer } from 'grammy';
import type { BotContext } from '../context';
import type { BotDeps, SetPlaceResult } from '../deps';
import { removeKeyboard } from '../keyboards/contact';
import { locationKeyboard } from '../keyboards/location';
import { en } from '../locales/en';
import { ru } from '../locales/ru';
import type { Locale } from '../locales';

/** The words for a place that was not set. */
function refusalText(t: Locale, r: Exclude<SetPlaceResult, { ok: true }>): string {
  switch (r.reason) {
    case 'organization_master':
      return t.placeOrganizationMaster;
    case 'no_place':
      return t.placeNotProvider;
    case 'account_blocked':
      return t.placeBlocked;
    case 'not_registered':
      return t.placeNotRegistered;
  }
}

/**
 * /place offers a request_location button; a location the user shares (through it or the attachment menu)
 * becomes their place: an independent master's card, an owner's organization. Everyone else is told why not.
 */
export function placeFeature(deps: BotDeps): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  const pm = composer.chatType('private');

  pm.command('place', async (ctx) => {
    const whose = await deps.places.targets(ctx.from.id);
    if (whose.ok) await ctx.reply(ctx.t.askLocation, { reply_markup: locationKeyboard(ctx.t) });
    else await ctx.reply(refusalText(ctx.t, whose));
  });

  pm.on('message:location', async (ctx) => {
    const { latitude, longitude } = ctx.message.location;
    const result = await deps.places.set(ctx.from.id, { latitude, longitude });
    const text = result.ok ? ctx.t.placeSaved(latitude, longitude) : refusalText(ctx.t, result);
    await ctx.reply(text, { reply_markup: removeKeyboard });
  });

  // the keyboard's cancel button (outside the phone conversation, which answers its own)
  pm.hears([ru.cancel, en.cancel], (ctx) => ctx.reply(ctx.t.placeCancelled, { reply_markup: removeKeyboard }));

  return composer;
}

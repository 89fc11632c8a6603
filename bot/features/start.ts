import { Composer, InlineKeyboard } from 'grammy';
import type { BotContext } from '../context';
import type { BotDeps } from '../deps';
import type { Locale } from '../locales';
import type { BotOptions } from '../options';
import { buildLink, parseLink, type BookingLinkKind } from '../../src/deep-links/link-grammar';
import { bookingUrl, homeKeyboard, invitationUrl, openAppKeyboard, webappUrl } from '../keyboards/webapp';

export type StartTarget =
  | { kind: 'none' }
  | { kind: 'bad' }
  | { kind: 'master'; deepLink: string }
  | { kind: 'organization'; deepLink: string }
  | { kind: 'organization_master'; masterCode: string }
  | { kind: 'invitation'; code: string };

/** The /start payload read with the one link grammar (longest prefix first, shared with the API and the mini app). */
export function parseStartPayload(raw: string): StartTarget {
  const payload = raw.trim();
  if (payload === '') return { kind: 'none' };
  const link = parseLink(payload);
  if (!link) return { kind: 'bad' };
  switch (link.kind) {
    case 'master':
      return { kind: 'master', deepLink: link.value };
    case 'organization':
      return { kind: 'organization', deepLink: link.value };
    case 'organization_master':
      return { kind: 'organization_master', masterCode: link.value };
    case 'invitation':
      return { kind: 'invitation', code: link.value };
  }
}

interface StartReply {
  text: string;
  keyboard: InlineKeyboard;
}

async function resolveStart(target: StartTarget, deps: BotDeps, t: Locale, base: string): Promise<StartReply> {
  const failure = (text: string): StartReply => ({
    text: `${text}\n${t.linkErrorHint}`,
    keyboard: homeKeyboard(t, base),
  });
  /** The booking answer: who or what, and the button that opens its page (the payload travels as ?booking=). */
  const book = (text: string, kind: BookingLinkKind, value: string): StartReply => ({
    text,
    keyboard: openAppKeyboard(t.book, bookingUrl(base, buildLink(kind, value))),
  });
  switch (target.kind) {
    case 'none':
      return { text: t.welcome, keyboard: openAppKeyboard(t.openApp, webappUrl(base, '/')) };
    case 'bad':
      return failure(t.badLink);
    case 'master': {
      const master = await deps.pages.findMaster(target.deepLink);
      return master ? book(t.bookMaster(master.name), 'master', target.deepLink) : failure(t.masterNotFound);
    }
    case 'organization': {
      const org = await deps.pages.findOrganization(target.deepLink);
      return org
        ? book(t.bookOrganization(org.name), 'organization', target.deepLink)
        : failure(t.organizationNotFound);
    }
    case 'organization_master': {
      const found = await deps.pages.findOrganizationMaster(target.masterCode);
      return found
        ? book(t.bookOrganizationMaster(found.name, found.organizationName), 'organization_master', target.masterCode)
        : failure(t.masterNotFound);
    }
    case 'invitation': {
      const invitation = await deps.invitations.findPendingByCode(target.code);
      if (!invitation) return failure(t.badInvitationLink);
      return {
        text: t.invitation(invitation.organizationName, invitation.role),
        keyboard: openAppKeyboard(t.join, invitationUrl(base, invitation.id, target.code)),
      };
    }
  }
}

/** /start with or without a booking / invitation payload: a greeting and one button into the mini app. */
export function startFeature(deps: BotDeps, options: BotOptions): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  composer.chatType('private').command('start', async (ctx) => {
    const reply = await resolveStart(parseStartPayload(ctx.match), deps, ctx.t, options.webappUrl);
    await ctx.reply(`${ctx.t.greeting(ctx.from.first_name)}\n${reply.text}`, {
      reply_markup: reply.keyboard,
      link_preview_options: { is_disabled: true },
    });
  });
  return composer;
}

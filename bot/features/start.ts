import { Composer, InlineKeyboard } from 'grammy';
import type { BotContext } from '../context';
import type { BotDeps } from '../deps';
import type { Locale } from '../locales';
import type { BotOptions } from '../options';
import { bookingUrl, homeKeyboard, invitationUrl, openAppKeyboard, webappUrl } from '../keyboards/webapp';

export type StartTarget =
  | { kind: 'none' }
  | { kind: 'bad' }
  | { kind: 'master'; deepLink: string }
  | { kind: 'organization'; deepLink: string }
  | { kind: 'organization_master'; masterCode: string }
  | { kind: 'invitation'; code: string };

const DEEP_LINK = /^[a-z0-9-]{3,64}$/;
const CODE = /^[a-z0-9]{4,64}$/;

/** Longest prefix first: `org_master_…` must never fall into the `org_` branch. */
const PREFIXES: { prefix: string; kind: Exclude<StartTarget['kind'], 'none' | 'bad'> }[] = [
  { prefix: 'org_master_', kind: 'organization_master' },
  { prefix: 'master_', kind: 'master' },
  { prefix: 'invite_', kind: 'invitation' },
  { prefix: 'org_', kind: 'organization' },
];

export function parseStartPayload(raw: string): StartTarget {
  const payload = raw.trim();
  if (payload === '') return { kind: 'none' };
  const match = PREFIXES.find((p) => payload.startsWith(p.prefix));
  if (!match) return { kind: 'bad' };
  const value = payload.slice(match.prefix.length);
  switch (match.kind) {
    case 'master':
      return DEEP_LINK.test(value) ? { kind: 'master', deepLink: value } : { kind: 'bad' };
    case 'organization':
      return DEEP_LINK.test(value) ? { kind: 'organization', deepLink: value } : { kind: 'bad' };
    case 'organization_master':
      return CODE.test(value) ? { kind: 'organization_master', masterCode: value } : { kind: 'bad' };
    case 'invitation':
      return CODE.test(value) ? { kind: 'invitation', code: value } : { kind: 'bad' };
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
  switch (target.kind) {
    case 'none':
      return { text: t.welcome, keyboard: openAppKeyboard(t.openApp, webappUrl(base, '/')) };
    case 'bad':
      return failure(t.badLink);
    case 'master': {
      const master = await deps.findMasterByDeepLink(target.deepLink);
      if (!master) return failure(t.masterNotFound);
      return {
        text: t.bookMaster(master.name),
        keyboard: openAppKeyboard(t.book, bookingUrl(base, `master_${target.deepLink}`)),
      };
    }
    case 'organization': {
      const org = await deps.findOrganizationByDeepLink(target.deepLink);
      if (!org) return failure(t.organizationNotFound);
      return {
        text: t.bookOrganization(org.name),
        keyboard: openAppKeyboard(t.book, bookingUrl(base, `org_${target.deepLink}`)),
      };
    }
    case 'organization_master': {
      const found = await deps.findOrganizationMasterByCode(target.masterCode);
      if (!found) return failure(t.masterNotFound);
      return {
        text: t.bookOrganizationMaster(found.name, found.organizationName),
        keyboard: openAppKeyboard(t.book, bookingUrl(base, `org_master_${target.masterCode}`)),
      };
    }
    case 'invitation': {
      const invitation = await deps.findPendingInvitationByCode(target.code);
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

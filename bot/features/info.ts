import { Composer } from 'grammy';
import type { BotContext } from '../context';
import type { BotDeps } from '../deps';
import type { BotOptions } from '../options';
import { homeKeyboard } from '../keyboards/webapp';

/** /help and /link (the caller's own booking links); /support is bot/features/support.ts. */
export function infoFeature(deps: BotDeps, options: BotOptions): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  const pm = composer.chatType('private');

  pm.command('help', (ctx) => ctx.reply(ctx.t.help, { reply_markup: homeKeyboard(ctx.t, options.webappUrl) }));

  pm.command('link', async (ctx) => {
    const links = await deps.account.ownBookingLinks(ctx.from.id);
    if (links.length === 0) {
      await ctx.reply(ctx.t.noOwnLinks, { reply_markup: homeKeyboard(ctx.t, options.webappUrl) });
      return;
    }
    const lines = links.map((l) =>
      l.kind === 'master'
        ? ctx.t.ownLinkMaster(l.link)
        : l.kind === 'organization'
          ? ctx.t.ownLinkOrganization(l.organizationName ?? '', l.link)
          : ctx.t.ownLinkOrganizationMaster(l.organizationName ?? '', l.link),
    );
    await ctx.reply([ctx.t.ownLinksTitle, ...lines].join('\n'), { link_preview_options: { is_disabled: true } });
  });

  return composer;
}

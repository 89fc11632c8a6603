import { Composer } from 'grammy';
import type { BotContext } from '../context';
import type { BotDeps, DecideResult } from '../deps';
import type { Locale } from '../locales';
import { DECISION_DATA } from '../keyboards/invitation';
import { rowIdOf } from '../keyboards/row-id';

/** The reader's words for each refusal code of the owner's decision. */
export function decisionRefusalText(t: Locale, result: Extract<DecideResult, { ok: false }>): string {
  switch (result.reason) {
    case 'forbidden':
      return t.decisionForbidden;
    case 'invitation_not_found':
      return t.decisionNotFound;
    case 'invitation_not_awaiting_decision':
      return t.decisionNotAwaiting;
    case 'already_member':
      return t.decisionAlreadyMember;
    case 'not_registered':
      return t.decisionNotRegistered;
    case 'account_blocked':
      return t.decisionBlocked;
  }
}

/** Подтвердить / Отклонить under "invitation waiting for confirmation": the same as the confirm/reject
 *  API calls, checked against the caller's identity (from.id), never against the button's data alone. */
export function invitationDecisionsFeature(deps: BotDeps): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  composer.callbackQuery(DECISION_DATA, async (ctx) => {
    const decision = ctx.match[1] === 'c' ? 'confirm' : 'reject';
    const invitationId = rowIdOf(ctx.match[2]);
    const result: DecideResult =
      invitationId === null
        ? { ok: false, reason: 'invitation_not_found' }
        : await deps.invitations.decide(ctx.from.id, invitationId, decision);
    if (!result.ok) {
      await ctx.answerCallbackQuery({ text: decisionRefusalText(ctx.t, result), show_alert: true });
      return;
    }
    await ctx.answerCallbackQuery({ text: decision === 'confirm' ? ctx.t.decisionConfirmed : ctx.t.decisionRejected });
    const message = ctx.callbackQuery.message;
    const original = message && 'text' in message && message.text ? `${message.text}\n\n` : '';
    // Editing without reply_markup removes the buttons, so the decision cannot be tapped twice.
    await ctx.editMessageText(
      original + (decision === 'confirm' ? ctx.t.decisionConfirmedNote : ctx.t.decisionRejectedNote),
    );
  });
  return composer;
}

import { Composer } from 'grammy';
import type { BotContext } from '../context';
import type { BotDeps, VisitResult } from '../deps';
import type { Locale } from '../locales';
import type { BotOptions } from '../options';
import { REMINDER_DATA, reminderKeyboard } from '../keyboards/reminder';
import { rowIdOf } from '../keyboards/row-id';

/** The reader's words for each refusal code of «Приду» and «Отменить». */
export function visitRefusalText(t: Locale, r: Extract<VisitResult, { ok: false }>): string {
  switch (r.reason) {
    case 'cancel_cutoff_passed':
      return t.visitCutoff(r.hours, r.phone);
    case 'not_registered':
      return t.decisionNotRegistered;
    case 'account_blocked':
      return t.decisionBlocked;
    case 'appointment_not_found':
      return t.visitNotFound;
    case 'appointment_cancelled':
      return t.visitGone;
    case 'appointment_finished':
      return t.visitFinished;
    case 'appointment_started':
      return t.visitStarted;
    case 'appointment_changed':
      return t.visitChanged;
  }
}

/**
 * «Приду» (rem:come:<id>) and «Отменить» (rem:cancel:<id>) under a reminder. The caller is identified by
 * from.id and must be the booking's client (the data alone proves nothing); the rules are the API's
 * (AppointmentChangesService). After the tap the reminder shows the result: a note under its text, and
 * the buttons still meaningful (none after a cancel; no «Приду» once confirmed).
 */
export function reminderButtonsFeature(deps: BotDeps, options: BotOptions): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  composer.callbackQuery(REMINDER_DATA, async (ctx) => {
    const action = ctx.match[1] as 'come' | 'cancel';
    const appointmentId = rowIdOf(ctx.match[2]);
    if (appointmentId === null) {
      await ctx.answerCallbackQuery({ text: ctx.t.visitNotFound, show_alert: true });
      return;
    }
    const result =
      action === 'come'
        ? await deps.visits.confirmVisit(ctx.from.id, appointmentId)
        : await deps.visits.cancelVisit(ctx.from.id, appointmentId);
    if (!result.ok) {
      await ctx.answerCallbackQuery({ text: visitRefusalText(ctx.t, result), show_alert: true });
      return;
    }
    if (result.outcome === 'already_confirmed') {
      await ctx.answerCallbackQuery({ text: ctx.t.visitAlreadyConfirmed });
      return;
    }
    const cancelled = result.outcome === 'cancelled';
    await ctx.answerCallbackQuery({ text: cancelled ? ctx.t.visitCancelled : ctx.t.visitConfirmed });
    const message = ctx.callbackQuery.message;
    const original = message && 'text' in message && message.text ? `${message.text}\n\n` : '';
    const note = cancelled ? ctx.t.visitCancelledNote : ctx.t.visitConfirmedNote;
    await ctx
      .editMessageText(
        original + note,
        cancelled ? {} : { reply_markup: reminderKeyboard(ctx.lang, options.webappUrl, appointmentId, true) },
      )
      .catch((e: unknown) => deps.logError?.(`reminder ${appointmentId}: could not edit the message`, e));
  });
  return composer;
}

import { Composer } from 'grammy';
import type { BotContext } from '../context';
import type { BotDeps, ReviewTapResult } from '../deps';
import type { Lang } from '../locales';
import type { BotOptions } from '../options';
import { REVIEW_DATA, reviewGivenKeyboard } from '../keyboards/review';
import { reviewTexts } from '../notifications/review';

type Refusal = Extract<ReviewTapResult, { ok: false }>['reason'];

const REFUSALS: Record<Lang, Record<Refusal, string>> = {
  ru: {
    not_registered: 'Сначала зарегистрируйтесь в приложении.',
    account_blocked: 'Ваш аккаунт заблокирован.',
    not_found: 'Запись не найдена.',
    cancelled: 'Запись отменена: отзыв к ней оставить нельзя.',
    no_show: 'Визит не состоялся: отзыв к нему оставить нельзя.',
    not_a_visit: 'Запись не состоялась: предоплата не была внесена или время уже заняли. Отзыв оставить нельзя.',
    own_business: 'Это ваш бизнес: его владелец, администраторы и мастера отзывы о нём не пишут.',
    not_ended: 'Отзыв можно оставить только после окончания визита.',
    too_late: 'Отзыв можно оставить в течение 30 дней после визита.',
    edit_window_passed: 'Изменить отзыв можно только в течение 7 дней после его написания.',
  },
  en: {
    not_registered: 'Please register in the app first.',
    account_blocked: 'Your account is blocked.',
    not_found: 'Booking not found.',
    cancelled: 'The booking was cancelled: it cannot be reviewed.',
    no_show: 'The visit did not take place: it cannot be reviewed.',
    not_a_visit:
      'The booking never took place (the deposit was not paid, or the time was taken): it cannot be reviewed.',
    own_business: "This is your own business: its owner, admins and masters don't review it.",
    not_ended: 'A visit can be reviewed once it is over.',
    too_late: 'A visit can be reviewed within 30 days of it.',
    edit_window_passed: 'A review can be changed within 7 days of writing it.',
  },
};

const MUTED: Record<Lang, { alert: string; note: string }> = {
  ru: { alert: 'Больше не будем спрашивать', note: 'Хорошо, больше не будем просить об отзывах.' },
  en: { alert: "We won't ask again", note: "Fine, we won't ask for reviews any more." },
};
const THANKS: Record<Lang, string> = { ru: 'Спасибо за оценку!', en: 'Thank you for the rating!' };

/**
 * The review request's buttons: a star (rv:<1..5>:<id>) writes or changes the caller's review of that
 * booking; «Не спрашивать» (rv:mute:<id>) stops requests. The caller is from.id and must be the booking's
 * client; the rules are the API's. After a star the message shows the chosen stars, keeps the stars (another
 * tap changes the rating) and offers the review form to add text.
 */
export function reviewButtonsFeature(deps: BotDeps, options: BotOptions): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  composer.callbackQuery(REVIEW_DATA, async (ctx) => {
    const action = ctx.match[1];
    const appointmentId = Number(ctx.match[2]);
    const result =
      action === 'mute'
        ? await deps.reviews.mute(ctx.from.id)
        : await deps.reviews.rate(ctx.from.id, appointmentId, Number(action));
    if (!result.ok) {
      await ctx.answerCallbackQuery({ text: REFUSALS[ctx.lang][result.reason], show_alert: true });
      return;
    }
    const message = ctx.callbackQuery.message;
    const question = message && 'text' in message && message.text ? message.text.split('\n\n')[0] : '';
    const edit = (text: string, extra: Parameters<typeof ctx.editMessageText>[1] = {}) =>
      ctx
        .editMessageText(text, extra)
        .catch((e: unknown) => deps.logError?.(`review request ${appointmentId}: could not edit the message`, e));
    if (result.outcome === 'muted') {
      await ctx.answerCallbackQuery({ text: MUTED[ctx.lang].alert });
      await edit(`${question}\n\n${MUTED[ctx.lang].note}`);
      return;
    }
    await ctx.answerCallbackQuery({ text: THANKS[ctx.lang] });
    await edit(`${question}\n\n${reviewTexts(ctx.lang).given(result.rating!)}`, {
      reply_markup: reviewGivenKeyboard(
        ctx.lang,
        options.webappUrl,
        appointmentId,
        result.rating!,
        result.bookAgainPath,
      ),
    });
  });
  return composer;
}

import type { Context, NextFunction } from 'grammy';
import type { LocaleFlavor } from '../context';
import { langOf, locale } from '../locales';

/** Replies follow the sender's Telegram language: en for English, Russian otherwise. */
export async function localeMiddleware(ctx: Context & Partial<LocaleFlavor>, next: NextFunction): Promise<void> {
  const lang = langOf(ctx.from?.language_code);
  ctx.lang = lang;
  ctx.t = locale(lang);
  await next();
}

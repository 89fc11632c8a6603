import type { Api } from 'grammy';
import type { BotCommand } from 'grammy/types';
import { locale, type Lang } from './locales';
import { webappUrl } from './keyboards/webapp';
import { billingTexts } from './locales/billing';

/** The command list; `payments`: the bot sells plans, and Telegram requires /paysupport then. */
export function botCommands(lang: Lang, payments = false): BotCommand[] {
  const t = locale(lang);
  const list: BotCommand[] = [
    { command: 'start', description: t.cmdStart },
    { command: 'help', description: t.cmdHelp },
    { command: 'link', description: t.cmdLink },
    { command: 'support', description: t.cmdSupport },
  ];
  return payments ? [...list, { command: 'paysupport', description: billingTexts(lang).cmdPaysupport }] : list;
}

/** At start-up: the command list in ru (also the default) and en, and a menu button opening the mini app. */
export async function configureBotProfile(api: Api, base: string, payments = false): Promise<void> {
  await api.setMyCommands(botCommands('ru', payments));
  await api.setMyCommands(botCommands('ru', payments), { language_code: 'ru' });
  await api.setMyCommands(botCommands('en', payments), { language_code: 'en' });
  await api.setChatMenuButton({
    menu_button: { type: 'web_app', text: locale('ru').menuButton, web_app: { url: webappUrl(base, '/') } },
  });
}

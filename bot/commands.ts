import type { Api } from 'grammy';
import type { BotCommand } from 'grammy/types';
import { locale, type Lang } from './locales';
import { webappUrl } from './keyboards/webapp';

export function botCommands(lang: Lang): BotCommand[] {
  const t = locale(lang);
  return [
    { command: 'start', description: t.cmdStart },
    { command: 'help', description: t.cmdHelp },
    { command: 'link', description: t.cmdLink },
    { command: 'support', description: t.cmdSupport },
  ];
}

/** At start-up: the command list in ru (also the default) and en, and a menu button opening the mini app. */
export async function configureBotProfile(api: Api, base: string): Promise<void> {
  await api.setMyCommands(botCommands('ru'));
  await api.setMyCommands(botCommands('ru'), { language_code: 'ru' });
  await api.setMyCommands(botCommands('en'), { language_code: 'en' });
  await api.setChatMenuButton({
    menu_button: { type: 'web_app', text: locale('ru').menuButton, web_app: { url: webappUrl(base, '/') } },
  });
}

// Support contacts shown in Profile → Contact us and on the Tariff page. Overridable at build time.
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@zapis.app';
export const SUPPORT_TELEGRAM: string = import.meta.env.VITE_SUPPORT_TELEGRAM || '@zapis_support';
export const SUPPORT_REPLY_HOURS = 24;

export function supportTelegramLink(): string {
  return `https://t.me/${SUPPORT_TELEGRAM.replace(/^@/, '')}`;
}

/** A personal manager as the owner reads them: the name, and the Telegram username to write to. */
export const managerName = (m: { name: string; username: string | null }): string =>
  m.username ? `${m.name} (@${m.username})` : m.name;

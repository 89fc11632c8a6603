import { InlineKeyboard } from 'grammy';
import type { Locale } from '../locales';

/** The mini app URL with query parameters (keeps any base path of WEBAPP_URL). */
export function webappUrl(base: string, path = '', query: Record<string, string> = {}): string {
  const url = new URL(base.replace(/\/+$/, '') + path);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.toString();
}

export const bookingUrl = (base: string, payload: string) => webappUrl(base, '/', { booking: payload });
/** The invitation page: the id names the invitation, the code (its deep_link_code) proves the link was given. */
export const invitationUrl = (base: string, invitationId: number, code: string) =>
  webappUrl(base, '/register-organization-master', { invitation_id: String(invitationId), code });

/** One inline button that opens the mini app at `url`. */
export function openAppKeyboard(label: string, url: string): InlineKeyboard {
  return new InlineKeyboard().webApp(label, url);
}

export const homeKeyboard = (t: Locale, base: string) => openAppKeyboard(t.openApp, webappUrl(base, '/'));

// Opening the mini app as one of a person's roles: the app keeps the role it shows in localStorage, per
// Telegram account (current-role-key.ts), and starts a person with several roles in their user
// type's (an organization admin is a client who also administers). /dev-login/open?role=… answers a tiny
// page that stores the role, then goes on to the app; its one inline script is allowed by its hash alone.
import { createHash } from 'node:crypto';
import { currentRoleKey } from '../additional-roles/current-role-key';
import { TELEGRAM_WEB_ORIGINS } from '../config/security-headers';

/** The roles the app can be opened in (the super admin's /admin needs none). */
export const APP_ROLES = ['client', 'master', 'organization', 'organization_admin', 'organization_master'] as const;
export type AppRole = (typeof APP_ROLES)[number];

export const isAppRole = (value: string): value is AppRole => (APP_ROLES as readonly string[]).includes(value);

/** A JSON string literal safe inside <script> (no '</script>', no line separators). */
const scriptString = (s: string) =>
  JSON.stringify(s)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The page that stores `role` as this Telegram account's current role, then opens `url`. */
export function roleHandoff(role: AppRole, telegramId: number, url: string): { html: string; csp: string } {
  const script =
    `try{localStorage.setItem(${scriptString(currentRoleKey(telegramId))},${scriptString(role)})}catch(e){}` +
    `location.replace(${scriptString(url)})`;
  const hash = createHash('sha256').update(script, 'utf8').digest('base64');
  const csp = [
    "default-src 'none'",
    `script-src 'sha256-${hash}'`,
    // the empty icon (no request for /favicon.ico)
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors 'self' ${TELEGRAM_WEB_ORIGINS.join(' ')}`,
  ].join('; ');
  const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Dev login</title>
<link rel="icon" href="data:,"><script>${script}</script></head>
<body><noscript><a href="${url.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">Открыть приложение</a></noscript></body></html>`;
  return { html, csp };
}

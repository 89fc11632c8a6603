import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyHelmetOptions } from '@fastify/helmet';

/** Telegram's web clients (web.telegram.org/k, /a, …) open the mini app in an iframe; nothing else may. */
export const TELEGRAM_WEB_ORIGINS = ['https://web.telegram.org', 'https://*.telegram.org'];

/** CSP source expressions ('sha256-…') for each inline <script> of an HTML page, in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(m[1])) continue;
    hashes.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * Helmet's headers for every response (mini app, API, dev login). The CSP allows what the mini app
 * loads: its own scripts, styles and API ('self'); the two inline scripts of its index.html (theme and
 * splash, allowed by hash, read from the built page at start-up); inline styles (antd-mobile and React
 * set style attributes); data: images and fonts. Framing only by the app itself and Telegram's web
 * clients (frame-ancestors), so helmet's X-Frame-Options, which would refuse Telegram Web, is off.
 */
export function securityHeaders(webappDist: string | null): FastifyHelmetOptions {
  const indexHtml = webappDist ? join(webappDist, 'index.html') : null;
  const scriptHashes = indexHtml && existsSync(indexHtml) ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...new Set(scriptHashes)],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'", ...TELEGRAM_WEB_ORIGINS],
      },
    },
    xFrameOptions: false,
    referrerPolicy: { policy: 'no-referrer' },
    // and helmet's other defaults, among them X-Content-Type-Options: nosniff
  };
}

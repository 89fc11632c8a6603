import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download address works: long enough to tap it, short enough to be no lasting secret. */
export const EXPORT_LINK_TTL_MS = 10 * 60_000;

/**
 * Signed download addresses of one export's file: `?token=<expires s>.<sig>`, sig = HMAC-SHA256 over the
 * export id and the expiry. Stateless, so any instance that shares the bot token answers it.
 */
export class ExportLinkSigner {
  private readonly key: Buffer;

  /** `secret`: the bot token (the one secret every instance shares); the key is derived from it. */
  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('export-file-link').digest();
  }

  sign(exportId: string, expiresMs: number): string {
    const expires = Math.floor(expiresMs / 1000);
    return `${expires}.${this.mac(exportId, expires)}`;
  }

  /** True when `token` was signed for `exportId` and has not expired at `nowMs`. */
  verify(exportId: string, token: unknown, nowMs: number): boolean {
    if (typeof token !== 'string') return false;
    const m = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!m) return false;
    const expires = Number(m[1]);
    const expected = Buffer.from(this.mac(exportId, expires));
    if (!timingSafeEqual(expected, Buffer.from(m[2]))) return false;
    return expires * 1000 > nowMs;
  }

  private mac(exportId: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${exportId}.${expires}`).digest('base64url');
  }
}

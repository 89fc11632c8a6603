import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IcsViewer } from './appointment-ics';

/**
 * Short-lived signed addresses of one booking's .ics for one side of it: `<id>.<c|m>.<expires s>.<sig>`,
 * sig = HMAC-SHA256 over the rest. Stateless, so any instance that shares the key answers it.
 */
export class IcsLinkSigner {
  private readonly key: Buffer;

  /** `secret`: the bot token (the one secret every instance shares); the key is derived from it. */
  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('appointment-ics-link').digest();
  }

  sign(appointmentId: number, viewer: IcsViewer, expiresMs: number): string {
    const body = `${appointmentId}.${viewer === 'master' ? 'm' : 'c'}.${Math.floor(expiresMs / 1000)}`;
    return `${body}.${this.mac(body)}`;
  }

  /** The booking and side a token names, or null when it is malformed, forged or expired at `nowMs`. */
  verify(token: string, nowMs: number): { appointmentId: number; viewer: IcsViewer } | null {
    const m = /^([1-9]\d{0,9})\.([cm])\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!m) return null;
    const [, id, side, expires, sig] = m;
    const expected = Buffer.from(this.mac(`${id}.${side}.${expires}`));
    if (!timingSafeEqual(expected, Buffer.from(sig))) return null;
    if (Number(expires) * 1000 <= nowMs) return null;
    return { appointmentId: Number(id), viewer: side === 'm' ? 'master' : 'client' };
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

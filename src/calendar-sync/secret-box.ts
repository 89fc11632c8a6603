/**
 * Calendar secrets at rest: AES-256-GCM under CALENDAR_SECRET_KEY, a fresh 12-byte nonce per seal, stored as
 * 'v1.' + base64url(nonce | tag | ciphertext). A changed key or an altered row fails to open (GCM's tag).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'v1.';

export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function open(key: Buffer, sealed: string): string {
  if (!sealed.startsWith(PREFIX)) throw new Error('calendar secret: unknown format');
  const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

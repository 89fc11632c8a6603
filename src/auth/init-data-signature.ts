import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of the bot token under the key "WebAppData": the key init data is signed with. */
export function initDataSecretKey(botToken: string): Buffer {
  return createHmac('sha256', 'WebAppData').update(botToken).digest();
}

export type InitDataCheck = 'valid' | 'invalid' | 'expired';

/**
 * Telegram's check of Mini App init data: HMAC-SHA256 (under `secretKey`) of the sorted "key=value"
 * lines of every field but `hash`, in lowercase hex, must equal `hash`. The two are compared in constant
 * time (crypto.timingSafeEqual), so the answer's timing says nothing about how much of a guess was right;
 * only the length, which is public (64), is compared first. A valid signature older than `maxAgeS`
 * (auth_date, seconds) at `nowMs` is 'expired'.
 */
export function checkInitData(
  params: URLSearchParams,
  secretKey: Buffer,
  maxAgeS: number,
  nowMs: number,
): InitDataCheck {
  let hash: string | undefined;
  const lines: string[] = [];
  params.forEach((value, key) => {
    if (key === 'hash') hash = value;
    else lines.push(`${key}=${value}`);
  });
  if (!hash) return 'invalid';
  lines.sort();
  const expected = Buffer.from(createHmac('sha256', secretKey).update(lines.join('\n')).digest('hex'), 'utf8');
  const given = Buffer.from(hash, 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';

  const authDate = params.get('auth_date') ?? '';
  if (!/^\d{1,12}$/.test(authDate)) return 'invalid';
  if ((Number(authDate) + maxAgeS) * 1000 < nowMs) return 'expired';
  return 'valid';
}

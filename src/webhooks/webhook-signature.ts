import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret as the Standard Webhooks spec writes it: `whsec_` and the base64 of 24 random bytes. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;

/** The Standard Webhooks headers of one delivery: the message id (the same on every retry), the second it was
 *  sent, and `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` keyed with the secret's decoded bytes. */
export function signatureHeaders(
  secret: string,
  id: string,
  timestampS: number,
  body: string,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestampS}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': String(timestampS), 'webhook-signature': `v1,${mac}` };
}

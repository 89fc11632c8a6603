/**
 * Webhooks of a business: the events it wants POSTed to its server, signed as the Standard Webhooks spec says
 * (headers webhook-id, webhook-timestamp, webhook-signature `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`
 * with the secret `whsec_…`). A body is `{ "type": event, "timestamp": ISO, "data": {...} }`. Plain types: the
 * mini app imports them.
 */
export const WEBHOOK_EVENTS = [
  'booking.created',
  'booking.moved',
  'booking.cancelled',
  'booking.completed',
  'booking.no_show',
  'payment.received',
  'review.created',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_URL_MAX = 2000;
/** Deliveries the log shows per webhook (the newest). */
export const DELIVERY_LOG_SIZE = 100;

/** POST /api/webhooks. */
export interface CreateWebhookRequest {
  /** https to a public address (unless the server runs with WEBHOOK_ALLOW_PRIVATE=1). */
  url: string;
  events: WebhookEvent[];
}

export interface WebhookResponse {
  id: number;
  url: string;
  events: WebhookEvent[];
  /** False once 24 hours of deliveries failed (the owner was told in the chat); create it again to resume. */
  enabled: boolean;
  created_at: string;
  disabled_at: string | null;
}

/** The answer of POST: the signing secret, this once. */
export interface CreatedWebhookResponse extends WebhookResponse {
  secret: string;
}

export interface WebhookListResponse {
  items: WebhookResponse[];
}

/** pending: not delivered yet (retried with backoff for 24 h); delivered: a 2xx came; failed: given up. */
export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface WebhookDeliveryResponse {
  id: number;
  event: WebhookEvent;
  status: DeliveryStatus;
  attempts: number;
  /** When it was queued, and when it was last tried (null: not yet). */
  created_at: string;
  last_attempt_at: string | null;
  /** The HTTP status the receiver answered last (null: no answer: refused, timed out, address not allowed). */
  response_code: number | null;
}

export interface WebhookDeliveriesResponse {
  items: WebhookDeliveryResponse[];
}

import type { DataSource } from 'typeorm';
import { assertPublicUrl, type Resolve, UnsafeUrlError } from '../common/public-address';
import { sqlInstant } from '../database/sql-instant';
import type { NotificationsService } from '../notifications/notifications.service';
import { postJson, type SendResult } from './webhook-sender';
import { signatureHeaders } from './webhook-signature';
import { CLAIM_DELIVERIES_SQL, DELIVERED_SQL, GIVE_UP_SQL, RETRY_SQL } from './webhooks.sql';

/** How long deliveries are retried before the webhook is turned off, counted from the first attempt. */
export const RETRY_FOR_MS = 24 * 3_600_000;
/** The waits after each failed attempt (then 10 h each): the Standard Webhooks spec's suggested schedule. */
export const BACKOFF_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000];
/** Passes of claim-and-send in one round: a booking's next event can go out in the same round. */
const PASSES = 10;

export interface DeliveryDeps {
  notifications: Pick<NotificationsService, 'enqueue'>;
  allowPrivate: boolean;
  timeoutMs: number;
  batchSize?: number;
  /** The resolver the address check uses (tests pass their own). */
  resolve?: Resolve;
}

export interface DeliveryRunResult {
  delivered: number;
  failed: number;
  /** Webhooks turned off in this round (their owners told). */
  disabled: number;
}

interface Claimed {
  id: string;
  payload: unknown;
  attempts: number;
  first_ms: number;
  url: string;
  secret: string;
}

export const backoffAfter = (attempts: number): number => BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1];

/** One attempt: the URL checked again (DNS may answer otherwise now), then a signed POST to the checked address. */
async function attempt(c: Claimed, nowMs: number, deps: DeliveryDeps): Promise<SendResult> {
  let target;
  try {
    target = await assertPublicUrl(c.url, { allowPrivate: deps.allowPrivate, resolve: deps.resolve });
  } catch (e) {
    return { ok: false, status: null, error: e instanceof UnsafeUrlError ? e.message : 'address check failed' };
  }
  const body = JSON.stringify(c.payload);
  const headers = signatureHeaders(c.secret, `msg_${c.id}`, Math.floor(nowMs / 1000), body);
  return postJson(target, headers, body, deps.timeoutMs);
}

/**
 * The webhooks' due deliveries, asked of the database (nothing waits in memory): claimed by any instance, sent
 * signed, marked delivered on a 2xx, else retried with backoff; after 24 hours of failures the delivery is
 * given up, the webhook turned off and its owner told in the chat (in the same transaction). Returns counts;
 * `nowMs` is the caller's clock.
 */
export async function runWebhookDeliveriesOnce(
  db: DataSource,
  nowMs: number,
  deps: DeliveryDeps,
): Promise<DeliveryRunResult> {
  const result: DeliveryRunResult = { delivered: 0, failed: 0, disabled: 0 };
  const batch = deps.batchSize ?? 50;
  const now = sqlInstant(nowMs);
  const lease = sqlInstant(nowMs + deps.timeoutMs + 30_000);
  for (let pass = 0; pass < PASSES; pass++) {
    const claimed = await db.transaction((m) => m.query<Claimed[]>(CLAIM_DELIVERIES_SQL, [now, batch, lease]));
    if (claimed.length === 0) break;
    const outcomes = await Promise.all(claimed.map((c) => attempt(c, nowMs, deps)));
    const deliveredBefore = result.delivered;
    for (const [i, c] of claimed.entries()) {
      const r = outcomes[i];
      if (r.ok) {
        await db.query(DELIVERED_SQL, [c.id, r.status]);
        result.delivered++;
      } else if (nowMs - Number(c.first_ms) >= RETRY_FOR_MS) {
        result.failed++;
        result.disabled += await giveUp(db, c, now, r, deps);
      } else {
        const next = sqlInstant(nowMs + backoffAfter(c.attempts));
        await db.query(RETRY_SQL, [c.id, next, r.status, r.error]);
        result.failed++;
      }
    }
    // only a delivery lets a booking's next event out; failures wait for their backoff
    if (result.delivered === deliveredBefore) break;
  }
  return result;
}

async function giveUp(db: DataSource, c: Claimed, now: string, r: SendResult, deps: DeliveryDeps): Promise<number> {
  return db.transaction(async (m) => {
    const [owner] = await m.query<{ url: string; user_id: number; chat_id: number; business_name: string }[]>(
      GIVE_UP_SQL,
      [c.id, now, r.status, r.error],
    );
    if (!owner) return 0;
    await deps.notifications.enqueue(
      [
        {
          chatId: Number(owner.chat_id),
          userId: Number(owner.user_id),
          kind: 'webhook_disabled',
          payload: { url: owner.url, business_name: owner.business_name },
        },
      ],
      m,
    );
    return 1;
  });
}

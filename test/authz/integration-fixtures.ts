import { randomBytes } from 'node:crypto';
import { hashKey } from '../../src/api-keys/api-keys.service';
import type { World } from '../support/world';

/** Targets of the API key and webhook rows in the authorization table (written straight to the database). */

/** A new API key of the world's owner's organization (a fresh one per request: the owner's revoke succeeds). */
export async function ownerApiKey(w: World): Promise<number> {
  const key = `bk_${randomBytes(24).toString('base64url')}`;
  const [row] = await w.db.query<{ id: number }[]>(
    `INSERT INTO api_keys (organization_id, created_by, name, prefix, key_hash, scopes, created_at)
     VALUES ($1, $2, 'matrix', $3, $4, '{read}', now()) RETURNING id`,
    [w.org.id, w.personas.owner.user!.id, key.slice(0, 11), hashKey(key)],
  );
  return row.id;
}

/** A new webhook of the world's owner's organization. */
export async function ownerWebhook(w: World): Promise<number> {
  const [row] = await w.db.query<{ id: number }[]>(
    `INSERT INTO webhooks (organization_id, created_by, url, events, secret, created_at)
     VALUES ($1, $2, 'https://93.184.216.34/matrix', '{review.created}', 'whsec_bWF0cml4', now()) RETURNING id`,
    [w.org.id, w.personas.owner.user!.id],
  );
  return row.id;
}

/** Every API key and webhook there is (a refused request must change none). */
export const integrationsState = (w: World) =>
  w.db.query(
    `SELECT 'k' AS kind, id, revoked_at IS NULL AS live FROM api_keys
     UNION ALL SELECT 'w', id, enabled FROM webhooks ORDER BY 1, 2`,
  );

/**
 * API keys of a business (an owner or an independent master acting through their own software). Plain types:
 * the mini app imports them. `Authorization: Bearer <key>` acts as the business on the routes marked
 * @ApiKeyAccess (the list in README: bookings listed, created, cancelled and moved; services, schedules, free
 * times and clients read); every other route answers 403.
 */
import type { ApiKeyScope } from '../auth/api-key-scope';

export { type ApiKeyScope, API_KEY_SCOPES } from '../auth/api-key-scope';
export const API_KEY_NAME_MAX = 100;

/** POST /api/api-keys. */
export interface CreateApiKeyRequest {
  name: string;
  /** At least one; `write` lets the key change bookings (it does not imply `read`). */
  scopes: ApiKeyScope[];
}

export interface ApiKeyResponse {
  id: number;
  name: string;
  /** The key's first characters, to tell keys apart (the key itself is never shown again). */
  prefix: string;
  scopes: ApiKeyScope[];
  last_used_at: string | null;
  created_at: string;
}

/** The answer of POST: the key, this once. */
export interface CreatedApiKeyResponse extends ApiKeyResponse {
  key: string;
}

export interface ApiKeyListResponse {
  items: ApiKeyResponse[];
}

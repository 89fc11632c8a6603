import { SetMetadata } from '@nestjs/common';
import type { ApiKeyScope } from './api-key-scope';
import type { AuthedUser } from './authed-user';

export const API_KEY_ACCESS = 'api-key-access';

/**
 * A route a business's API key may call (`Authorization: Bearer <key>`), and the scope it needs: `read` or
 * `write`. Routes without it answer a key 403. The OpenAPI document shows the bearer scheme on exactly these.
 */
export const ApiKeyAccess = (scope: ApiKeyScope) => SetMetadata(API_KEY_ACCESS, scope);

/** Who a key is, once the guard accepted it. */
export interface ApiKeyCaller {
  keyId: number;
  scopes: ApiKeyScope[];
}

/** What the guard needs of the API keys module (found lazily: the init data path never loads it). */
export interface ApiKeyAuthenticator {
  /** The acting user of a live key allowed on a route needing `scope`; throws 401/403/429 otherwise. */
  authenticate(token: string, scope: ApiKeyScope | undefined): Promise<{ user: AuthedUser; key: ApiKeyCaller }>;
}

export const API_KEY_AUTHENTICATOR = Symbol('API_KEY_AUTHENTICATOR');

/** The key of `Authorization: Bearer <key>`, or null. */
export function bearerToken(headers: Record<string, string | string[] | undefined>): string | null {
  const auth = headers['authorization'];
  if (typeof auth !== 'string' || !auth.startsWith('Bearer ')) return null;
  const token = auth.slice(7).trim();
  return token.length > 0 ? token : null;
}

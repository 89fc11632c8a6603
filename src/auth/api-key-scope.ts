/**
 * What a business's API key may do on a route: `read`, or `write` (change bookings; it does not imply
 * `read`). The guard's vocabulary, so it lives here; `api-keys/` grants these scopes and the mini app reads
 * them through the API keys contract. Plain types: the mini app imports them.
 */
export type ApiKeyScope = 'read' | 'write';
export const API_KEY_SCOPES: readonly ApiKeyScope[] = ['read', 'write'];

/** The settings of a business's integrations: API keys and webhooks (src/api-keys, src/webhooks). */
export interface IntegrationsConfig {
  /** Requests one API key may make per minute, in each process (API_KEY_REQUESTS_PER_MINUTE; 0: off). */
  apiKeyRequestsPerMinute: number;
  /**
   * WEBHOOK_ALLOW_PRIVATE=1: webhook URLs may be http and point at any address, the server's own network
   * included. For tests and closed installations only: by default only https to public addresses.
   */
  webhookAllowPrivate: boolean;
  /** How long one webhook delivery may take, connection and answer (WEBHOOK_TIMEOUT_MS). */
  webhookTimeoutMs: number;
}

type IntReader = (env: NodeJS.ProcessEnv, name: string, fallback: number, min?: number) => number;
type FlagReader = (env: NodeJS.ProcessEnv, name: string, fallback: boolean) => boolean;

/** API_KEY_REQUESTS_PER_MINUTE, WEBHOOK_ALLOW_PRIVATE and WEBHOOK_TIMEOUT_MS, read with the configuration's readers. */
export function integrationsConfig(env: NodeJS.ProcessEnv, int: IntReader, flag: FlagReader): IntegrationsConfig {
  return {
    apiKeyRequestsPerMinute: int(env, 'API_KEY_REQUESTS_PER_MINUTE', 600),
    webhookAllowPrivate: flag(env, 'WEBHOOK_ALLOW_PRIVATE', false),
    webhookTimeoutMs: int(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100),
  };
}

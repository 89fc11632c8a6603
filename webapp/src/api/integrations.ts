// A business's integrations: API keys and webhooks (Enterprise), and each webhook's delivery log.
import { useQuery } from '@tanstack/react-query';
import type { ApiKeyListResponse, ApiKeyScope, CreatedApiKeyResponse } from '@api/api-keys/api-keys.contract';
import type {
  CreatedWebhookResponse,
  WebhookDeliveriesResponse,
  WebhookEvent,
  WebhookListResponse,
} from '@api/webhooks/webhooks.contract';
import { api } from '../lib/api-client';

export const integrationKeys = {
  apiKeys: ['api-keys'],
  webhooks: ['webhooks'],
  deliveries: (id: number) => ['webhooks', id, 'deliveries'],
};

export function useApiKeys() {
  return useQuery({
    queryKey: integrationKeys.apiKeys,
    queryFn: () => api<ApiKeyListResponse>('GET', '/api-keys'),
    retry: false,
  });
}

export function createApiKey(name: string, scopes: ApiKeyScope[], errorDefault: string) {
  return api<CreatedApiKeyResponse>('POST', '/api-keys', { name, scopes }, { errorDefault });
}

export function revokeApiKey(id: number, errorDefault: string) {
  return api<void>('DELETE', `/api-keys/${id}`, undefined, { errorDefault });
}

export function useWebhooks() {
  return useQuery({
    queryKey: integrationKeys.webhooks,
    queryFn: () => api<WebhookListResponse>('GET', '/webhooks'),
    retry: false,
  });
}

export function createWebhook(url: string, events: WebhookEvent[], errorDefault: string) {
  return api<CreatedWebhookResponse>('POST', '/webhooks', { url, events }, { errorDefault });
}

export function deleteWebhook(id: number, errorDefault: string) {
  return api<void>('DELETE', `/webhooks/${id}`, undefined, { errorDefault });
}

export function useWebhookDeliveries(id: number | null) {
  return useQuery({
    queryKey: integrationKeys.deliveries(id ?? 0),
    queryFn: () => api<WebhookDeliveriesResponse>('GET', `/webhooks/${id}/deliveries`),
    enabled: id !== null,
  });
}

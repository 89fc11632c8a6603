import { useQuery } from '@tanstack/react-query';
import type { ServiceRequest, ServiceResponse } from '@api/services/services.contract';
import { api } from '../../lib/api-client';

export const myServicesKey = ['services', 'my'] as const;

export function fetchMyServices(): Promise<ServiceResponse[]> {
  return api<ServiceResponse[]>('GET', '/services/my');
}

export function useMyServices() {
  return useQuery({ queryKey: myServicesKey, queryFn: fetchMyServices });
}

export function createService(body: ServiceRequest, errorDefault: string): Promise<ServiceResponse> {
  return api<ServiceResponse>('POST', '/services/', body, { errorDefault });
}

export function updateService(id: number, body: ServiceRequest, errorDefault: string): Promise<ServiceResponse> {
  return api<ServiceResponse>('PUT', `/services/${id}`, body, { errorDefault });
}

export function deleteService(id: number, errorDefault: string): Promise<unknown> {
  return api<unknown>('DELETE', `/services/${id}`, undefined, { errorDefault });
}

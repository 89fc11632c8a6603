// /services: the caller's services (a page at a time), create, change, delete.
import type { ServiceRequest, ServiceResponse } from '@api/services/services.contract';
import { api, apiResponse } from '../lib/api-client';
import { nextOffsetFromHeaders, pagePath, usePagedList, type Paged } from './paging';
import { queryKeys } from './query-keys';

/** A page of GET /services/my: a bare array (as before paging), whether there is more in its headers. */
export async function fetchMyServices(offset = 0): Promise<Paged<ServiceResponse>> {
  const { data, headers } = await apiResponse<ServiceResponse[]>('GET', pagePath('/services/my', offset));
  return { items: data, next_offset: nextOffsetFromHeaders(headers) };
}

/** The caller's services by name: the first page, more on demand. */
export function useMyServices() {
  return usePagedList(queryKeys.myServices, fetchMyServices);
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

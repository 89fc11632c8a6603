import type { OpenAPIObject } from '@nestjs/swagger';
import { API_PREFIX } from '../config/api-prefix';
import { PUBLIC_PAGE_ROUTES } from './public-pages.routes';

/**
 * The public pages in the OpenAPI document, as Swagger described them while they were a Nest controller:
 * they are plain Fastify routes now (public-pages.routes.ts), which Swagger does not see.
 */
export function documentPublicPages(document: OpenAPIObject): void {
  for (const route of PUBLIC_PAGE_ROUTES) {
    const path = `/${API_PREFIX}/${route.path}`.replace(/:([A-Za-z_]+)/g, '{$1}');
    document.paths[path] = {
      get: {
        operationId: route.operationId,
        parameters: [{ name: route.param, required: true, in: 'path', schema: { type: 'string' } }],
        responses: { 200: { description: '' } },
        tags: ['Public'],
      },
    };
  }
}

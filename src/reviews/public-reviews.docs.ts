import type { OpenAPIObject } from '@nestjs/swagger';
import { API_PREFIX } from '../config/api-prefix';
import { PUBLIC_REVIEWS_ROUTES } from './public-reviews.routes';

/**
 * The public reviews lists in the OpenAPI document, as Swagger described them while they were a Nest
 * controller: they are plain Fastify routes now (public-reviews.routes.ts), which Swagger does not see.
 */
export function documentPublicReviews(document: OpenAPIObject): void {
  for (const route of PUBLIC_REVIEWS_ROUTES) {
    const path = `/${API_PREFIX}/${route.path}`.replace(/:([A-Za-z_]+)/g, '{$1}');
    document.paths[path] = {
      get: {
        operationId: route.operationId,
        parameters: [
          { name: route.param, required: true, in: 'path', schema: { type: 'string' } },
          { name: 'cursor', required: false, in: 'query', schema: { type: 'string' } },
          { name: 'limit', required: false, in: 'query', schema: { type: 'number' } },
        ],
        responses: { 200: { description: '' } },
        tags: ['PublicReviews'],
      },
    };
  }
}

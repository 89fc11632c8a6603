import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost, ModuleRef } from '@nestjs/core';
import type { BookingLinkKind } from '../deep-links/link-grammar';
import { AnonymousJsonRoutes } from '../public/anonymous-json-routes';
import { findNul } from '../common/validation.pipe';
import { validationError } from '../common/field-error';
import { MSG } from '../common/messages';
import { readReviewListQuery } from './review-list-query';
import { ReviewPagesService } from './review-pages.service';

/** One public reviews list: its path under the API prefix, its one parameter and whose reviews it lists. */
export interface PublicReviewsRoute {
  path: string;
  param: string;
  /** The OpenAPI operation (the name the Nest controller's method gave it). */
  operationId: string;
  kind: BookingLinkKind;
}

/** The reviews behind the public booking pages: a PublicReviewsResponse, `?cursor=&limit=`. */
export const PUBLIC_REVIEWS_ROUTES: readonly PublicReviewsRoute[] = [
  {
    path: 'public/master/:deepLink/reviews',
    param: 'deepLink',
    operationId: 'PublicReviewsController_master',
    kind: 'master',
  },
  {
    path: 'public/organization-master/:masterCode/reviews',
    param: 'masterCode',
    operationId: 'PublicReviewsController_organizationMaster',
    kind: 'organization_master',
  },
  {
    path: 'public/organization/:deepLink/reviews',
    param: 'deepLink',
    operationId: 'PublicReviewsController_organization',
    kind: 'organization',
  },
];

/**
 * The public reviews lists as plain Fastify routes (anonymous-json-routes.ts says why and what stays as it
 * was), the database writing each answer's whole JSON text. The query is read by hand as the validation
 * pipe read it into ReviewListQueryDto, with the same refusals.
 */
@Injectable()
export class PublicReviewsRoutes implements OnModuleInit {
  constructor(
    private readonly adapter: HttpAdapterHost,
    private readonly pages: ReviewPagesService,
    private readonly modules: ModuleRef,
  ) {}

  onModuleInit(): void {
    const routes = new AnonymousJsonRoutes(this.adapter, this.modules);
    for (const route of PUBLIC_REVIEWS_ROUTES) {
      routes.get(route.path, async (req) => {
        const link = (req.params as Record<string, string>)[route.param];
        // the pipe's check of the path parameter, before the query's
        if (findNul(link)) throw validationError(['path', route.param], MSG.invalidCharacter);
        const q = readReviewListQuery(req.query as Record<string, unknown>);
        return this.pages.pageJson(route.kind, link, q);
      });
    }
  }
}

import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost, ModuleRef } from '@nestjs/core';
import { AnonymousJsonRoutes } from './anonymous-json-routes';
import { PublicService } from './public.service';

/** One public page: its path under the API prefix, its one parameter, and how PublicService answers it. */
export interface PublicPageRoute {
  path: string;
  param: string;
  /** The OpenAPI operation (the name the Nest controller's method gave it). */
  operationId: string;
  /** The page's JSON text, written whole by the database. */
  answer(pages: PublicService, value: string): Promise<string>;
}

/** The booking pages behind the bot's deep links: a PublicMasterResponse or a PublicOrganizationResponse. */
export const PUBLIC_PAGE_ROUTES: readonly PublicPageRoute[] = [
  {
    path: 'public/master/:deepLink',
    param: 'deepLink',
    operationId: 'PublicController_master',
    answer: (pages, link) => pages.masterJson(link),
  },
  {
    path: 'public/organization/:deepLink',
    param: 'deepLink',
    operationId: 'PublicController_organization',
    answer: (pages, link) => pages.organizationJson(link),
  },
  {
    path: 'public/organization-master/:masterCode',
    param: 'masterCode',
    operationId: 'PublicController_organizationMaster',
    answer: (pages, code) => pages.organizationMasterJson(code),
  },
];

/** The public pages as plain Fastify routes (anonymous-json-routes.ts says why and what stays as it was). */
@Injectable()
export class PublicPagesRoutes implements OnModuleInit {
  constructor(
    private readonly adapter: HttpAdapterHost,
    private readonly pages: PublicService,
    private readonly modules: ModuleRef,
  ) {}

  onModuleInit(): void {
    const routes = new AnonymousJsonRoutes(this.adapter, this.modules);
    for (const route of PUBLIC_PAGE_ROUTES) {
      routes.get(route.path, (req) => route.answer(this.pages, (req.params as Record<string, string>)[route.param]));
    }
  }
}

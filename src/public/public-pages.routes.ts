import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost, ModuleRef } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_AUTHENTICATOR, type ApiKeyAuthenticator, bearerToken } from '../auth/api-key-access';
import { InitDataService } from '../auth/init-data.service';
import { API_PREFIX } from '../config/api-prefix';
import { PublicService } from './public.service';

const JSON_UTF8 = 'application/json; charset=utf-8';

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

/**
 * The public pages are Fastify routes of their own, not a Nest controller: they need no identity, no pipe and
 * no interceptor, and Nest's route pipeline (execution context, guard, parameter pipes, the router proxy's
 * promise rounds) was a tenth of the API's CPU on its most requested read, against a bare Fastify handler.
 * Everything a client sees stays as it was: the root instance's hooks still run (security headers,
 * compression, Nest's own onRequest hooks), a refusal reaches Nest's exception filter through Fastify's error
 * handler (`{"detail": …}`), and the access rule is the guard's for an anonymous route: init data is never
 * read, and a business's API key without init data is checked (keys open no public page: 401 or 403).
 */
@Injectable()
export class PublicPagesRoutes implements OnModuleInit {
  constructor(
    private readonly adapter: HttpAdapterHost,
    private readonly pages: PublicService,
    private readonly modules: ModuleRef,
  ) {}

  private keys: ApiKeyAuthenticator | null = null;

  onModuleInit(): void {
    const fastify = this.adapter.httpAdapter.getInstance<FastifyInstance>();
    for (const route of PUBLIC_PAGE_ROUTES) {
      fastify.get(`/${API_PREFIX}/${route.path}`, (req, reply) => {
        // the body is JSON text already: labelled so, Fastify sends it untouched (an error's handler drops
        // the label and the exception filter writes its own answer)
        void reply.header('content-type', JSON_UTF8);
        return this.answer(req, route);
      });
    }
  }

  private answer(req: FastifyRequest, route: PublicPageRoute): Promise<string> {
    const value = (req.params as Record<string, string>)[route.param];
    if (InitDataService.extract(req.headers) === null) {
      const key = bearerToken(req.headers);
      if (key !== null) return this.byApiKey(key).then(() => route.answer(this.pages, value));
    }
    return route.answer(this.pages, value);
  }

  /** As InitDataGuard does for a route no key may call: the key is looked up and refused (or its 401/429). */
  private async byApiKey(token: string): Promise<void> {
    this.keys ??= this.modules.get<ApiKeyAuthenticator>(API_KEY_AUTHENTICATOR, { strict: false });
    await this.keys.authenticate(token, undefined);
  }
}

import type { HttpAdapterHost, ModuleRef } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_AUTHENTICATOR, type ApiKeyAuthenticator, bearerToken } from '../auth/api-key-access';
import { InitDataService } from '../auth/init-data.service';
import { API_PREFIX } from '../config/api-prefix';

const JSON_UTF8 = 'application/json; charset=utf-8';

/**
 * GET routes of the public pages and their reviews as plain Fastify routes, not Nest controllers: they need no
 * identity, no pipe and no interceptor, and Nest's route pipeline (execution context, guard, parameter pipes,
 * the router proxy's promise rounds) was a tenth of the API's CPU on its most requested read, against a bare
 * Fastify handler. The answer is JSON text the database wrote whole, sent untouched. Everything a client sees
 * stays as it was: the root instance's hooks still run (security headers, compression, Nest's own onRequest
 * hooks), a refusal reaches Nest's exception filter through Fastify's error handler (`{"detail": …}`), and the
 * access rule is the guard's for an anonymous route: init data is never read, and a business's API key without
 * init data is checked (keys open no public route: 401 or 403) before the route reads anything.
 */
export class AnonymousJsonRoutes {
  private keys: ApiKeyAuthenticator | null = null;

  constructor(
    private readonly adapter: HttpAdapterHost,
    private readonly modules: ModuleRef,
  ) {}

  /** GET /api/`path`: the JSON text `answer` gives for the request. */
  get(path: string, answer: (req: FastifyRequest) => Promise<string>): void {
    const fastify = this.adapter.httpAdapter.getInstance<FastifyInstance>();
    fastify.get(`/${API_PREFIX}/${path}`, (req, reply) => {
      // the body is JSON text already: labelled so, Fastify sends it untouched (an error's handler drops
      // the label and the exception filter writes its own answer)
      void reply.header('content-type', JSON_UTF8);
      return this.admit(req, answer);
    });
  }

  private admit(req: FastifyRequest, answer: (req: FastifyRequest) => Promise<string>): Promise<string> {
    if (InitDataService.extract(req.headers) === null) {
      const key = bearerToken(req.headers);
      if (key !== null) return this.byApiKey(key).then(() => answer(req));
    }
    return answer(req);
  }

  /** As InitDataGuard does for a route no key may call: the key is looked up and refused (or its 401/429). */
  private async byApiKey(token: string): Promise<void> {
    this.keys ??= this.modules.get<ApiKeyAuthenticator>(API_KEY_AUTHENTICATOR, { strict: false });
    await this.keys.authenticate(token, undefined);
  }
}

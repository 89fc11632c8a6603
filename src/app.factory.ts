import 'reflect-metadata';
// types only (reply.sendFile): the plugin itself is loaded by useStaticAssets when there is a mini app to serve,
// so an API started without one does not load it and its dependencies
import type {} from '@fastify/static';
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LogLevel, RequestMethod } from '@nestjs/common';
import { StartUpQuietLogger } from './logs/start-up-quiet-logger';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppModule } from './app.module';
import { type AppConfig, assertDevLoginSafe, fastifyTrustProxy } from './config/app.config';
import { registerSecurityHeaders } from './config/security-headers';
import { clientErrorHandler } from './common/client-error.handler';
import { HttpExceptionFilter, SpaFallback } from './common/http-exception.filter';
import { REFUSALS } from './refusals';
import { API_KEY_SCHEME, apiKeyRoutes, documentApiKeyRoutes } from './auth/api-key-docs';
import { AppValidationPipe } from './common/validation.pipe';
import { JobRegistry } from './jobs/job-registry';
import { API_PREFIX } from './config/api-prefix';
import { documentPublicPages } from './public/public-pages.docs';
import { documentPublicReviews } from './reviews/public-reviews.docs';

export { API_PREFIX };
/** Largest JSON body the API reads; larger ones get 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** A connection that moves no byte either way this long is closed: longer than any answer takes to compute. */
export const CONNECTION_IDLE_MS = 120_000;

/**
 * A client that trickles its headers or body (or connects and sends nothing) held a connection open for
 * as long as it liked: Fastify turns Node's request timeout off. Now the whole request must arrive within
 * REQUEST_TIMEOUT_MS (then 408 and the connection closes). Only receiving counts: the answer (a calendar
 * feed, an export, the bot's work on a webhook update) takes as long as it needs. An idle keep-alive
 * connection still closes after Fastify's 72 s, above the 60 s of common load balancers.
 */
function connectionTimeouts(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: Math.max(CONNECTION_IDLE_MS, requestTimeoutMs),
    // Node looks for late requests this often (30 s by default): a small share of the limit
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, Math.floor(requestTimeoutMs / 4)),
    },
  };
}

/**
 * Answers over 1 KB travel compressed, brotli or gzip as the client accepts (a salon's week of bookings:
 * ~650 KB of JSON). Brotli at quality 4 (the plugin's choice): most of the gain at a fraction of the CPU of
 * 11. Static files are already sent as their precompressed copies (content-encoding set: left alone).
 * Request bodies are never decompressed: the API reads plain JSON only, as before.
 */
const COMPRESSION: FastifyCompressOptions = { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false };

export interface CreateAppOptions {
  logger?: LogLevel[] | false;
  /** The background jobs wait for JobRegistry.release() instead of starting with the app (main.ts). */
  holdJobs?: boolean;
}

/** Builds the whole app (API, static mini app, dev login) the same way for main.ts and the tests. */
export async function createApp(config: AppConfig, opts: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  assertDevLoginSafe(config);
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    ...connectionTimeouts(config.requestTimeoutMs),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // no implicit HEAD twin for every GET route (registering them was a tenth of the start-up); the static
    // files still answer HEAD (@fastify/static registers it itself)
    exposeHeadRoutes: false,
    // no Nest middleware anywhere (guards, pipes and Fastify hooks do that work): without @fastify/middie, no
    // request runs its onRequest hook for nothing
    skipMiddie: true,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (none by default): the rate
    // limits key on request.ip, which a client could otherwise choose
    trustProxy: fastifyTrustProxy(config.trustProxy),
    clientErrorHandler,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger:
      opts.logger === false ? false : new StartUpQuietLogger({ logLevels: opts.logger ?? ['error', 'warn', 'log'] }),
    abortOnError: false,
  });
  const dist = config.webappDist ? resolve(config.webappDist) : null;
  // first, so its headers reach every response (static files, API, dev login, errors)
  registerSecurityHeaders(app.getHttpAdapter().getInstance(), dist, config.mapTileUrl);
  await app.register(fastifyCompress, COMPRESSION);

  app.setGlobalPrefix(API_PREFIX, {
    exclude: [
      { path: 'dev-login', method: RequestMethod.GET },
      { path: 'dev-login/open', method: RequestMethod.GET },
    ],
  });
  app.useGlobalPipes(new AppValidationPipe());

  const indexHtml = dist ? join(dist, 'index.html') : null;
  const spaFallback: SpaFallback | undefined =
    dist && indexHtml && existsSync(indexHtml)
      ? (req: FastifyRequest, reply: FastifyReply) => {
          const path = req.url.split('?')[0];
          if (req.method !== 'GET' || path === `/${API_PREFIX}` || path.startsWith(`/${API_PREFIX}/`)) return false;
          if (/\.[a-z0-9]{1,8}$/i.test(path)) return false; // a missing asset stays a 404
          void reply.header('cache-control', 'no-cache').sendFile('index.html', dist);
          return true;
        }
      : undefined;
  app.useGlobalFilters(new HttpExceptionFilter(REFUSALS, spaFallback));

  const fastify = app.getHttpAdapter().getInstance();

  if (dist && existsSync(dist)) {
    app.useStaticAssets({
      // the compressed copies get no routes of their own (one route per file is registered at start-up)
      globIgnore: ['**/*.br', '**/*.gz'],
      root: dist,
      prefix: '/',
      wildcard: false,
      index: false,
      // the mini app build writes .br and .gz next to each file (webapp/vite.config.ts); a phone that
      // accepts them gets a quarter of the bytes, with no compression work per request
      preCompressed: true,
      setHeaders: (res, path) => {
        const value = /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
        // @fastify/static 10 passes the Fastify reply here (Nest's type still says a raw response
        // with setHeader, which the reply lacks: every static file answered 500).
        const reply = res as unknown as { header?: (name: string, value: string) => unknown };
        if (typeof reply.header === 'function') reply.header('cache-control', value);
        else res.setHeader('cache-control', value);
      },
    } as Parameters<NestFastifyApplication['useStaticAssets']>[0] & { globIgnore: string[] });
    fastify.get('/', (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', dist));
  }

  if (config.apiDocs) await setUpDocs(app);

  if (opts.holdJobs) app.get(JobRegistry, { strict: false }).hold();
  await app.init();
  await fastify.ready();
  return app;
}

/**
 * OpenAPI docs at /api/docs. @nestjs/swagger is loaded only here: it is a quarter of the API's load time,
 * which a production start (API_DOCS off by default) does not pay.
 */
async function setUpDocs(app: NestFastifyApplication): Promise<void> {
  const { DocumentBuilder, SwaggerModule } = await import('@nestjs/swagger');
  const docs = new DocumentBuilder()
    .setTitle('Booking API')
    .setDescription('Identity: header X-Telegram-Init-Data (Telegram Mini App init data).')
    .setVersion('1')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Telegram-Init-Data' }, 'init-data')
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', description: "A business's API key (the routes that list it)" },
      API_KEY_SCHEME,
    )
    .build();
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, () => {
    const document = SwaggerModule.createDocument(app, docs);
    // Telegram's webhook is not part of the API people call
    delete document.paths[`/${API_PREFIX}/telegram/webhook`];
    documentApiKeyRoutes(document, apiKeyRoutes(app, API_PREFIX));
    documentPublicPages(document);
    documentPublicReviews(document);
    return document;
  });
}

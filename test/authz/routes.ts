import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** One route of the router: method and path pattern as registered (`/api/users/:id`). */
export interface RouteKey {
  method: string;
  path: string;
}

/** Parameter names do not matter when comparing patterns: `/a/:id` and `/a/:userId` are one route. */
export function normalizeRoute(method: string, path: string): string {
  const p = path.replace(/\/+$/, '').replace(/:[^/]+/g, ':') || '/';
  return `${method.toUpperCase()} ${p}`;
}

/**
 * Parses Fastify's `printRoutes({ commonPrefix: false })` tree into full routes. Each line is
 * `<indent><├── |└── ><segment>[ (METHODS)]`; a node's path is its ancestors' segments joined.
 * HEAD routes outside /api/ (the static files' own, @fastify/static's) are dropped; an API route answers
 * HEAD only where a controller declares it (no implicit HEAD twins, app.factory.ts), so that one is kept.
 */
export function parsePrintedRoutes(tree: string): RouteKey[] {
  const out: RouteKey[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (.*)$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    const body = m[2];
    const methods = /^(.*) \(([A-Z, ]+)\)$/.exec(body);
    const segment = methods ? methods[1] : body;
    stack.length = depth;
    stack.push(segment);
    if (!methods) continue;
    const path = stack.join('');
    for (const method of methods[2].split(',').map((s) => s.trim())) {
      if (method !== 'HEAD' || path.startsWith('/api/')) out.push({ method, path });
    }
  }
  const seen = new Set<string>();
  return out.filter((r) => {
    const k = normalizeRoute(r.method, r.path);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * Every route the HTTP router answers (ground truth: Fastify's own tree). The printed tree drops the
 * `/` before a wildcard that shares a parent with static routes (`/api/docs` + `*`), so each parsed
 * pattern is confirmed with `hasRoute` and the slash put back when that is the registered form.
 */
export function routerRoutes(app: NestFastifyApplication): (RouteKey & { registered: boolean })[] {
  const fastify = app.getHttpAdapter().getInstance();
  const has = (r: RouteKey) => fastify.hasRoute({ method: r.method, url: r.path });
  return parsePrintedRoutes(fastify.printRoutes({ commonPrefix: false })).map((r) => {
    if (has(r)) return { ...r, registered: true };
    const slashed = { ...r, path: r.path.replace(/([^/])\*$/, '$1/*') };
    return has(slashed) ? { ...slashed, registered: true } : { ...r, registered: false };
  });
}

/** The routes Nest controllers declare (method + path without the global prefix), from their metadata. */
export function controllerRoutes(app: NestFastifyApplication): RouteKey[] {
  const out: RouteKey[] = [];
  const join = (...parts: string[]) =>
    '/' +
    parts
      .map((p) => p.replace(/^\/+|\/+$/g, ''))
      .filter(Boolean)
      .join('/');
  for (const mod of app.get(ModulesContainer).values()) {
    for (const wrapper of mod.controllers.values()) {
      const ctrl = wrapper.metatype as (new (...args: unknown[]) => unknown) | null;
      if (!ctrl) continue;
      const base = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, ctrl) ?? '/');
      const proto = ctrl.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (paths === undefined || method === undefined) continue;
        for (const b of base) {
          for (const p of ([] as string[]).concat(paths)) out.push({ method: RequestMethod[method], path: join(b, p) });
        }
      }
    }
  }
  return out;
}

import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import type { OpenAPIObject, OperationObject } from '@nestjs/swagger';
import type { ApiKeyScope } from './api-key-scope';
import { API_KEY_ACCESS } from './api-key-access';

/** The OpenAPI name of the API key scheme (`Authorization: Bearer <key>`). */
export const API_KEY_SCHEME = 'api-key';

export interface ApiKeyRoute {
  /** Lower-case HTTP method, as OpenAPI's path items name them. */
  method: string;
  /** The OpenAPI path: `/api/appointments/{id}/cancel`. */
  path: string;
  scope: ApiKeyScope;
}

const join = (...parts: string[]) =>
  '/' +
  parts
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');

/** Every route marked @ApiKeyAccess, read from the controllers' metadata. */
export function apiKeyRoutes(app: INestApplication, prefix: string): ApiKeyRoute[] {
  const out: ApiKeyRoute[] = [];
  for (const mod of app.get(ModulesContainer).values()) {
    for (const wrapper of mod.controllers.values()) {
      const ctrl = wrapper.metatype as (new (...args: unknown[]) => unknown) | null;
      if (!ctrl) continue;
      const base = ([] as string[]).concat((Reflect.getMetadata(PATH_METADATA, ctrl) as string | string[]) ?? '/');
      const proto = ctrl.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const scope = Reflect.getMetadata(API_KEY_ACCESS, handler) as ApiKeyScope | undefined;
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (!scope || paths === undefined || method === undefined) continue;
        for (const b of base) {
          for (const p of ([] as string[]).concat(paths)) {
            const path = join(prefix, b, p).replace(/:([A-Za-z_]+)/g, '{$1}');
            out.push({ method: RequestMethod[method].toLowerCase(), path, scope });
          }
        }
      }
    }
  }
  return out;
}

/** Puts the API key scheme (beside init data) on exactly the routes a key may call. */
export function documentApiKeyRoutes(document: OpenAPIObject, routes: ApiKeyRoute[]): void {
  for (const r of routes) {
    const item = document.paths[r.path] as Record<string, OperationObject | undefined> | undefined;
    const op = item?.[r.method];
    if (!op) continue;
    op.security = [{ 'init-data': [] }, { [API_KEY_SCHEME]: [r.scope] }];
  }
}

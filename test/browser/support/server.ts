import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../../../src/config/app.config';
import { createTestApp, TestApp } from '../../support/test-app';

export const WEBAPP_DIST = join(__dirname, '..', '..', '..', 'webapp', 'dist');

export interface RunningServer extends TestApp {
  baseUrl: string;
}

/** The real server (API + built mini app) on a fresh PostgreSQL database, listening on a loopback port. */
export async function startServer(overrides: Partial<AppConfig> = {}): Promise<RunningServer> {
  if (!existsSync(join(WEBAPP_DIST, 'index.html'))) {
    throw new Error('webapp/dist is missing: run `npm run build:webapp` first (npm test does it)');
  }
  const t = await createTestApp({ webappDist: WEBAPP_DIST, ...overrides });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.getHttpServer().address() as AddressInfo).port;
  const baseUrl = `http://127.0.0.1:${port}`;
  return { ...t, baseUrl, config: { ...t.config, webappUrl: baseUrl } };
}

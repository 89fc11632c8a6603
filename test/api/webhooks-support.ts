import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { CLOCK, type Clock } from '../../src/common/clock';
import type { Resolve } from '../../src/common/public-address';
import { WebhookRunner } from '../../src/webhooks/webhook-runner';
import { WebhooksService } from '../../src/webhooks/webhooks.service';
import type { Made } from '../factories';
import { auth, type TestApp } from '../support/test-app';

/** One POST the test receiver got. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver on 127.0.0.1: records every POST; while `down`, answers 503 (a server being restarted).
 */
export interface Receiver {
  url: string;
  got: Received[];
  down: boolean;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const r = { got: [] as Received[], down: false } as Receiver;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      r.got.push({ headers: req.headers, body });
      res.statusCode = r.down ? 503 : 200;
      res.end(r.down ? 'restarting' : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  r.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/booking`;
  r.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return r;
}

/**
 * The event of a received POST, its signature verified with the Standard Webhooks library as a receiver would
 * (at the app's clock: the library refuses a timestamp five minutes off its own now).
 */
export function verified(t: TestApp, secret: string, got: Received): { type: string; data: Record<string, unknown> } {
  const now = t.app.get<Clock>(CLOCK, { strict: false }).now();
  const real = Date.now;
  Date.now = () => now;
  try {
    return new Webhook(secret).verify(got.body, got.headers as Record<string, string>) as {
      type: string;
      data: Record<string, unknown>;
    };
  } finally {
    Date.now = real;
  }
}

/** A resolver answering from a table (an unknown name does not resolve). */
export const tableResolve =
  (table: Record<string, string>): Resolve =>
  (host) =>
    table[host] !== undefined
      ? Promise.resolve([{ address: table[host], family: table[host].includes(':') ? 6 : 4 }])
      : Promise.reject(new Error(`ENOTFOUND ${host}`));

/** Both the API's URL check and the runner's use `resolve`. */
export function useResolver(t: TestApp, resolve: Resolve | undefined): void {
  t.app.get(WebhooksService).resolve = resolve;
  t.app.get(WebhookRunner).resolve = resolve;
}

export const runDeliveries = (t: TestApp) => t.app.get(WebhookRunner).runOnce();

export function createWebhook(t: TestApp, who: Made, url: string, events: string[]) {
  return t.http.post('/api/webhooks').set(auth(who.tg)).send({ url, events });
}

export const deliveries = (t: TestApp, who: Made, id: number) =>
  t.http.get(`/api/webhooks/${id}/deliveries`).set(auth(who.tg));

import { unsafeUrl } from '../../src/api-keys/integrations-messages';
import type { AppConfig } from '../../src/config/app.config';
import { createTestApp, type TestApp } from '../support/test-app';
import { NOW, salon, setNow, type Salon } from './appointments-support';
import { manual } from './webhooks-cases';
import { createWebhook, runDeliveries, tableResolve, useResolver } from './webhooks-support';

const RESOLVE = tableResolve({
  'hooks.example.test': '93.184.216.34',
  'loop.example.test': '127.0.0.1',
  'metadata.example.test': '169.254.169.254',
  'lan.example.test': '10.0.0.8',
});

/** Webhook URLs without WEBHOOK_ALLOW_PRIVATE: the same cases on PostgreSQL and on embedded PGlite. */
export function describeWebhookAddresses(name: string, overrides: Partial<AppConfig> = {}): void {
  describe(`webhook addresses without WEBHOOK_ALLOW_PRIVATE (${name})`, () => {
    let t: TestApp;
    let s: Salon;
    beforeAll(async () => {
      t = await createTestApp({ webhookAllowPrivate: false, ...overrides });
      s = await salon(t.db);
      useResolver(t, RESOLVE);
    }, 60000);
    afterAll(() => t?.close());
    beforeEach(() => setNow(t, NOW));

    it.each([
      ['https://loop.example.test/hook', 'not_public'],
      ['https://metadata.example.test/latest/meta-data', 'not_public'],
      ['https://lan.example.test/hook', 'not_public'],
      ['https://127.0.0.1/hook', 'not_public'],
      ['https://169.254.169.254/latest/meta-data', 'not_public'],
      ['https://[::ffff:127.0.0.1]/hook', 'not_public'],
      ['https://[::1]/hook', 'not_public'],
      ['http://hooks.example.test/hook', 'not_https'],
      ['https://nowhere.example.test/hook', 'not_resolved'],
      ['not a url', 'invalid'],
    ] as const)('%s is refused (%s)', async (url, reason) => {
      const res = await createWebhook(t, s.owner, url, ['booking.created']).expect(422);
      expect(res.body).toEqual({ detail: unsafeUrl(reason), code: 'webhook_url_unsafe' });
      expect(await t.db.query(`SELECT 1 FROM webhooks WHERE url = $1`, [url])).toEqual([]);
    });

    it("a name the system's resolver answers with 127.0.0.1 (localhost) is refused", async () => {
      useResolver(t, undefined);
      try {
        const res = await createWebhook(t, s.owner, 'https://localhost/hook', ['booking.created']).expect(422);
        expect(res.body).toEqual({ detail: unsafeUrl('not_public'), code: 'webhook_url_unsafe' });
      } finally {
        useResolver(t, RESOLVE);
      }
    });

    it('a public address is taken; when its name later resolves inside, nothing is sent', async () => {
      const made = await createWebhook(t, s.owner, 'https://hooks.example.test/hook', ['booking.created']).expect(201);
      useResolver(t, tableResolve({ 'hooks.example.test': '127.0.0.1' }));
      await manual(t, s, '2026-12-01T15:00:00+03:00');
      expect(await runDeliveries(t)).toMatchObject({ delivered: 0, failed: 1 });
      const [row] = await t.db.query(`SELECT last_error, response_code FROM webhook_deliveries WHERE webhook_id = $1`, [
        made.body.id,
      ]);
      expect(row).toEqual({ last_error: 'unsafe url: not_public', response_code: null });
    });
  });
}

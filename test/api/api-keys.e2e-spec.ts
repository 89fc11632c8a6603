import { API_KEY_SCHEME } from '../../src/auth/api-key-docs';
import { createTestApp, type TestApp } from '../support/test-app';
import { describeApiKeys } from './api-keys-cases';

describeApiKeys('PostgreSQL');

/** The routes a key may call, as README lists them. */
const KEY_ROUTES = [
  'get /api/appointments/calendar',
  'post /api/appointments/manual',
  'post /api/appointments/{id}/cancel',
  'post /api/appointments/{id}/reschedule',
  'get /api/services/my',
  'get /api/services/master/{id}',
  'get /api/services/organization/{id}',
  'get /api/services/{id}',
  'get /api/schedules/{master}',
  'get /api/schedules/{master}/overrides',
  'get /api/schedules/{master}/blocks',
  'get /api/schedules/{master}/services',
  'get /api/public/master/{deepLink}/slots',
  'get /api/public/organization-master/{masterCode}/slots',
  'get /api/public/organization/{deepLink}/slots',
  'get /api/clients',
  'get /api/clients/{key}',
].sort();

describe('OpenAPI shows the API key scheme on exactly the routes a key may call', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ apiDocs: true });
  }, 60000);
  afterAll(() => t.close());

  it('lists the bearer scheme, and puts it on those routes only', async () => {
    const doc = (await t.http.get('/api/docs-json').expect(200)).body as {
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    };
    expect(doc.components.securitySchemes[API_KEY_SCHEME]).toMatchObject({ type: 'http', scheme: 'bearer' });
    const withKey = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.security?.some((s) => API_KEY_SCHEME in s))
        .map(([method]) => `${method} ${path}`),
    );
    expect(withKey.sort()).toEqual(KEY_ROUTES);
  });
});

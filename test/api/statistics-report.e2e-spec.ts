import { auth, createTestApp, TestApp } from '../support/test-app';
import { berlinWeek } from './statistics-support';

describe('GET /statistics/report', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts an independent master in Berlin over the week of the autumn clock change', async () => {
    const { master, services } = await berlinWeek(t.db);
    const res = await t.http
      .get('/api/statistics/report?from=2026-10-19&to=2026-10-25')
      .set(auth(master.tg))
      .expect(200);
    console.log(JSON.stringify(res.body, null, 1));
    void services;
  });
});

import { createTestApp, TestApp } from '../support/test-app';
import { blockSeriesCases } from './block-series-cases';
import { blockSeriesScopeCases } from './block-series-scope-cases';

/** A master's recurring blocks on embedded PGlite (jsonb EXDATEs, json_array_elements_text, the cascade). */
describe('recurring blocks on embedded PGlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ databaseUrl: 'memory://' });
  }, 60_000);
  afterAll(() => t.close());

  blockSeriesCases(() => t);
  blockSeriesScopeCases(() => t);
});

import { createTestApp, TestApp } from '../support/test-app';
import { scheduleZoneIsCheckedByBoth, storedZoneBreaksNoRead } from './time-zones-support';

describe('time zones the database does not know (embedded PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ databaseUrl: 'memory://' });
  }, 120_000);
  afterAll(() => t.close());

  it(
    'a schedule is saved only in a zone both Node and the database know',
    () => scheduleZoneIsCheckedByBoth(t),
    60_000,
  );

  it("one master's stored zone breaks no client's waitlist", () => storedZoneBreaksNoRead(t), 60_000);
});

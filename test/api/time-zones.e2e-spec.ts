import { createTestApp, TestApp } from '../support/test-app';
import { scheduleZoneIsCheckedByBoth, storedZoneBreaksNoRead } from './time-zones-support';

describe('time zones the database does not know (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a schedule is saved only in a zone both Node and the database know', () => scheduleZoneIsCheckedByBoth(t));

  it("one master's stored zone breaks no client's waitlist", () => storedZoneBreaksNoRead(t));
});

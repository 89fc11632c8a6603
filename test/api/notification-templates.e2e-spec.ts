import { makeOwner } from '../factories';
import { auth, createTestApp, type TestApp } from '../support/test-app';
import { describeNotificationTemplates } from './notification-templates-cases';

describeNotificationTemplates('PostgreSQL');

describe('own notification texts with billing off (a self-hosted install)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60000);
  afterAll(() => t.close());

  it('any owner saves them, without a plan, and they are in use', async () => {
    const owner = await makeOwner(t.db);
    const res = await t.http
      .put('/api/notification-templates/cancelled/en')
      .set(auth(owner.tg))
      .send({ text: 'Sorry, {client_name}: {date} {time} is cancelled' })
      .expect(200);
    expect(res.body.own_texts_in_use).toBe(true);
    expect(res.body.templates).toContainEqual(
      expect.objectContaining({
        kind: 'cancelled',
        lang: 'en',
        own_text: 'Sorry, {client_name}: {date} {time} is cancelled',
      }),
    );
    const back = await t.http.delete('/api/notification-templates/cancelled/en').set(auth(owner.tg)).expect(200);
    expect(back.body.templates.every((x: { own_text: unknown }) => x.own_text === null)).toBe(true);
  });
});

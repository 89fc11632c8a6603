import { makeMaster, makeUser } from '../factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { describeSupport } from './support-cases';
import { inbox, notices, setManager, thread, write } from './support-support';

describeSupport('PostgreSQL');

describe('support with billing off (a self-hosted install)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60000);
  afterAll(() => t.close());

  it('nobody is put first, and any business may have a personal manager', async () => {
    const m = await makeMaster(t.db);
    const manager = await makeUser(t.db, 'client', { firstName: 'Ольга', lastName: null });
    await setManager(t, 'master', m.user.id, manager.tg.id).expect(200);
    const id = (await write(t, m.tg, 'Как добавить услугу?').expect(201)).body.conversation_id;
    expect((await thread(t, m.tg).expect(200)).body).toMatchObject({ priority: null, manager: { name: 'Ольга' } });
    expect(await notices(t.db, manager.tg.id, 'support_message')).toHaveLength(1);
    const row = (await inbox(t).expect(200)).body.conversations.find((c: { id: number }) => c.id === id);
    expect(row).toMatchObject({ priority: null, business: { kind: 'master', id: m.user.id } });
  });
});

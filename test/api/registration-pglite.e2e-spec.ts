import { auth, createTestApp, TEST_BOT_USERNAME, TestApp, tgUser } from '../support/test-app';

/** The transactional calls on embedded PGlite, which serializes access per query runner: a query
 *  outside the transaction's manager would deadlock here, not on PostgreSQL. */
describe('registration and roles on embedded PGlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ databaseUrl: 'memory://' });
  }, 60000);
  afterAll(() => t.close());

  it('registers a master, an owner, and adds roles without deadlocking', async () => {
    const m = tgUser({ first_name: 'Лена' });
    const res = await t.http
      .post('/api/registration/master')
      .set(auth(m))
      .send({ first_name: 'Лена', phone: '+79161234567', category: 'Спорт', deep_link: 'lena-fit' })
      .expect(201);
    expect(res.body.booking_link).toBe(`https://t.me/${TEST_BOT_USERNAME}?start=master_lena-fit`);

    const taken = await t.http
      .post('/api/registration/master')
      .set(auth(tgUser()))
      .send({ first_name: 'Лена', phone: '+79161234567', category: 'Спорт', deep_link: 'lena-fit' })
      .expect(422);
    expect(taken.body.detail).toEqual([{ loc: ['body', 'deep_link'], msg: 'Deep link недоступен или некорректный' }]);

    const o = tgUser();
    await t.http
      .post('/api/registration/owner')
      .set(auth(o))
      .send({
        first_name: 'Олег',
        phone: '+79161234568',
        organization_name: 'Фитнес Клуб',
        organization_phone: '+74951234567',
        organization_deep_link: 'fitnes-klub',
      })
      .expect(201);
    const own = await t.http
      .post('/api/additional-roles/add-role')
      .set(auth(o))
      .send({ role_type: 'master', category: 'Спорт' })
      .expect(201);
    expect(own.body.role_type).toBe('organization_master');

    const c = tgUser({ first_name: 'Лена' });
    await t.http
      .post('/api/registration/client')
      .set(auth(c))
      .send({ first_name: 'Лена', phone: '+79161234569' })
      .expect(201);
    const added = await t.http
      .post('/api/additional-roles/add-role')
      .set(auth(c))
      .send({ role_type: 'master', category: 'Спорт' })
      .expect(201);
    // made from the profile name "Лена" (no last name was given)
    expect(added.body.booking_link).toBe(`https://t.me/${TEST_BOT_USERNAME}?start=master_lena`);
  });
});

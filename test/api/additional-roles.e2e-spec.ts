import { UserRole } from '../../src/users/entities/user-role.entity';
import { OutboxMessage } from '../../src/notifications/entities/outbox-message.entity';
import { OrganizationMember } from '../../src/organizations/entities/organization-member.entity';
import { MasterProfile } from '../../src/users/entities/master-profile.entity';
import { User } from '../../src/users/entities/user.entity';
import { makeMaster, makeMember, makeOwner, makeUser } from '../factories';
import { auth, createTestApp, superAdmin, TEST_BOT_USERNAME, TestApp } from '../support/test-app';

const masterForm = (fields: Record<string, unknown> = {}) => ({
  role_type: 'master',
  phone: '+79161112233',
  email: null,
  deep_link: null,
  category: 'Красота',
  specialization: 'Визажист',
  ...fields,
});

describe('additional roles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const roleTypes = async (userId: number) =>
    (await t.db.getRepository(UserRole).find({ where: { userId }, order: { id: 'ASC' } })).map((r) => r.roleType);

  describe('GET /additional-roles/my-roles', () => {
    it('lists the primary role and organization roles with their organization', async () => {
      const owner = await makeOwner(t.db, { name: 'Студия Йоги' });
      const m = await makeMember(t.db, owner.org, 'master');
      const res = await t.http.get('/api/additional-roles/my-roles').set(auth(m.tg)).expect(200);
      expect(res.body).toEqual({
        roles: [
          { role_type: 'client', organization_id: null, organization_name: null, is_primary: true },
          {
            role_type: 'organization_master',
            organization_id: owner.org.id,
            organization_name: 'Студия Йоги',
            is_primary: false,
          },
        ],
      });
    });

    it("adds the admin role for the super admin's Telegram id only", async () => {
      const admin = await makeUser(t.db, 'client', {}, superAdmin());
      const res = await t.http.get('/api/additional-roles/my-roles').set(auth(admin.tg)).expect(200);
      expect(res.body.roles.map((r: { role_type: string }) => r.role_type)).toEqual(['client', 'admin']);
      const other = await makeUser(t.db, 'client');
      const res2 = await t.http.get('/api/additional-roles/my-roles').set(auth(other.tg)).expect(200);
      expect(res2.body.roles.map((r: { role_type: string }) => r.role_type)).toEqual(['client']);
    });
  });

  describe('POST /additional-roles/add-role', () => {
    it('makes a client an independent master with a link from their name and a welcome notice', async () => {
      const c = await makeUser(t.db, 'client', { firstName: 'Ольга', lastName: 'Ёлкина', phoneVerified: true });
      const res = await t.http.post('/api/additional-roles/add-role').set(auth(c.tg)).send(masterForm()).expect(201);
      const link = `https://t.me/${TEST_BOT_USERNAME}?start=master_olga-elkina`;
      expect(res.body).toEqual({
        message: 'Дополнительная роль успешно зарегистрирована!',
        role_type: 'master',
        booking_link: link,
      });
      expect(await roleTypes(c.user.id)).toEqual(['client', 'master']);
      const profile = await t.db.getRepository(MasterProfile).findOneByOrFail({ userId: c.user.id });
      expect(profile).toMatchObject({ deepLink: 'olga-elkina', category: 'Красота', specialization: 'Визажист' });
      const outbox = await t.db.getRepository(OutboxMessage).findBy({ userId: c.user.id });
      expect(outbox.map((o) => [o.kind, o.chatId, o.payload])).toEqual([
        ['master_welcome', c.tg.id, { first_name: 'Ольга', booking_link: link }],
      ]);
      // the form's new phone replaces the profile's and is no longer verified
      expect(await t.db.getRepository(User).findOneByOrFail({ id: c.user.id })).toMatchObject({
        phone: '+79161112233',
        phoneVerified: false,
      });
      const code = await t.http.get('/api/users/me/master-code').set(auth(c.tg)).expect(200);
      expect(code.body).toEqual({
        has_master_code: true,
        booking_link: link,
        deep_link: 'olga-elkina',
        master_code: null,
      });
    });

    it('gives the next free link when the name is taken', async () => {
      await makeMaster(t.db, { deepLink: 'ivan-sidorov' });
      const c = await makeUser(t.db, 'client', { firstName: 'Иван', lastName: 'Сидоров' });
      const res = await t.http.post('/api/additional-roles/add-role').set(auth(c.tg)).send(masterForm()).expect(201);
      expect(res.body.booking_link).toBe(`https://t.me/${TEST_BOT_USERNAME}?start=master_ivan-sidorov-2`);
    });

    it("uses the profile's phone when the form sends none", async () => {
      const c = await makeUser(t.db, 'client', { firstName: 'Без', lastName: 'Телефона' });
      await t.http
        .post('/api/additional-roles/add-role')
        .set(auth(c.tg))
        .send(masterForm({ phone: null }))
        .expect(201);
      expect((await t.db.getRepository(User).findOneByOrFail({ id: c.user.id })).phone).toBe('+79161234567');
    });

    it('needs a phone when neither the form nor the profile has one', async () => {
      const c = await makeUser(t.db, 'client', { phone: null });
      const res = await t.http
        .post('/api/additional-roles/add-role')
        .set(auth(c.tg))
        .send(masterForm({ phone: '' }))
        .expect(422);
      expect(res.body.detail).toEqual([{ loc: ['body', 'phone'], msg: 'Неверный формат номера телефона' }]);
      expect(await roleTypes(c.user.id)).toEqual(['client']);
    });

    it('makes an owner a master in their own organization', async () => {
      const owner = await makeOwner(t.db);
      const res = await t.http
        .post('/api/additional-roles/add-role')
        .set(auth(owner.tg))
        .send(masterForm({ category: 'Другое', custom_category: 'Барбер' }))
        .expect(201);
      const member = await t.db.getRepository(OrganizationMember).findOneByOrFail({ userId: owner.user.id });
      expect(member).toMatchObject({
        organizationId: owner.org.id,
        role: 'master',
        masterCode: expect.stringMatching(/^[a-z2-9]{12}$/),
      });
      const link = `https://t.me/${TEST_BOT_USERNAME}?start=org_master_${member.masterCode}`;
      expect(res.body).toEqual({
        message: 'Дополнительная роль успешно зарегистрирована!',
        role_type: 'organization_master',
        booking_link: link,
      });
      expect(await roleTypes(owner.user.id)).toEqual(['organization', 'organization_master']);
      const profile = await t.db.getRepository(MasterProfile).findOneByOrFail({ userId: owner.user.id });
      expect(profile).toMatchObject({ deepLink: null, category: 'Другое', customCategory: 'Барбер' });
      const outbox = await t.db.getRepository(OutboxMessage).findBy({ userId: owner.user.id, kind: 'master_welcome' });
      expect(outbox).toHaveLength(1);
      const team = await t.http.get('/api/users/me/master-code').set(auth(owner.tg)).expect(200);
      expect(team.body).toEqual({
        has_master_code: true,
        booking_link: link,
        deep_link: null,
        master_code: member.masterCode,
      });

      const again = await t.http
        .post('/api/additional-roles/add-role')
        .set(auth(owner.tg))
        .send(masterForm())
        .expect(409);
      expect(again.body).toEqual({ detail: 'Эта роль уже есть у пользователя', code: 'role_exists' });
    });

    it('adds the client role to a master and an owner, once', async () => {
      const m = await makeMaster(t.db);
      const res = await t.http
        .post('/api/additional-roles/add-role')
        .set(auth(m.tg))
        .send({ role_type: 'client', phone: '+79161234567' })
        .expect(201);
      expect(res.body).toEqual({
        message: 'Дополнительная роль успешно зарегистрирована!',
        role_type: 'client',
        booking_link: null,
      });
      expect(await roleTypes(m.user.id)).toEqual(['master', 'client']);
      const dup = await t.http
        .post('/api/additional-roles/add-role')
        .set(auth(m.tg))
        .send({ role_type: 'client' })
        .expect(409);
      expect(dup.body).toEqual({ detail: 'Эта роль уже есть у пользователя', code: 'role_exists' });

      const owner = await makeOwner(t.db);
      await t.http.post('/api/additional-roles/add-role').set(auth(owner.tg)).send({ role_type: 'client' }).expect(201);
      expect(await roleTypes(owner.user.id)).toEqual(['organization', 'client']);
    });

    it('refuses roles a user already has with 409', async () => {
      const c = await makeUser(t.db, 'client');
      const res = await t.http
        .post('/api/additional-roles/add-role')
        .set(auth(c.tg))
        .send({ role_type: 'client' })
        .expect(409);
      expect(res.body).toEqual({ detail: 'Эта роль уже есть у пользователя', code: 'role_exists' });
      const m = await makeMaster(t.db);
      const res2 = await t.http.post('/api/additional-roles/add-role').set(auth(m.tg)).send(masterForm()).expect(409);
      expect(res2.body).toEqual({ detail: 'Эта роль уже есть у пользователя', code: 'role_exists' });
      const c2 = await makeUser(t.db, 'client', { firstName: 'Дважды' });
      await t.http.post('/api/additional-roles/add-role').set(auth(c2.tg)).send(masterForm()).expect(201);
      await t.http.post('/api/additional-roles/add-role').set(auth(c2.tg)).send(masterForm()).expect(409);
      expect(await roleTypes(c2.user.id)).toEqual(['client', 'master']);
    });

    it.each(['organization', 'organization_admin', 'organization_master', 'admin', 'boss'])(
      'refuses to add %s with 422',
      async (role) => {
        const c = await makeUser(t.db, 'client');
        const res = await t.http
          .post('/api/additional-roles/add-role')
          .set(auth(c.tg))
          .send({ role_type: role })
          .expect(422);
        expect(res.body.detail).toEqual([{ loc: ['body', 'role_type'], msg: 'Эту роль нельзя добавить' }]);
        expect(await roleTypes(c.user.id)).toEqual(['client']);
      },
    );

    it.each([
      ['category', { category: undefined }, 'Пожалуйста, выберите категорию'],
      ['category', { category: 'Рыбалка' }, 'Пожалуйста, выберите категорию'],
      ['custom_category', { category: 'Другое' }, 'Пожалуйста, укажите вашу категорию'],
      [
        'custom_category',
        { category: 'Другое', custom_category: 'x'.repeat(51) },
        'Пожалуйста, укажите вашу категорию',
      ],
      ['phone', { phone: '+7 000' }, 'Неверный формат номера телефона'],
      ['email', { email: 'bad@mail' }, 'Неверный формат email'],
      ['deep_link', { deep_link: 'my-link' }, 'Некорректный запрос'],
    ])('validates the master form: bad %s %j', async (field, patch, msg) => {
      const c = await makeUser(t.db, 'client');
      const res = await t.http
        .post('/api/additional-roles/add-role')
        .set(auth(c.tg))
        .send(masterForm(patch))
        .expect(422);
      expect(res.body.detail).toEqual([{ loc: ['body', field], msg }]);
      expect(await roleTypes(c.user.id)).toEqual(['client']);
    });
  });

  describe('GET /additional-roles/check-role/{role}', () => {
    it("returns an independent master's deep link", async () => {
      const m = await makeMaster(t.db);
      const res = await t.http.get('/api/additional-roles/check-role/master').set(auth(m.tg)).expect(200);
      expect(res.body).toEqual({ exists: true, role_data: { deep_link: m.profile.deepLink } });
    });

    it("returns the owner's organization link and says no for a missing role", async () => {
      const owner = await makeOwner(t.db);
      const yes = await t.http.get('/api/additional-roles/check-role/organization').set(auth(owner.tg)).expect(200);
      expect(yes.body).toEqual({ exists: true, role_data: { deep_link: owner.org.deepLink } });
      const no = await t.http.get('/api/additional-roles/check-role/master').set(auth(owner.tg)).expect(200);
      expect(no.body).toEqual({ exists: false, role_data: null });
    });

    it('knows the client and admin roles', async () => {
      const c = await makeUser(t.db, 'client');
      const res = await t.http.get('/api/additional-roles/check-role/client').set(auth(c.tg)).expect(200);
      expect(res.body).toEqual({ exists: true, role_data: { deep_link: null } });
      const admin = await t.http.get('/api/additional-roles/check-role/admin').set(auth(c.tg)).expect(200);
      expect(admin.body).toEqual({ exists: false, role_data: null });
    });

    it('answers 422 for an unknown role', async () => {
      const c = await makeUser(t.db, 'client');
      const res = await t.http.get('/api/additional-roles/check-role/boss').set(auth(c.tg)).expect(422);
      expect(res.body.detail).toEqual([{ loc: ['path', 'role'], msg: 'Неизвестная роль' }]);
    });
  });

  describe('DELETE /additional-roles/remove-role/{role}', () => {
    it('removes an added master role and frees its link', async () => {
      const c = await makeUser(t.db, 'client', { firstName: 'Уходящий', lastName: 'Мастер' });
      await t.http.post('/api/additional-roles/add-role').set(auth(c.tg)).send(masterForm()).expect(201);
      const avail = await t.http.get('/api/registration/check-deep-link/ukhodyashchiy-master').expect(200);
      expect(avail.body).toEqual({ available: false });

      const res = await t.http.delete('/api/additional-roles/remove-role/master').set(auth(c.tg)).expect(200);
      expect(res.body).toEqual({ message: 'Роль удалена', role_type: 'master' });
      expect(await roleTypes(c.user.id)).toEqual(['client']);
      const after = await t.http.get('/api/registration/check-deep-link/ukhodyashchiy-master').expect(200);
      expect(after.body).toEqual({ available: true });
      const code = await t.http.get('/api/users/me/master-code').set(auth(c.tg)).expect(200);
      expect(code.body).toEqual({ has_master_code: false, booking_link: null, deep_link: null, master_code: null });
    });

    it("removes an owner's own master role with the membership", async () => {
      const owner = await makeOwner(t.db);
      await t.http.post('/api/additional-roles/add-role').set(auth(owner.tg)).send(masterForm()).expect(201);
      await t.http.delete('/api/additional-roles/remove-role/organization_master').set(auth(owner.tg)).expect(200);
      expect(await roleTypes(owner.user.id)).toEqual(['organization']);
      expect(await t.db.getRepository(OrganizationMember).existsBy({ userId: owner.user.id })).toBe(false);
    });

    it('refuses to remove the primary role with 422', async () => {
      const m = await makeMaster(t.db);
      const res = await t.http.delete('/api/additional-roles/remove-role/master').set(auth(m.tg)).expect(422);
      expect(res.body).toEqual({ detail: 'Основную роль удалить нельзя', code: 'primary_role_not_removable' });
      expect(await roleTypes(m.user.id)).toEqual(['master']);
    });

    it('answers 404 for a role the user does not hold', async () => {
      const c = await makeUser(t.db, 'client');
      const res = await t.http
        .delete('/api/additional-roles/remove-role/organization_admin')
        .set(auth(c.tg))
        .expect(404);
      expect(res.body).toEqual({ detail: 'У пользователя нет этой роли', code: 'role_not_held' });
    });

    it('refuses to remove the configured admin role', async () => {
      const c = await makeUser(t.db, 'client');
      const res = await t.http.delete('/api/additional-roles/remove-role/admin').set(auth(c.tg)).expect(422);
      expect(res.body).toEqual({
        detail: 'Роль супер админа задаётся в настройках и не удаляется',
        code: 'admin_role_not_removable',
      });
    });
  });
});

import { In } from 'typeorm';
import { UserRole } from '../../src/users/entities/user-role.entity';
import { Invitation } from '../../src/invitations/entities/invitation.entity';
import { OutboxMessage } from '../../src/notifications/entities/outbox-message.entity';
import { OrganizationMember } from '../../src/organizations/entities/organization-member.entity';
import { MasterProfile } from '../../src/users/entities/master-profile.entity';
import { User } from '../../src/users/entities/user.entity';
import { makeInvitation, makeMember, makeOwner, makeUser } from '../factories';
import { auth, createTestApp, TestApp, TEST_BOT_USERNAME, tgUser } from '../support/test-app';

const ROUTES = ['/api/registration/register-organization-master', '/api/registration/invitation'] as const;

describe('registration through an invitation (new users)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const body = (inv: { id: number; deepLinkCode: string }, extra: Record<string, unknown> = {}) => ({
    invitation_id: inv.id,
    invitation_code: inv.deepLinkCode,
    first_name: 'Ольга',
    last_name: 'Морозова',
    phone: '8 916 222-33-44',
    email: 'olga@example.ru',
    ...extra,
  });

  it.each(ROUTES)('%s: a new master joins at once, gets a booking link, appears Активен in the team', async (route) => {
    const { org, tg: ownerTg, user: owner } = await makeOwner(t.db, { name: 'Салон Лето' });
    const inv = await makeInvitation(t.db, org, 'master');
    const tg = tgUser();

    const res = await t.http.post(route).set(auth(tg)).send(body(inv)).expect(201);
    const user = await t.db.getRepository(User).findOneByOrFail({ telegramId: tg.id });
    const member = await t.db
      .getRepository(OrganizationMember)
      .findOneByOrFail({ organizationId: org.id, userId: user.id });
    expect(member.role).toBe('master');
    const link = `https://t.me/${TEST_BOT_USERNAME}?start=org_master_${member.masterCode}`;
    expect(res.body).toEqual({ message: 'Вы присоединились к организации', booking_link: link });

    expect(user).toMatchObject({
      firstName: 'Ольга',
      lastName: 'Морозова',
      phone: '+79162223344',
      email: 'olga@example.ru',
      userType: 'client',
    });
    expect(await t.db.getRepository(MasterProfile).exists({ where: { userId: user.id } })).toBe(true);
    const roles = await t.db.getRepository(UserRole).find({ where: { userId: user.id } });
    expect(roles.map((r) => [r.roleType, r.organizationId]).sort()).toEqual([
      ['client', null],
      ['organization_master', org.id],
    ]);
    expect(await t.db.getRepository(Invitation).findOneByOrFail({ id: inv.id })).toMatchObject({
      status: 'accepted',
      invitedUserId: user.id,
    });

    const team = await t.http.get('/api/organizations/my/team').set(auth(ownerTg)).expect(200);
    expect(team.body.masters).toEqual([
      expect.objectContaining({ user_id: user.id, first_name: 'Ольга', is_blocked: false }),
    ]);

    const rows = await t.db
      .getRepository(OutboxMessage)
      .find({ where: { chatId: In([ownerTg.id, tg.id]) }, order: { id: 'ASC' } });
    expect(rows.map((r) => [r.chatId, r.userId, r.kind, r.payload])).toEqual([
      [
        ownerTg.id,
        owner.id,
        'member_joined',
        { organization_name: 'Салон Лето', member_name: 'Ольга Морозова', role: 'master' },
      ],
      [tg.id, user.id, 'master_welcome', { first_name: 'Ольга', booking_link: link }],
    ]);
  });

  it('a new admin joins with no booking link and no master data', async () => {
    const { org, tg: ownerTg } = await makeOwner(t.db);
    const inv = await makeInvitation(t.db, org, 'admin');
    const tg = tgUser();
    const res = await t.http
      .post(ROUTES[1])
      .set(auth(tg))
      .send(body(inv, { last_name: '', email: '' }))
      .expect(201);
    expect(res.body).toEqual({ message: 'Вы присоединились к организации', booking_link: null });
    const user = await t.db.getRepository(User).findOneByOrFail({ telegramId: tg.id });
    expect(user).toMatchObject({ lastName: null, email: null });
    expect(await t.db.getRepository(OrganizationMember).findOneByOrFail({ userId: user.id })).toMatchObject({
      role: 'admin',
      masterCode: null,
    });
    expect(await t.db.getRepository(MasterProfile).exists({ where: { userId: user.id } })).toBe(false);
    const asAdmin = await t.http.get('/api/organizations/my/team').set(auth(tg)).expect(200);
    expect(asAdmin.body.admins.map((a: { user_id: number }) => a.user_id)).toEqual([user.id]);
    const kinds = await t.db.getRepository(OutboxMessage).find({ where: { chatId: In([ownerTg.id, tg.id]) } });
    expect(kinds.map((r) => [r.chatId, r.kind])).toEqual([[ownerTg.id, 'member_joined']]);
  });

  it('refuses an already registered caller with 409 and leaves the invitation pending', async () => {
    const { org } = await makeOwner(t.db);
    const inv = await makeInvitation(t.db, org);
    const existing = await makeUser(t.db, 'client');
    for (const route of ROUTES) {
      const res = await t.http.post(route).set(auth(existing.tg)).send(body(inv)).expect(409);
      expect(res.body.detail).toBe('Пользователь уже зарегистрирован');
    }
    expect((await t.db.getRepository(Invitation).findOneByOrFail({ id: inv.id })).status).toBe('pending');
  });

  it('refuses used, cancelled and confirmed invitations with 422 and unknown ones with 404, creating no user', async () => {
    const { org } = await makeOwner(t.db);
    const tg = tgUser();
    for (const status of ['accepted', 'rejected', 'confirmed'] as const) {
      const inv = await makeInvitation(t.db, org, 'master', status);
      const res = await t.http.post(ROUTES[0]).set(auth(tg)).send(body(inv)).expect(422);
      expect(res.body.detail).toBe('Неверная ссылка приглашения');
    }
    const res = await t.http
      .post(ROUTES[0])
      .set(auth(tg))
      .send(body({ id: 987654, deepLinkCode: 'nosuchcode12' }))
      .expect(404);
    expect(res.body.detail).toBe('Неверная ссылка приглашения');
    expect(await t.db.getRepository(User).exists({ where: { telegramId: tg.id } })).toBe(false);
  });

  it('a link works once: the second newcomer is refused', async () => {
    const { org } = await makeOwner(t.db);
    const inv = await makeInvitation(t.db, org);
    await t.http.post(ROUTES[0]).set(auth(tgUser())).send(body(inv)).expect(201);
    const second = tgUser();
    await t.http.post(ROUTES[0]).set(auth(second)).send(body(inv)).expect(422);
    expect(await t.db.getRepository(User).exists({ where: { telegramId: second.id } })).toBe(false);
    expect(await t.db.getRepository(OrganizationMember).count({ where: { organizationId: org.id } })).toBe(1);
  });

  it('validates like client registration', async () => {
    const { org } = await makeOwner(t.db);
    const inv = await makeInvitation(t.db, org);
    const tg = tgUser();
    const res = await t.http
      .post(ROUTES[0])
      .set(auth(tg))
      .send(body(inv, { first_name: 'О', phone: '12345', email: 'bad@' }))
      .expect(422);
    expect(res.body.detail).toEqual(
      expect.arrayContaining([
        { loc: ['body', 'first_name'], msg: 'Имя должно содержать минимум 2 символа' },
        { loc: ['body', 'phone'], msg: 'Неверный формат номера телефона' },
        { loc: ['body', 'email'], msg: 'Неверный формат email' },
      ]),
    );
    const noId = await t.http
      .post(ROUTES[1])
      .set(auth(tg))
      .send({ invitation_code: inv.deepLinkCode, first_name: 'Ольга', phone: '+79162223344' })
      .expect(422);
    expect(noId.body.detail).toEqual([{ loc: ['body', 'invitation_id'], msg: 'Отсутствует ID приглашения' }]);
    expect((await t.db.getRepository(Invitation).findOneByOrFail({ id: inv.id })).status).toBe('pending');
  });

  it('needs Telegram init data; identity never comes from the body', async () => {
    const { org } = await makeOwner(t.db);
    const inv = await makeInvitation(t.db, org);
    const res = await t.http.post(ROUTES[0]).send(body(inv)).expect(401);
    expect(res.body.detail).toBe('Ошибка: нет данных Telegram пользователя');
    await t.http
      .post(ROUTES[0])
      .set(auth(tgUser()))
      .send(body(inv, { telegram_id: 5 }))
      .expect(422);
  });

  it('a member already in the team is a registered user: 409', async () => {
    const { org } = await makeOwner(t.db);
    const member = await makeMember(t.db, org, 'master');
    const inv = await makeInvitation(t.db, org);
    await t.http.post(ROUTES[1]).set(auth(member.tg)).send(body(inv)).expect(409);
  });
});

import { In } from 'typeorm';
import { UserRole } from '../../src/users/entities/user-role.entity';
import { Invitation } from '../../src/invitations/entities/invitation.entity';
import { InvitationsService } from '../../src/invitations/invitations.service';
import { OutboxMessage } from '../../src/notifications/entities/outbox-message.entity';
import { OrganizationMember } from '../../src/organizations/entities/organization-member.entity';
import { MasterProfile } from '../../src/users/entities/master-profile.entity';
import { User } from '../../src/users/entities/user.entity';
import { makeInvitation, makeMember, makeOwner, makeUser } from '../factories';
import { auth, createTestApp, TestApp, TEST_BOT_USERNAME } from '../support/test-app';

describe('invitations: a registered user accepts, the owner decides', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const outbox = (chatIds: number[]) =>
    t.db.getRepository(OutboxMessage).find({ where: { chatId: In(chatIds) }, order: { id: 'ASC' } });

  it('accept -> confirmed and the owner is asked; confirm -> member with role; the second one is rejected', async () => {
    const { org, tg: ownerTg, user: owner } = await makeOwner(t.db, { name: 'Салон Весна' });
    const invA = await makeInvitation(t.db, org, 'master');
    const invB = await makeInvitation(t.db, org, 'admin');
    const anna = await makeUser(t.db, 'client', { firstName: 'Анна', lastName: 'Кузнецова', phone: null });
    const boris = await makeUser(t.db, 'master', { firstName: 'Борис', lastName: null });

    // Анна accepts the master invitation (and adds the phone she had not given yet)
    const acc = await t.http
      .post('/api/invitations/accept')
      .set(auth(anna.tg))
      .send({
        invitation_id: invA.id,
        invitation_code: invA.deepLinkCode,
        user_data: { phone: '+7 916 000-11-22', first_name: 'Не Анна' },
      })
      .expect(200);
    expect(acc.body).toMatchObject({
      message: 'Приглашение принято, ожидайте подтверждения владельца',
      invitation: {
        id: invA.id,
        status: 'confirmed',
        invited_user_id: anna.user.id,
        invited_user_name: 'Анна Кузнецова',
      },
    });
    const annaNow = await t.db.getRepository(User).findOneByOrFail({ id: anna.user.id });
    expect(annaNow).toMatchObject({ phone: '+79160001122', firstName: 'Анна' });

    // Борис accepts the admin invitation
    await t.http
      .post('/api/invitations/accept')
      .set(auth(boris.tg))
      .send({ invitation_id: invB.id, invitation_code: invB.deepLinkCode })
      .expect(200);

    expect((await outbox([ownerTg.id])).map((r) => [r.kind, r.payload, r.userId])).toEqual([
      [
        'invitation_confirmation_needed',
        { invitation_id: invA.id, organization_name: 'Салон Весна', member_name: 'Анна Кузнецова', role: 'master' },
        owner.id,
      ],
      [
        'invitation_confirmation_needed',
        { invitation_id: invB.id, organization_name: 'Салон Весна', member_name: 'Борис', role: 'admin' },
        owner.id,
      ],
    ]);
    const pending = await t.http.get('/api/invitations/pending').set(auth(ownerTg)).expect(200);
    expect(pending.body.invitations.map((i: { id: number }) => i.id).sort()).toEqual([invA.id, invB.id].sort());

    // the owner confirms Анна (owner_telegram_id is accepted but ignored)
    const conf = await t.http
      .post(`/api/invitations/confirm?owner_telegram_id=${ownerTg.id}`)
      .set(auth(ownerTg))
      .send({ invitation_id: invA.id })
      .expect(200);
    expect(conf.body).toMatchObject({ invitation: { id: invA.id, status: 'accepted' } });
    const member = await t.db
      .getRepository(OrganizationMember)
      .findOneByOrFail({ organizationId: org.id, userId: anna.user.id });
    expect(member.role).toBe('master');
    expect(member.masterCode).toMatch(/^[a-z0-9]{12}$/);
    expect(await t.db.getRepository(MasterProfile).exists({ where: { userId: anna.user.id } })).toBe(true);
    const roles = await t.db.getRepository(UserRole).find({ where: { userId: anna.user.id } });
    expect(roles.map((r) => [r.roleType, r.organizationId]).sort()).toEqual([
      ['client', null],
      ['organization_master', org.id],
    ]);

    // ... and rejects Борис
    const rej = await t.http
      .post('/api/invitations/reject')
      .set(auth(ownerTg))
      .send({ invitation_id: invB.id })
      .expect(200);
    expect(rej.body).toMatchObject({
      message: 'Приглашение отклонено',
      invitation: { id: invB.id, status: 'rejected' },
    });
    expect(await t.db.getRepository(OrganizationMember).exists({ where: { userId: boris.user.id } })).toBe(false);

    const team = await t.http.get('/api/organizations/my/team').set(auth(ownerTg)).expect(200);
    expect(team.body.admins).toEqual([]);
    expect(team.body.masters).toEqual([
      expect.objectContaining({
        user_id: anna.user.id,
        first_name: 'Анна',
        master_code: member.masterCode,
        is_blocked: false,
      }),
    ]);
    const list = await t.http.get('/api/invitations/my').set(auth(ownerTg)).expect(200);
    expect(
      Object.fromEntries(list.body.invitations.map((i: { id: number; status: string }) => [i.id, i.status])),
    ).toEqual({
      [invA.id]: 'accepted',
      [invB.id]: 'rejected',
    });
    const annaOrg = await t.http.get('/api/organizations/my/organization').set(auth(anna.tg)).expect(200);
    expect(annaOrg.body).toMatchObject({ exists: true, role: 'master', organization: { id: org.id } });

    // notices: the owner hears Анна joined; Анна hears yes (with her booking link), Борис hears no
    expect((await outbox([ownerTg.id])).slice(2).map((r) => [r.kind, r.payload])).toEqual([
      ['invitation_accepted', { organization_name: 'Салон Весна', member_name: 'Анна Кузнецова', role: 'master' }],
    ]);
    expect((await outbox([anna.tg.id])).map((r) => [r.kind, r.payload, r.userId])).toEqual([
      ['invitation_decided', { organization_name: 'Салон Весна', accepted: true, role: 'master' }, anna.user.id],
      [
        'master_welcome',
        { first_name: 'Анна', booking_link: `https://t.me/${TEST_BOT_USERNAME}?start=org_master_${member.masterCode}` },
        anna.user.id,
      ],
    ]);
    expect((await outbox([boris.tg.id])).map((r) => [r.kind, r.payload])).toEqual([
      ['invitation_decided', { organization_name: 'Салон Весна', accepted: false, role: 'admin' }],
    ]);
  });

  it('refuses used, cancelled, already accepted and unknown invitations on accept', async () => {
    const { org } = await makeOwner(t.db);
    const someone = await makeUser(t.db, 'client');
    for (const status of ['confirmed', 'accepted', 'rejected'] as const) {
      const inv = await makeInvitation(t.db, org, 'master', status);
      const res = await t.http
        .post('/api/invitations/accept')
        .set(auth(someone.tg))
        .send({ invitation_id: inv.id, invitation_code: inv.deepLinkCode })
        .expect(422);
      expect(res.body.detail).toBe('Неверная ссылка приглашения');
      expect((await t.db.getRepository(Invitation).findOneByOrFail({ id: inv.id })).status).toBe(status);
    }
    const res = await t.http
      .post('/api/invitations/accept')
      .set(auth(someone.tg))
      .send({ invitation_id: 987654, invitation_code: 'nosuchcode12' })
      .expect(404);
    expect(res.body.detail).toBe('Неверная ссылка приглашения');
  });

  it('the owner cannot accept their own invitation; a member with that role gets 409', async () => {
    const { org, tg } = await makeOwner(t.db);
    const inv = await makeInvitation(t.db, org, 'admin');
    const own = await t.http
      .post('/api/invitations/accept')
      .set(auth(tg))
      .send({ invitation_id: inv.id, invitation_code: inv.deepLinkCode })
      .expect(422);
    expect(own.body.detail).toBe('Владелец не может принять собственное приглашение');
    const admin = await makeMember(t.db, org, 'admin');
    const dup = await t.http
      .post('/api/invitations/accept')
      .set(auth(admin.tg))
      .send({ invitation_id: inv.id, invitation_code: inv.deepLinkCode })
      .expect(409);
    expect(dup.body.detail).toBe('Пользователь уже состоит в организации с этой ролью');
    expect((await t.db.getRepository(Invitation).findOneByOrFail({ id: inv.id })).status).toBe('pending');
    // the same person may still take the other role
    const asMaster = await makeInvitation(t.db, org, 'master');
    await t.http
      .post('/api/invitations/accept')
      .set(auth(admin.tg))
      .send({ invitation_id: asMaster.id, invitation_code: asMaster.deepLinkCode })
      .expect(200);
  });

  it('only the owner (from init data, not owner_telegram_id) confirms or rejects', async () => {
    const { org, tg: ownerTg } = await makeOwner(t.db);
    const invitee = await makeUser(t.db, 'client');
    const inv = await makeInvitation(t.db, org, 'master', 'confirmed');
    await t.db.getRepository(Invitation).update({ id: inv.id }, { invitedUserId: invitee.user.id });
    const admin = await makeMember(t.db, org, 'admin');
    const other = await makeOwner(t.db);
    for (const who of [admin.tg, other.tg, invitee.tg]) {
      for (const action of ['confirm', 'reject']) {
        const res = await t.http
          .post(`/api/invitations/${action}?owner_telegram_id=${ownerTg.id}`)
          .set(auth(who))
          .send({ invitation_id: inv.id })
          .expect(403);
        expect(res.body.detail).toBe('Доступ запрещён');
      }
    }
    expect((await t.db.getRepository(Invitation).findOneByOrFail({ id: inv.id })).status).toBe('confirmed');
    expect(await t.db.getRepository(OrganizationMember).exists({ where: { userId: invitee.user.id } })).toBe(false);
  });

  it('confirm and reject refuse pending, decided and unknown invitations', async () => {
    const { org, tg } = await makeOwner(t.db);
    for (const status of ['pending', 'accepted', 'rejected'] as const) {
      const inv = await makeInvitation(t.db, org, 'master', status);
      for (const action of ['confirm', 'reject']) {
        const res = await t.http
          .post(`/api/invitations/${action}`)
          .set(auth(tg))
          .send({ invitation_id: inv.id })
          .expect(422);
        expect(res.body.detail).toBe('Неверная ссылка приглашения');
      }
    }
    await t.http.post('/api/invitations/confirm').set(auth(tg)).send({ invitation_id: 987654 }).expect(404);
    await t.http.post('/api/invitations/confirm').set(auth(tg)).send({ invitation_id: 'x' }).expect(422);
  });

  it('the bot can confirm, reject and look up through InvitationsService', async () => {
    const service = t.app.get(InvitationsService);
    const { org, user: owner } = await makeOwner(t.db, { name: 'Бот Салон' });
    const a = await makeUser(t.db, 'client');
    const b = await makeUser(t.db, 'client');
    const invA = await makeInvitation(t.db, org, 'admin', 'confirmed');
    const invB = await makeInvitation(t.db, org, 'master', 'confirmed');
    await t.db.getRepository(Invitation).update({ id: invA.id }, { invitedUserId: a.user.id });
    await t.db.getRepository(Invitation).update({ id: invB.id }, { invitedUserId: b.user.id });

    expect((await service.confirm(owner, invA.id)).invitation.status).toBe('accepted');
    expect((await service.reject(owner, invB.id)).invitation.status).toBe('rejected');
    expect(await t.db.getRepository(OrganizationMember).findOneBy({ userId: a.user.id })).toMatchObject({
      role: 'admin',
      masterCode: null,
    });
    await expect(service.confirm(a.user, invB.id)).rejects.toMatchObject({ code: 'forbidden' });

    expect(await service.findByCode(invA.deepLinkCode)).toMatchObject({
      id: invA.id,
      organization_name: 'Бот Салон',
      status: 'accepted',
    });
    expect(await service.findByCode('nosuchcode')).toBeNull();
  });
});

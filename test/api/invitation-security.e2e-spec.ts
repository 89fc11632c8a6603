import { Invitation } from '../../src/invitations/entities/invitation.entity';
import { OrganizationMember } from '../../src/organizations/entities/organization-member.entity';
import { User } from '../../src/users/entities/user.entity';
import { makeInvitation, makeMember, makeOwner, makeUser } from '../factories';
import { auth, createTestApp, TestApp, tgUser } from '../support/test-app';
import { tableCounts } from '../support/world';

/**
 * Invitation ids are sequential, so an id proves nothing: whoever is not the organization's owner or
 * admin must also show the invitation's unguessable deep_link_code. Without it nobody can join, accept
 * or even look, and the answer is the one an unknown id gets.
 */
describe('invitations: the id alone is not enough', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const REFUSAL = { status: 404, body: { detail: 'Неверная ссылка приглашения', code: 'invitation_not_found' } };
  const REGISTRATION = ['/api/registration/register-organization-master', '/api/registration/invitation'] as const;
  const newcomer = (invitationId: number, code?: unknown) => ({
    invitation_id: invitationId,
    ...(code === undefined ? {} : { invitation_code: code }),
    first_name: 'Чужак',
    phone: '+79161234567',
  });
  const answer = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });

  describe('joining as a new user', () => {
    it.each(REGISTRATION)(
      "%s: a stranger who only guesses the id (no code, a wrong code, another invitation's code) is refused and nothing is written",
      async (route) => {
        const { org } = await makeOwner(t.db, { name: 'Салон Мишень' });
        const target = await makeInvitation(t.db, org, 'admin');
        const mine = await makeInvitation(t.db, (await makeOwner(t.db)).org, 'admin');
        const intruder = tgUser({ first_name: 'Чужак' });
        const unknownId = answer(await t.http.post(route).set(auth(intruder)).send(newcomer(987654, 'whatever1234')));
        expect(unknownId).toEqual(REFUSAL);

        for (const code of [
          undefined,
          '',
          'x'.repeat(12),
          target.deepLinkCode.toUpperCase(),
          ` ${target.deepLinkCode}`,
          mine.deepLinkCode,
        ]) {
          const before = await tableCounts(t.db);
          const res = await t.http.post(route).set(auth(intruder)).send(newcomer(target.id, code));
          expect(answer(res)).toEqual(unknownId);
          expect(await tableCounts(t.db)).toEqual(before);
        }
        expect(await t.db.getRepository(User).exists({ where: { telegramId: intruder.id } })).toBe(false);
        expect(await t.db.getRepository(OrganizationMember).count({ where: { organizationId: org.id } })).toBe(0);
        expect(await t.db.getRepository(Invitation).findOneByOrFail({ id: target.id })).toMatchObject({
          status: 'pending',
          invitedUserId: null,
        });
      },
    );

    it.each(REGISTRATION)('%s: with the code from the link the newcomer joins', async (route) => {
      const { org } = await makeOwner(t.db);
      const inv = await makeInvitation(t.db, org, 'admin');
      const tg = tgUser();
      await t.http.post(route).set(auth(tg)).send(newcomer(inv.id, inv.deepLinkCode)).expect(201);
      const user = await t.db.getRepository(User).findOneByOrFail({ telegramId: tg.id });
      expect(
        await t.db.getRepository(OrganizationMember).findOneBy({ organizationId: org.id, userId: user.id }),
      ).toMatchObject({ role: 'admin' });
      expect(await t.db.getRepository(Invitation).findOneByOrFail({ id: inv.id })).toMatchObject({
        status: 'accepted',
        invitedUserId: user.id,
      });
    });

    it('a code that is not a string is a validation error that names no invitation', async () => {
      const { org } = await makeOwner(t.db);
      const inv = await makeInvitation(t.db, org);
      for (const code of [12345, ['a'], { $ne: '' }, 'x'.repeat(65)]) {
        const res = await t.http.post(REGISTRATION[0]).set(auth(tgUser())).send(newcomer(inv.id, code)).expect(422);
        expect(res.body.detail).toEqual([{ loc: ['body', 'invitation_code'], msg: 'Неверная ссылка приглашения' }]);
      }
      expect((await t.db.getRepository(Invitation).findOneByOrFail({ id: inv.id })).status).toBe('pending');
    });
  });

  describe('accepting as a registered user', () => {
    it('without the right code: refused like an unknown id; the invitation stays pending and the owner hears nothing', async () => {
      const { org } = await makeOwner(t.db);
      const inv = await makeInvitation(t.db, org, 'admin');
      const someone = await makeUser(t.db, 'client');
      const unknownId = answer(
        await t.http
          .post('/api/invitations/accept')
          .set(auth(someone.tg))
          .send({ invitation_id: 987654, invitation_code: 'whatever1234' }),
      );
      expect(unknownId).toEqual(REFUSAL);
      for (const code of [undefined, '', 'wrongcode123']) {
        const before = await tableCounts(t.db);
        const res = await t.http
          .post('/api/invitations/accept')
          .set(auth(someone.tg))
          .send({
            invitation_id: inv.id,
            ...(code === undefined ? {} : { invitation_code: code }),
            user_data: { phone: '+79160001122' },
          });
        expect(answer(res)).toEqual(unknownId);
        expect(await tableCounts(t.db)).toEqual(before);
      }
      expect(await t.db.getRepository(Invitation).findOneByOrFail({ id: inv.id })).toMatchObject({
        status: 'pending',
        invitedUserId: null,
      });
    });

    it('with the code: confirmed, waiting for the owner', async () => {
      const { org } = await makeOwner(t.db);
      const inv = await makeInvitation(t.db, org, 'master');
      const someone = await makeUser(t.db, 'client');
      const res = await t.http
        .post('/api/invitations/accept')
        .set(auth(someone.tg))
        .send({ invitation_id: inv.id, invitation_code: inv.deepLinkCode })
        .expect(200);
      expect(res.body.invitation).toMatchObject({ id: inv.id, status: 'confirmed', invited_user_id: someone.user.id });
    });
  });

  describe('GET /invitations/by-id/{id}', () => {
    it('without the code reveals nothing to anyone outside the organization: the same 404 as an unknown id', async () => {
      const { org } = await makeOwner(t.db, { name: 'Салон Тайна' });
      const inv = await makeInvitation(t.db, org, 'admin');
      const orgMaster = await makeMember(t.db, org, 'master');
      const otherOwner = await makeOwner(t.db);
      const client = await makeUser(t.db, 'client');
      const blockedAdmin = await makeMember(t.db, org, 'admin');
      await t.db.getRepository(OrganizationMember).update({ id: blockedAdmin.member.id }, { isBlocked: true });
      const callers: Record<string, Record<string, string>> = {
        anonymous: {},
        stranger: auth(tgUser()),
        client: auth(client.tg),
        'master of the organization': auth(orgMaster.tg),
        'owner of another organization': auth(otherOwner.tg),
        'blocked admin': auth(blockedAdmin.tg),
      };
      for (const [who, headers] of Object.entries(callers)) {
        const unknownId = answer(await t.http.get('/api/invitations/by-id/987654').set(headers));
        expect([who, unknownId]).toEqual([who, REFUSAL]);
        for (const query of ['', '?code=', '?code=wrongcode123', `?code=${inv.deepLinkCode.slice(0, -1)}`]) {
          const res = await t.http.get(`/api/invitations/by-id/${inv.id}${query}`).set(headers);
          expect([who, query, answer(res)]).toEqual([who, query, unknownId]);
          expect(res.text).not.toContain('Салон Тайна');
          expect(res.text).not.toContain(inv.deepLinkCode);
        }
      }
    });

    it('with the code: what the page needs, never the code, link or invitee', async () => {
      const { org } = await makeOwner(t.db, { name: 'Салон Открытый' });
      const invitee = await makeUser(t.db, 'client', { firstName: 'Скрытый' });
      const inv = await makeInvitation(t.db, org, 'master', 'confirmed');
      await t.db.getRepository(Invitation).update({ id: inv.id }, { invitedUserId: invitee.user.id });
      for (const headers of [{}, auth(tgUser())]) {
        const res = await t.http
          .get(`/api/invitations/by-id/${inv.id}`)
          .query({ code: inv.deepLinkCode })
          .set(headers)
          .expect(200);
        expect(res.body).toEqual({
          id: inv.id,
          organization_id: org.id,
          organization_name: 'Салон Открытый',
          role: 'master',
          status: 'confirmed',
        });
      }
    });

    it('the owner and the admins see the full invitation by id alone', async () => {
      const { org, tg: ownerTg } = await makeOwner(t.db, { name: 'Салон Свой' });
      const admin = await makeMember(t.db, org, 'admin');
      const inv = await makeInvitation(t.db, org, 'admin');
      for (const tg of [ownerTg, admin.tg]) {
        const res = await t.http.get(`/api/invitations/by-id/${inv.id}`).set(auth(tg)).expect(200);
        expect(res.body).toMatchObject({
          id: inv.id,
          organization_name: 'Салон Свой',
          deep_link_code: inv.deepLinkCode,
          invitation_link: expect.stringContaining(`invite_${inv.deepLinkCode}`),
        });
      }
      // running one organization does not open another's invitations
      const foreign = await makeInvitation(t.db, (await makeOwner(t.db)).org);
      await t.http.get(`/api/invitations/by-id/${foreign.id}`).set(auth(ownerTg)).expect(404);
    });

    it('a bad code parameter is refused before the invitation is looked at', async () => {
      const { org } = await makeOwner(t.db);
      const inv = await makeInvitation(t.db, org);
      for (const query of [`code=${'x'.repeat(65)}`, `code=${inv.deepLinkCode}&code=${inv.deepLinkCode}`, 'other=1']) {
        const res = await t.http.get(`/api/invitations/by-id/${inv.id}?${query}`).expect(422);
        expect(res.text).not.toContain(inv.deepLinkCode);
      }
    });
  });

  it('GET /invitations/{deepLink} (the code is the secret) answers only what the invitation page needs', async () => {
    const { org } = await makeOwner(t.db, { name: 'Салон Код' });
    const invitee = await makeUser(t.db, 'client');
    const inv = await makeInvitation(t.db, org, 'admin', 'confirmed');
    await t.db.getRepository(Invitation).update({ id: inv.id }, { invitedUserId: invitee.user.id });
    const res = await t.http.get(`/api/invitations/${inv.deepLinkCode}`).expect(200);
    expect(res.body).toEqual({
      id: inv.id,
      organization_id: org.id,
      organization_name: 'Салон Код',
      role: 'admin',
      status: 'confirmed',
    });
  });
});

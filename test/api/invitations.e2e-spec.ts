import { Invitation } from '../../src/invitations/entities/invitation.entity';
import { OutboxMessage } from '../../src/notifications/entities/outbox-message.entity';
import { makeInvitation, makeMember, makeOwner, makeUser } from '../factories';
import { auth, createTestApp, TestApp, TEST_BOT_USERNAME, tgUser } from '../support/test-app';

describe('invitations: create, list, look up, cancel', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('POST /invitations/', () => {
    it('lets the owner invite a master or an admin with an unguessable link', async () => {
      const { org, tg, user } = await makeOwner(t.db, { name: 'Студия Ногтей' });
      const codes = new Set<string>();
      for (const role of ['master', 'admin'] as const) {
        const res = await t.http
          .post('/api/invitations/')
          .set(auth(tg))
          .send({ organization_id: org.id, role })
          .expect(201);
        expect(res.body).toMatchObject({
          organization_id: org.id,
          organization_name: 'Студия Ногтей',
          role,
          status: 'pending',
          invited_user_id: null,
          invited_user_name: null,
        });
        expect(res.body.deep_link_code).toMatch(/^[a-z0-9]{12}$/);
        expect(res.body.deep_link).toBe(res.body.deep_link_code);
        expect(res.body.invitation_link).toBe(
          `https://t.me/${TEST_BOT_USERNAME}?start=invite_${res.body.deep_link_code}`,
        );
        const row = await t.db.getRepository(Invitation).findOneByOrFail({ id: res.body.id });
        expect(row).toMatchObject({ createdById: user.id, deepLinkCode: res.body.deep_link_code });
        codes.add(res.body.deep_link_code);
      }
      expect(codes.size).toBe(2);
    });

    it('refuses admins, masters, other owners and clients with 403, an unknown organization with 404', async () => {
      const { org } = await makeOwner(t.db);
      const admin = await makeMember(t.db, org, 'admin');
      const master = await makeMember(t.db, org, 'master');
      const other = await makeOwner(t.db);
      const client = await makeUser(t.db, 'client');
      for (const who of [admin.tg, master.tg, other.tg, client.tg]) {
        const res = await t.http
          .post('/api/invitations')
          .set(auth(who))
          .send({ organization_id: org.id, role: 'master' })
          .expect(403);
        expect(res.body.detail).toBe('Доступ запрещён');
      }
      expect(await t.db.getRepository(Invitation).count({ where: { organizationId: org.id } })).toBe(0);
      const res = await t.http
        .post('/api/invitations')
        .set(auth(other.tg))
        .send({ organization_id: 987654, role: 'master' })
        .expect(404);
      expect(res.body.detail).toBe('Организация не найдена');
    });

    it('refuses an unknown role and a missing organization id with 422', async () => {
      const { org, tg } = await makeOwner(t.db);
      const res = await t.http
        .post('/api/invitations')
        .set(auth(tg))
        .send({ organization_id: org.id, role: 'owner' })
        .expect(422);
      expect(res.body.detail[0].loc).toEqual(['body', 'role']);
      const res2 = await t.http.post('/api/invitations').set(auth(tg)).send({ role: 'master' }).expect(422);
      expect(res2.body.detail[0].loc).toEqual(['body', 'organization_id']);
    });
  });

  describe('lists', () => {
    it("GET /invitations/my: every invitation of the owner's organization, newest first, with the invitee name", async () => {
      const { org, tg } = await makeOwner(t.db);
      const invitee = await makeUser(t.db, 'client', { firstName: 'Мария', lastName: 'Иванова' });
      const first = await makeInvitation(t.db, org, 'master', 'rejected');
      const second = await makeInvitation(t.db, org, 'admin', 'accepted');
      const third = await makeInvitation(t.db, org, 'master', 'confirmed');
      await t.db.getRepository(Invitation).update({ id: third.id }, { invitedUserId: invitee.user.id });
      const other = await makeOwner(t.db);
      await makeInvitation(t.db, other.org);

      const res = await t.http.get('/api/invitations/my').set(auth(tg)).expect(200);
      expect(res.body.invitations.map((i: { id: number }) => i.id)).toEqual([third.id, second.id, first.id]);
      expect(res.body.invitations[0]).toMatchObject({
        status: 'confirmed',
        invited_user_id: invitee.user.id,
        invited_user_name: 'Мария Иванова',
      });
    });

    it('GET /invitations/pending: only acceptances waiting for the owner', async () => {
      const { org, tg } = await makeOwner(t.db);
      await makeInvitation(t.db, org, 'master', 'pending');
      const waiting = await makeInvitation(t.db, org, 'admin', 'confirmed');
      await makeInvitation(t.db, org, 'master', 'accepted');
      const res = await t.http.get('/api/invitations/pending').set(auth(tg)).expect(200);
      expect(res.body.invitations.map((i: { id: number }) => i.id)).toEqual([waiting.id]);
    });

    it('/my and /pending refuse people without their own organization', async () => {
      const { org } = await makeOwner(t.db);
      const admin = await makeMember(t.db, org, 'admin');
      for (const path of ['/api/invitations/my', '/api/invitations/pending']) {
        await t.http.get(path).set(auth(admin.tg)).expect(403);
      }
    });

    it('GET /invitations/organization/{id}: the owner and admins of that organization only', async () => {
      const { org, tg } = await makeOwner(t.db);
      const inv = await makeInvitation(t.db, org);
      const admin = await makeMember(t.db, org, 'admin');
      for (const who of [tg, admin.tg]) {
        const res = await t.http.get(`/api/invitations/organization/${org.id}`).set(auth(who)).expect(200);
        expect(res.body.invitations.map((i: { id: number }) => i.id)).toEqual([inv.id]);
      }
      const master = await makeMember(t.db, org, 'master');
      const other = await makeOwner(t.db);
      for (const who of [master.tg, other.tg]) {
        await t.http.get(`/api/invitations/organization/${org.id}`).set(auth(who)).expect(403);
      }
      await t.http.get('/api/invitations/organization/987654').set(auth(tg)).expect(404);
      await t.http.get('/api/invitations/organization/x1').set(auth(tg)).expect(422);
    });
  });

  describe('paging (limit default 50, max 100; offset)', () => {
    /** `n` invitations of a new owner's organization, created together (one timestamp: newest = highest id). */
    async function ownerWith(n: number) {
      const owner = await makeOwner(t.db);
      const rows = Array.from({ length: n }, (_, i) => ({
        organizationId: owner.org.id,
        role: 'master' as const,
        status: i % 2 === 0 ? 'pending' : 'confirmed',
        deepLinkCode: `page${owner.org.id}x${i}`,
        createdById: owner.user.id,
      }));
      await t.db.getRepository(Invitation).insert(rows);
      const ids = (await t.db.getRepository(Invitation).find({ where: { organizationId: owner.org.id } }))
        .map((i) => i.id)
        .sort((a, b) => b - a);
      return { ...owner, ids };
    }
    const idsOf = (body: { invitations: { id: number }[] }) => body.invitations.map((i) => i.id);

    it('GET /invitations/my answers 50 newest first with has_more and next_offset, then the rest', async () => {
      const { tg, ids } = await ownerWith(130);
      const first = await t.http.get('/api/invitations/my').set(auth(tg)).expect(200);
      expect(idsOf(first.body)).toEqual(ids.slice(0, 50));
      expect(first.body).toMatchObject({ has_more: true, next_offset: 50 });

      const second = await t.http.get('/api/invitations/my?offset=50&limit=100').set(auth(tg)).expect(200);
      expect(idsOf(second.body)).toEqual(ids.slice(50));
      expect(second.body).toMatchObject({ has_more: false, next_offset: null });

      const past = await t.http.get('/api/invitations/my?offset=1000').set(auth(tg)).expect(200);
      expect(past.body).toEqual({ invitations: [], has_more: false, next_offset: null });
    });

    it('pages /pending and /organization/{id} the same way; a page exactly full has no more', async () => {
      const { tg, org } = await ownerWith(8); // 4 confirmed
      const pending = await t.http.get('/api/invitations/pending?limit=4').set(auth(tg)).expect(200);
      expect(pending.body.invitations).toHaveLength(4);
      expect(pending.body).toMatchObject({ has_more: false, next_offset: null });
      const a = await t.http.get(`/api/invitations/organization/${org.id}?limit=5`).set(auth(tg)).expect(200);
      const b = await t.http.get(`/api/invitations/organization/${org.id}?limit=5&offset=5`).set(auth(tg)).expect(200);
      expect(a.body).toMatchObject({ has_more: true, next_offset: 5 });
      expect(b.body).toMatchObject({ has_more: false, next_offset: null });
      expect(new Set([...idsOf(a.body), ...idsOf(b.body)]).size).toBe(8);
    });

    it.each([
      ['limit=0', 'limit', 'Размер страницы должен быть целым числом от 1 до 100'],
      ['limit=101', 'limit', 'Размер страницы должен быть целым числом от 1 до 100'],
      ['limit=ten', 'limit', 'Размер страницы должен быть целым числом от 1 до 100'],
      ['offset=-5', 'offset', 'Смещение должно быть целым числом от 0'],
      ['offset=1e3', 'offset', 'Смещение должно быть целым числом от 0'],
    ])('refuses ?%s with 422 on ["query", "%s"]', async (query, field, msg) => {
      const { tg } = await makeOwner(t.db);
      const res = await t.http.get(`/api/invitations/my?${query}`).set(auth(tg)).expect(422);
      expect(res.body).toEqual({ detail: [{ loc: ['query', field], msg }] });
    });
  });

  describe('public look-ups', () => {
    it('GET /invitations/{deepLink} and /invitations/by-id/{id}?code= show the invitation with the organization name, without init data', async () => {
      const { org } = await makeOwner(t.db, { name: 'Фитнес Клуб' });
      const inv = await makeInvitation(t.db, org, 'admin');
      const byCode = await t.http.get(`/api/invitations/${inv.deepLinkCode}`).expect(200);
      expect(byCode.body).toEqual({
        id: inv.id,
        organization_id: org.id,
        organization_name: 'Фитнес Клуб',
        role: 'admin',
        status: 'pending',
      });
      const byId = await t.http
        .get(`/api/invitations/by-id/${inv.id}?code=${inv.deepLinkCode}`)
        .set(auth(tgUser()))
        .expect(200);
      expect(byId.body).toEqual(byCode.body);
    });

    it('does not show who accepted an invitation to the public', async () => {
      const { org } = await makeOwner(t.db);
      const invitee = await makeUser(t.db, 'client', { firstName: 'Скрытый' });
      const inv = await makeInvitation(t.db, org, 'master', 'confirmed');
      await t.db.getRepository(Invitation).update({ id: inv.id }, { invitedUserId: invitee.user.id });
      for (const url of [
        `/api/invitations/by-id/${inv.id}?code=${inv.deepLinkCode}`,
        `/api/invitations/${inv.deepLinkCode}`,
      ]) {
        const res = await t.http.get(url).expect(200);
        expect(res.body).not.toHaveProperty('invited_user_id');
        expect(res.text).not.toContain('Скрытый');
      }
    });

    it('answers unknown links and ids with 404 Неверная ссылка приглашения', async () => {
      for (const url of ['/api/invitations/nosuchcode123', '/api/invitations/by-id/987654?code=nosuchcode12']) {
        const res = await t.http.get(url).expect(404);
        expect(res.body.detail).toBe('Неверная ссылка приглашения');
      }
      await t.http.get('/api/invitations/by-id/abc').expect(422);
    });
  });

  describe('DELETE /invitations/{id} (cancel)', () => {
    it('cancels a pending invitation: status rejected', async () => {
      const { org, tg } = await makeOwner(t.db);
      const inv = await makeInvitation(t.db, org);
      const res = await t.http.delete(`/api/invitations/${inv.id}`).set(auth(tg)).expect(200);
      expect(res.body).toMatchObject({
        message: 'Приглашение отменено',
        invitation: { id: inv.id, status: 'rejected' },
      });
      expect((await t.db.getRepository(Invitation).findOneByOrFail({ id: inv.id })).status).toBe('rejected');
      const list = await t.http.get('/api/invitations/my').set(auth(tg)).expect(200);
      expect(list.body.invitations).toEqual([expect.objectContaining({ id: inv.id, status: 'rejected' })]);
    });

    it('cancels a confirmed one and tells the person who was waiting', async () => {
      const { org, tg } = await makeOwner(t.db, { name: 'Салон Заря' });
      const invitee = await makeUser(t.db, 'client');
      const inv = await makeInvitation(t.db, org, 'admin', 'confirmed');
      await t.db.getRepository(Invitation).update({ id: inv.id }, { invitedUserId: invitee.user.id });
      await t.http.delete(`/api/invitations/${inv.id}`).set(auth(tg)).expect(200);
      const rows = await t.db.getRepository(OutboxMessage).find({ where: { chatId: invitee.tg.id } });
      expect(rows.map((r) => [r.kind, r.payload])).toEqual([
        ['invitation_decided', { organization_name: 'Салон Заря', accepted: false, role: 'admin' }],
      ]);
    });

    it('refuses accepted and already cancelled invitations with 422', async () => {
      const { org, tg } = await makeOwner(t.db);
      for (const status of ['accepted', 'rejected'] as const) {
        const inv = await makeInvitation(t.db, org, 'master', status);
        const res = await t.http.delete(`/api/invitations/${inv.id}`).set(auth(tg)).expect(422);
        expect(res.body.detail).toBe('Ошибка при отмене приглашения');
        expect((await t.db.getRepository(Invitation).findOneByOrFail({ id: inv.id })).status).toBe(status);
      }
    });

    it('refuses everyone but the owner with 403, unknown ids with 404', async () => {
      const { org } = await makeOwner(t.db);
      const inv = await makeInvitation(t.db, org);
      const admin = await makeMember(t.db, org, 'admin');
      const other = await makeOwner(t.db);
      const client = await makeUser(t.db, 'client');
      for (const who of [admin.tg, other.tg, client.tg]) {
        await t.http.delete(`/api/invitations/${inv.id}`).set(auth(who)).expect(403);
      }
      expect((await t.db.getRepository(Invitation).findOneByOrFail({ id: inv.id })).status).toBe('pending');
      await t.http.delete('/api/invitations/987654').set(auth(other.tg)).expect(404);
    });
  });
});

import { Invitation } from '../../src/invitations/entities/invitation.entity';
import { MSG } from '../../src/common/messages';
import { auth, createTestApp, TestApp, tgUser } from '../support/test-app';
import { buildWorld, tableCounts, World } from '../support/world';

/**
 * Invitation ids are sequential: knowing one proves nothing. Only the unguessable code from the bot
 * link (invite_<code>) lets someone see, claim or join through an invitation, and a wrong guess reads
 * exactly like an unknown invitation (no oracle for which ids exist).
 */
describe('invitations need their secret code, not just an id', () => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildWorld(t.db);
  });
  afterAll(() => t.close());

  const notFound = { detail: MSG.badInvitationLink, code: 'invitation_not_found' };
  const status = (id: number) =>
    t.db
      .getRepository(Invitation)
      .findOneByOrFail({ id })
      .then((i) => [i.status, i.invitedUserId]);

  it('a stranger with a guessed id (no code, or a wrong one) cannot join, and nothing is written', async () => {
    const inv = await w.freshInvitation({ role: 'admin' });
    for (const code of [undefined, 'wrongcode123', inv.deepLinkCode.toUpperCase(), '']) {
      const counts = await tableCounts(t.db);
      const res = await t.http
        .post('/api/registration/register-organization-master')
        .set(auth(tgUser({ first_name: 'Чужак' })))
        .send({
          invitation_id: inv.id,
          ...(code === undefined ? {} : { invitation_code: code }),
          first_name: 'Чужак',
          phone: '+79161234567',
        });
      expect([code, res.status, res.body]).toEqual([code, 404, notFound]);
      expect(await tableCounts(t.db)).toEqual(counts);
    }
    expect(await status(inv.id)).toEqual(['pending', null]);
  });

  it('the same goes for POST /api/registration/invitation', async () => {
    const inv = await w.freshInvitation();
    const res = await t.http
      .post('/api/registration/invitation')
      .set(auth(tgUser()))
      .send({ invitation_id: inv.id, first_name: 'Чужак', phone: '+79161234567' });
    expect([res.status, res.body]).toEqual([404, notFound]);
    expect(await status(inv.id)).toEqual(['pending', null]);
  });

  it('a registered user with a guessed id cannot claim the invitation', async () => {
    const inv = await w.freshInvitation();
    for (const body of [{ invitation_id: inv.id }, { invitation_id: inv.id, invitation_code: 'wrongcode123' }]) {
      const res = await t.http.post('/api/invitations/accept').set(w.headers('client')).send(body);
      expect([res.status, res.body]).toEqual([404, notFound]);
    }
    expect(await status(inv.id)).toEqual(['pending', null]);
  });

  it('with the code from the link, joining works', async () => {
    const inv = await w.freshInvitation();
    await t.http
      .post('/api/registration/register-organization-master')
      .set(auth(tgUser({ first_name: 'Званый' })))
      .send({ invitation_id: inv.id, invitation_code: inv.deepLinkCode, first_name: 'Званый', phone: '+79161234567' })
      .expect((r) => expect(r.status).toBeLessThan(300));
    expect((await status(inv.id))[0]).toBe('accepted');
  });

  it('the public by-id lookup needs the code and answers a wrong guess like an unknown id', async () => {
    const inv = await w.freshInvitation();
    const unknown = await t.http.get('/api/invitations/by-id/999999?code=abc').expect(404);
    expect(unknown.body).toEqual(notFound);
    for (const url of [`/api/invitations/by-id/${inv.id}`, `/api/invitations/by-id/${inv.id}?code=wrongcode123`]) {
      for (const who of ['anonymous', 'client', 'otherOwner'] as const) {
        const res = await t.http.get(url).set(w.headers(who));
        expect([url, who, res.status, res.body]).toEqual([url, who, 404, notFound]);
      }
    }
    const ok = await t.http.get(`/api/invitations/by-id/${inv.id}?code=${inv.deepLinkCode}`).expect(200);
    expect(ok.body).toMatchObject({ id: inv.id, organization_name: w.org.name, status: 'pending' });
  });
});

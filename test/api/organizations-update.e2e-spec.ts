import { In } from 'typeorm';
import { Invitation } from '../../src/invitations/entities/invitation.entity';
import { OutboxMessage } from '../../src/notifications/entities/outbox-message.entity';
import { Organization } from '../../src/organizations/entities/organization.entity';
import { makeAppointment, makeInvitation, makeMaster, makeMember, makeOwner, makeUser } from '../factories';
import { auth, createTestApp, TestApp, TEST_BOT_USERNAME } from '../support/test-app';

const HOUR = 3600_000;

describe('PUT /organizations/{id}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const outboxOf = (chatIds: number[]) =>
    t.db.getRepository(OutboxMessage).find({ where: { chatId: In(chatIds) }, order: { id: 'ASC' } });

  it('updates the fields; empty optional fields become null; no stats while the link stays', async () => {
    const { org, tg } = await makeOwner(t.db, { description: 'Старое описание', email: 'old@example.ru' });
    const res = await t.http
      .put(`/api/organizations/${org.id}`)
      .set(auth(tg))
      .send({
        name: 'Новое имя',
        description: '',
        phone: '+7 916 111-22-33',
        email: null,
        address: 'Москва, Ленина 5',
        category: 'Здоровье',
        deep_link: org.deepLink,
      })
      .expect(200);
    expect(res.body).toEqual({
      id: org.id,
      name: 'Новое имя',
      description: null,
      phone: '+79161112233',
      email: null,
      address: 'Москва, Ленина 5',
      category: 'Здоровье',
      latitude: null,
      longitude: null,
      deep_link: org.deepLink,
      deep_link_code: org.deepLink,
      booking_link: `https://t.me/${TEST_BOT_USERNAME}?start=org_${org.deepLink}`,
      owner_id: org.ownerId,
      created_at: expect.any(String),
    });
    const saved = await t.db.getRepository(Organization).findOneByOrFail({ id: org.id });
    expect(saved).toMatchObject({ name: 'Новое имя', description: null, email: null, deepLink: org.deepLink });
  });

  it('refuses admins, masters, other owners and clients with 403, unknown ids with 404', async () => {
    const { org } = await makeOwner(t.db);
    const admin = await makeMember(t.db, org, 'admin');
    const master = await makeMember(t.db, org, 'master');
    const other = await makeOwner(t.db);
    const client = await makeUser(t.db, 'client');
    for (const who of [admin.tg, master.tg, other.tg, client.tg]) {
      const res = await t.http.put(`/api/organizations/${org.id}`).set(auth(who)).send({ name: 'Захват' }).expect(403);
      expect(res.body.detail).toBe('Доступ запрещён');
    }
    const missing = await t.http.put('/api/organizations/987654').set(auth(other.tg)).send({ name: 'X' }).expect(404);
    expect(missing.body.detail).toBe('Организация не найдена');
    expect((await t.db.getRepository(Organization).findOneByOrFail({ id: org.id })).name).toBe(org.name);
  });

  it('requires a name', async () => {
    const { org, tg } = await makeOwner(t.db);
    const res = await t.http.put(`/api/organizations/${org.id}`).set(auth(tg)).send({ name: '' }).expect(422);
    expect(res.body.detail).toEqual([{ loc: ['body', 'name'], msg: 'Название организации обязательно' }]);
  });

  it('refuses a link another organization or master holds, and changes nothing', async () => {
    const { org, tg } = await makeOwner(t.db);
    await makeInvitation(t.db, org, 'master', 'pending');
    await makeMember(t.db, org, 'master');
    const other = await makeOwner(t.db);
    const master = await makeMaster(t.db);
    for (const link of [other.org.deepLink, master.profile.deepLink!, 'admin']) {
      const res = await t.http
        .put(`/api/organizations/${org.id}`)
        .set(auth(tg))
        .send({ name: 'Новое имя', deep_link: link })
        .expect(409);
      expect(res.body.detail).toBe('Deep link недоступен или некорректный');
    }
    const saved = await t.db.getRepository(Organization).findOneByOrFail({ id: org.id });
    expect(saved).toMatchObject({ name: org.name, deepLink: org.deepLink });
    expect(await t.db.getRepository(Invitation).count({ where: { organizationId: org.id, status: 'pending' } })).toBe(
      1,
    );
    expect(await t.db.getRepository(OutboxMessage).count({ where: { kind: 'organization_link_changed' } })).toBe(0);
  });

  it('a new link: deletes pending invitations and tells every master, admin and client once, in one go', async () => {
    const { org, tg, user: owner } = await makeOwner(t.db, { name: 'Салон Ромашка' });
    const masters = [await makeMember(t.db, org, 'master'), await makeMember(t.db, org, 'master')];
    const admins = [await makeMember(t.db, org, 'admin')];
    // a master who is an admin too is told once, as a master
    await makeMember(t.db, org, 'admin', masters[0]);
    const clients = [await makeUser(t.db, 'client'), await makeUser(t.db, 'client')];
    const base = Date.now() + 48 * HOUR;
    // clients[0] has two appointments; the owner booked one too (not told: they made the change)
    await makeAppointment(t.db, {
      organizationId: org.id,
      masterId: masters[0].user.id,
      clientId: clients[0].user.id,
      startsAt: new Date(base),
    });
    await makeAppointment(t.db, {
      organizationId: org.id,
      masterId: masters[1].user.id,
      clientId: clients[0].user.id,
      startsAt: new Date(base),
    });
    await makeAppointment(t.db, {
      organizationId: org.id,
      masterId: masters[0].user.id,
      clientId: clients[1].user.id,
      startsAt: new Date(base + 2 * HOUR),
    });
    await makeAppointment(t.db, {
      organizationId: org.id,
      masterId: masters[1].user.id,
      clientId: owner.id,
      startsAt: new Date(base + 2 * HOUR),
    });
    // someone else's client and team are not told
    const other = await makeOwner(t.db);
    const otherMaster = await makeMember(t.db, other.org, 'master');
    const otherClient = await makeUser(t.db, 'client');
    await makeAppointment(t.db, {
      organizationId: other.org.id,
      masterId: otherMaster.user.id,
      clientId: otherClient.user.id,
      startsAt: new Date(base),
    });

    const pending = [await makeInvitation(t.db, org, 'master'), await makeInvitation(t.db, org, 'admin')];
    const kept = [
      await makeInvitation(t.db, org, 'master', 'confirmed'),
      await makeInvitation(t.db, org, 'admin', 'accepted'),
    ];
    const otherPending = await makeInvitation(t.db, other.org, 'master');

    const newLink = `romashka-${Date.now().toString(36)}`;
    const res = await t.http
      .put(`/api/organizations/${org.id}`)
      .set(auth(tg))
      .send({
        name: 'Салон Ромашка',
        phone: org.phone,
        address: org.address,
        category: org.category,
        deep_link: newLink.toUpperCase(),
      })
      .expect(200);

    expect(res.body).toMatchObject({
      id: org.id,
      deep_link: newLink,
      booking_link: `https://t.me/${TEST_BOT_USERNAME}?start=org_${newLink}`,
    });
    expect(res.body.stats).toEqual({
      deleted_invitations: pending.length,
      notified_masters: masters.length,
      notified_admins: admins.length,
      notified_clients: clients.length,
    });

    const left = await t.db.getRepository(Invitation).find({ where: { organizationId: In([org.id, other.org.id]) } });
    expect(left.map((i) => i.id).sort()).toEqual([...kept.map((i) => i.id), otherPending.id].sort());

    const told = [...masters, ...admins, ...clients];
    const everyone = [...told.map((p) => p.tg.id), owner.telegramId, otherMaster.tg.id, otherClient.tg.id, other.tg.id];
    const rows = await outboxOf(everyone);
    expect(rows.map((r) => r.chatId).sort()).toEqual(told.map((p) => p.tg.id).sort());
    for (const row of rows) {
      expect(row.kind).toBe('organization_link_changed');
      expect(row.status).toBe('pending');
      expect(row.payload).toEqual({
        organization_name: 'Салон Ромашка',
        old_link: org.deepLink,
        new_link: newLink,
        booking_link: `https://t.me/${TEST_BOT_USERNAME}?start=org_${newLink}`,
      });
    }
    expect(rows.find((r) => r.chatId === clients[0].tg.id)?.userId).toBe(clients[0].user.id);
  });
});

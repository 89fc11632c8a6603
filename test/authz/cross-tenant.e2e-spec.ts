import { Invitation } from '../../src/invitations/entities/invitation.entity';
import { Organization } from '../../src/organizations/entities/organization.entity';
import { Service } from '../../src/services/entities/service.entity';
import { User } from '../../src/users/entities/user.entity';
import { createTestApp, TestApp } from '../support/test-app';
import { buildWorld, PersonaName, tableCounts, World } from '../support/world';

/**
 * Object-level authorization (OWASP API1): people with real rights in THEIR organization (or over
 * their own services) reach for someone else's by id. Every probe must be refused and change nothing.
 */
interface Probe {
  who: PersonaName;
  what: string;
  method: 'get' | 'post' | 'put' | 'delete';
  req: (w: World) => Promise<{ url: string; body?: object }> | { url: string; body?: object };
  /** State that must be the same after the refusal. */
  guarded?: (w: World) => Promise<unknown>;
  /** The refusal's code, where the service refuses with a domain error (the owner's invitation decision). */
  code?: 'forbidden';
}

const orgName = (w: World) =>
  w.db
    .getRepository(Organization)
    .findOneByOrFail({ id: w.otherOrg.id })
    .then((o) => [o.name, o.address]);
const service = (id: (w: World) => number) => (w: World) =>
  w.db
    .getRepository(Service)
    .findOneBy({ id: id(w) })
    .then((s) => (s ? [s.name, s.price] : null));

const PROBES: Probe[] = [
  // an owner and the other organization
  {
    who: 'owner',
    what: 'reads the other organization',
    method: 'get',
    req: (w) => ({ url: `/api/organizations/${w.otherOrg.id}` }),
  },
  {
    who: 'owner',
    what: 'edits the other organization',
    method: 'put',
    req: (w) => ({
      url: `/api/organizations/${w.otherOrg.id}`,
      body: { name: 'Захвачено', deep_link: w.otherOrg.deepLink },
    }),
    guarded: orgName,
  },
  {
    who: 'owner',
    what: "reads the other organization's locations",
    method: 'get',
    req: (w) => ({ url: `/api/organizations/${w.otherOrg.id}/locations` }),
  },
  {
    who: 'owner',
    what: "moves the other organization's address",
    method: 'post',
    req: (w) => ({
      url: '/api/organizations/locations',
      body: { organization_id: w.otherOrg.id, address: 'Захвачено' },
    }),
    guarded: orgName,
  },
  {
    who: 'owner',
    what: 'invites into the other organization',
    method: 'post',
    req: (w) => ({ url: '/api/invitations/', body: { organization_id: w.otherOrg.id, role: 'admin' } }),
  },
  {
    who: 'owner',
    what: "lists the other organization's invitations",
    method: 'get',
    req: (w) => ({ url: `/api/invitations/organization/${w.otherOrg.id}` }),
  },
  {
    who: 'owner',
    what: "cancels the other organization's invitation",
    method: 'delete',
    req: (w) => ({ url: `/api/invitations/${w.otherInvitation.id}` }),
    guarded: (w) =>
      w.db
        .getRepository(Invitation)
        .findOneByOrFail({ id: w.otherInvitation.id })
        .then((i) => i.status),
  },
  {
    who: 'owner',
    what: 'confirms a member into the other organization',
    method: 'post',
    code: 'forbidden',
    req: async (w) => {
      const invitee = await w.freshClient();
      const inv = await w.freshInvitation({ org: w.otherOrg, status: 'confirmed', invitedUserId: invitee.user.id });
      return { url: '/api/invitations/confirm', body: { invitation_id: inv.id } };
    },
  },
  {
    who: 'owner',
    what: 'rejects someone for the other organization',
    method: 'post',
    code: 'forbidden',
    req: async (w) => {
      const invitee = await w.freshClient();
      const inv = await w.freshInvitation({ org: w.otherOrg, status: 'confirmed', invitedUserId: invitee.user.id });
      return { url: '/api/invitations/reject', body: { invitation_id: inv.id } };
    },
  },
  {
    who: 'owner',
    what: "reads the other organization's service",
    method: 'get',
    req: (w) => ({ url: `/api/services/${w.otherOrgService.id}` }),
  },
  {
    who: 'owner',
    what: "edits the other organization's service",
    method: 'put',
    req: (w) => ({ url: `/api/services/${w.otherOrgService.id}`, body: { name: 'Захвачено', price: 1 } }),
    guarded: service((w) => w.otherOrgService.id),
  },
  {
    who: 'owner',
    what: "deletes the other organization's service",
    method: 'delete',
    req: (w) => ({ url: `/api/services/${w.otherOrgService.id}` }),
    guarded: service((w) => w.otherOrgService.id),
  },
  {
    who: 'owner',
    what: "edits an independent master's service",
    method: 'put',
    req: (w) => ({ url: `/api/services/${w.masterService.id}`, body: { name: 'Захвачено' } }),
    guarded: service((w) => w.masterService.id),
  },
  {
    who: 'owner',
    what: "edits the other owner's profile",
    method: 'put',
    req: (w) => ({ url: `/api/users/${w.personas.otherOwner.user!.id}`, body: { first_name: 'Захвачено' } }),
    guarded: (w) =>
      w.db
        .getRepository(User)
        .findOneByOrFail({ id: w.personas.otherOwner.user!.id })
        .then((u) => u.firstName),
  },
  {
    who: 'owner',
    what: "reads the other owner's profile",
    method: 'get',
    req: (w) => ({ url: `/api/users/${w.personas.otherOwner.user!.id}` }),
  },
  {
    who: 'owner',
    what: "reads its own member's profile by id",
    method: 'get',
    req: (w) => ({ url: `/api/users/${w.personas.orgMaster.user!.id}` }),
  },
  // members of the owner's organization
  {
    who: 'orgAdmin',
    what: 'reads the other organization',
    method: 'get',
    req: (w) => ({ url: `/api/organizations/${w.otherOrg.id}` }),
  },
  {
    who: 'orgAdmin',
    what: "lists the other organization's invitations",
    method: 'get',
    req: (w) => ({ url: `/api/invitations/organization/${w.otherOrg.id}` }),
  },
  {
    who: 'orgAdmin',
    what: "edits its own organization's service (owner only)",
    method: 'put',
    req: (w) => ({ url: `/api/services/${w.orgService.id}`, body: { name: 'Админ правит' } }),
    guarded: service((w) => w.orgService.id),
  },
  {
    who: 'orgAdmin',
    what: 'invites into its own organization (owner only)',
    method: 'post',
    req: (w) => ({ url: '/api/invitations/', body: { organization_id: w.org.id, role: 'admin' } }),
  },
  {
    who: 'orgMaster',
    what: "reads the other organization's service",
    method: 'get',
    req: (w) => ({ url: `/api/services/${w.otherOrgService.id}` }),
  },
  {
    who: 'orgMaster',
    what: "deletes its organization's service",
    method: 'delete',
    req: (w) => ({ url: `/api/services/${w.orgService.id}` }),
    guarded: service((w) => w.orgService.id),
  },
  // an independent master and the others' services
  {
    who: 'master',
    what: "reads an organization's service",
    method: 'get',
    req: (w) => ({ url: `/api/services/${w.orgService.id}` }),
  },
  {
    who: 'master',
    what: "edits an organization's service",
    method: 'put',
    req: (w) => ({ url: `/api/services/${w.orgService.id}`, body: { name: 'Захвачено' } }),
    guarded: service((w) => w.orgService.id),
  },
  {
    who: 'otherOwner',
    what: "deletes the owner's organization service",
    method: 'delete',
    req: (w) => ({ url: `/api/services/${w.orgService.id}` }),
    guarded: service((w) => w.orgService.id),
  },
  {
    who: 'otherOwner',
    what: "confirms a member into the owner's organization, naming the owner in the query",
    method: 'post',
    code: 'forbidden',
    req: async (w) => {
      const invitee = await w.freshClient();
      const inv = await w.freshInvitation({ status: 'confirmed', invitedUserId: invitee.user.id });
      return {
        url: `/api/invitations/confirm?owner_telegram_id=${w.personas.owner.tg!.id}`,
        body: { invitation_id: inv.id },
      };
    },
  },
];

describe('cross-tenant access by id', () => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildWorld(t.db);
  });
  afterAll(() => t.close());

  it.each(PROBES.map((p) => [`${p.who} ${p.what}`, p] as const))('%s: 403, nothing changed', async (_n, p) => {
    const { url, body } = await p.req(w);
    const counts = await tableCounts(t.db);
    const state = await p.guarded?.(w);
    let req = t.http[p.method](url).set(w.headers(p.who));
    if (body) req = req.send(body);
    const res = await req;
    expect([res.status, res.body]).toEqual([403, { detail: 'Доступ запрещён', code: p.code ?? 'forbidden' }]);
    expect(await tableCounts(t.db)).toEqual(counts);
    if (p.guarded) expect(await p.guarded(w)).toEqual(state);
  });

  it('cannot grant itself an organization or admin role through add-role', async () => {
    for (const who of ['client', 'master', 'orgMaster'] as const) {
      for (const role_type of ['organization_admin', 'organization_master', 'organization', 'admin']) {
        const counts = await tableCounts(t.db);
        const res = await t.http
          .post('/api/additional-roles/add-role')
          .set(w.headers(who))
          .send({ role_type, phone: '+79161234567' });
        expect([who, role_type, res.status]).toEqual([who, role_type, 422]);
        expect(await tableCounts(t.db)).toEqual(counts);
      }
    }
    const admin = await t.http.get('/api/admin/stats').set(w.headers('client'));
    expect(admin.status).toBe(403);
  });

  it('loses organization access together with the organization role it removes', async () => {
    const admin = await w.fresh('orgAdmin');
    await t.http.get(`/api/invitations/organization/${w.org.id}`).set(w.headers(admin)).expect(200);
    await t.http.delete('/api/additional-roles/remove-role/organization_admin').set(w.headers(admin)).expect(200);
    await t.http.get(`/api/invitations/organization/${w.org.id}`).set(w.headers(admin)).expect(403);
    await t.http.get('/api/organizations/my/team').set(w.headers(admin)).expect(403);
    const team = await t.http.get('/api/organizations/my/team').set(w.headers('owner')).expect(200);
    expect(team.body.admins.map((a: { user_id: number }) => a.user_id)).not.toContain(admin.user!.id);
  });

  it("lists only the caller's own organization people in GET /api/users/", async () => {
    const res = await t.http.get('/api/users/').set(w.headers('owner')).expect(200);
    const ids: number[] = res.body.users.map((u: { user_id: number }) => u.user_id);
    expect(ids).toEqual(
      expect.arrayContaining([w.personas.owner.user!.id, w.personas.orgAdmin.user!.id, w.personas.orgMaster.user!.id]),
    );
    for (const outsider of ['otherOwner', 'client', 'master', 'superAdmin'] as const) {
      expect(ids).not.toContain(w.personas[outsider].user!.id);
    }
  });

  it("shows an org admin only its own organization's team", async () => {
    const res = await t.http.get('/api/organizations/my/team').set(w.headers('orgAdmin')).expect(200);
    const ids = [...res.body.admins, ...res.body.masters].map((m: { user_id: number }) => m.user_id);
    expect(ids.sort()).toEqual([w.personas.orgAdmin.user!.id, w.personas.orgMaster.user!.id].sort());
  });
});

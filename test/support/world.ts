import { DataSource } from 'typeorm';
import { Organization } from '../../src/organizations/entities/organization.entity';
import { Invitation, InvitationStatus } from '../../src/invitations/entities/invitation.entity';
import type { MemberRole } from '../../src/organizations/entities/organization-member.entity';
import { Service } from '../../src/services/entities/service.entity';
import { MasterProfile } from '../../src/users/entities/master-profile.entity';
import { User } from '../../src/users/entities/user.entity';
import {
  Made,
  makeAppointment,
  makeInvitation,
  makeMaster,
  makeMember,
  makeOwner,
  makeService,
  makeUser,
} from '../factories';
import { auth, superAdmin, tgUser, TgUser } from './test-app';

/**
 * Everyone who can call the API, as the authorization rules see them:
 * - anonymous: no init data at all
 * - stranger: valid init data, not registered
 * - client, master (independent, with a personal deep link and service)
 * - owner: owns `org` (with an admin, a master, a service, an invitation, an appointment)
 * - otherOwner: owns `otherOrg`
 * - orgAdmin, orgMaster: members of `org` (registered as clients first, as through an invitation)
 * - formerOrgMaster: was a master of `org` and left it (membership and role removed, the master profile
 *   and a booking of `org` with the world's client kept): a client again, with no say over those bookings
 * - superAdmin: SUPER_ADMIN_ID, registered as a client
 * - blocked: a blocked client
 */
export const PERSONAS = [
  'anonymous',
  'stranger',
  'client',
  'master',
  'owner',
  'otherOwner',
  'orgAdmin',
  'orgMaster',
  'formerOrgMaster',
  'superAdmin',
  'blocked',
] as const;
export type PersonaName = (typeof PERSONAS)[number];

export interface Persona {
  name: PersonaName;
  /** Telegram identity; null for anonymous. */
  tg: TgUser | null;
  /** Registered user row; null for anonymous and stranger. */
  user: User | null;
}

export interface World {
  db: DataSource;
  personas: Record<PersonaName, Persona>;
  org: Organization;
  otherOrg: Organization;
  masterProfile: MasterProfile;
  orgMasterCode: string;
  orgService: Service;
  otherOrgService: Service;
  masterService: Service;
  invitation: Invitation;
  otherInvitation: Invitation;
  /** Headers identifying `p` (none for anonymous). */
  headers(p: Persona | PersonaName): Record<string, string>;
  /** A new persona of the same kind, for requests that change the caller (superAdmin and anonymous are unique). */
  fresh(name: PersonaName): Promise<Persona>;
  /** A new invitation in `org` (or another organization). */
  freshInvitation(opts?: {
    org?: Organization;
    role?: MemberRole;
    status?: InvitationStatus;
    invitedUserId?: number | null;
  }): Promise<Invitation>;
  /** A new service of `org` (or of an independent master: { masterId }). */
  freshService(owner?: { organizationId?: number; masterId?: number }): Promise<Service>;
  /** A new registered client nobody else uses (targets of admin block/unblock and the like). */
  freshClient(fields?: Partial<User>): Promise<Made>;
}

const persona = (name: PersonaName, made: Made | null, tg: TgUser | null = made?.tg ?? null): Persona => ({
  name,
  tg,
  user: made?.user ?? null,
});

/** Builds the shared authorization world straight in the database (factories, no API calls). */
export async function buildWorld(db: DataSource): Promise<World> {
  const owner = await makeOwner(db, { name: 'Салон Владельца' });
  const other = await makeOwner(db, { name: 'Чужой Салон' });
  const orgAdmin = await makeMember(db, owner.org, 'admin');
  const orgMaster = await makeMember(db, owner.org, 'master');
  const master = await makeMaster(db);
  const client = await makeUser(db, 'client');
  const admin = await makeUser(db, 'client', {}, superAdmin());
  const blocked = await makeUser(db, 'client', { isBlocked: true });
  const stranger = tgUser();

  const orgService = await makeService(db, { organizationId: owner.org.id }, { name: 'Стрижка салона' });
  const otherOrgService = await makeService(db, { organizationId: other.org.id }, { name: 'Чужая стрижка' });
  const masterService = await makeService(db, { masterId: master.user.id }, { name: 'Личная стрижка' });
  const invitation = await makeInvitation(db, owner.org, 'master');
  const otherInvitation = await makeInvitation(db, other.org, 'master');
  await makeAppointment(db, {
    masterId: orgMaster.user.id,
    organizationId: owner.org.id,
    clientId: client.user.id,
    serviceId: orgService.id,
    startsAt: new Date(Date.now() + 60 * 60 * 1000),
  });

  const formerOrgMaster = await formerMemberOf(db, owner.org, client.user.id);

  const personas: Record<PersonaName, Persona> = {
    anonymous: persona('anonymous', null),
    stranger: persona('stranger', null, stranger),
    client: persona('client', client),
    master: persona('master', master),
    owner: persona('owner', owner),
    otherOwner: persona('otherOwner', other),
    orgAdmin: persona('orgAdmin', orgAdmin),
    orgMaster: persona('orgMaster', orgMaster),
    formerOrgMaster: persona('formerOrgMaster', formerOrgMaster),
    superAdmin: persona('superAdmin', admin),
    blocked: persona('blocked', blocked),
  };

  const world: World = {
    db,
    personas,
    org: owner.org,
    otherOrg: other.org,
    masterProfile: master.profile,
    orgMasterCode: orgMaster.member.masterCode as string,
    orgService,
    otherOrgService,
    masterService,
    invitation,
    otherInvitation,
    headers(p) {
      const who = typeof p === 'string' ? personas[p] : p;
      return who.tg ? auth(who.tg) : {};
    },
    async fresh(name) {
      switch (name) {
        case 'anonymous':
        case 'superAdmin':
          return personas[name];
        case 'stranger':
          return persona('stranger', null, tgUser());
        case 'client':
          return persona('client', await makeUser(db, 'client'));
        case 'master':
          return persona('master', await makeMaster(db));
        case 'owner':
        case 'otherOwner':
          return persona(name, await makeOwner(db));
        case 'orgAdmin':
          return persona('orgAdmin', await makeMember(db, owner.org, 'admin'));
        case 'orgMaster':
          return persona('orgMaster', await makeMember(db, owner.org, 'master'));
        case 'formerOrgMaster':
          return persona('formerOrgMaster', await formerMemberOf(db, owner.org, client.user.id));
        case 'blocked':
          return persona('blocked', await makeUser(db, 'client', { isBlocked: true }));
      }
    },
    async freshInvitation(opts = {}) {
      const inv = await makeInvitation(db, opts.org ?? owner.org, opts.role ?? 'master', opts.status ?? 'pending');
      if (opts.invitedUserId !== undefined) {
        await db.getRepository(Invitation).update(inv.id, { invitedUserId: opts.invitedUserId });
        inv.invitedUserId = opts.invitedUserId;
      }
      return inv;
    },
    freshService(o = { organizationId: owner.org.id }) {
      return makeService(db, o, { name: 'Временная услуга' });
    },
    freshClient(fields = {}) {
      return makeUser(db, 'client', fields);
    },
  };
  return world;
}

/**
 * A master of `org` with a booking of `clientId` there, who then left the organization the way
 * DELETE /additional-roles/remove-role/organization_master does it (membership and role deleted).
 */
async function formerMemberOf(db: DataSource, org: Organization, clientId: number): Promise<Made> {
  const made = await makeMember(db, org, 'master');
  await makeAppointment(db, {
    masterId: made.user.id,
    organizationId: org.id,
    clientId,
    startsAt: new Date(Date.now() + 2 * 60 * 60 * 1000),
  });
  await db.query(`DELETE FROM organization_members WHERE user_id = $1`, [made.user.id]);
  await db.query(`DELETE FROM user_roles WHERE user_id = $1 AND role_type = 'organization_master'`, [made.user.id]);
  return made;
}

/** Row counts of every application table (to prove a refused request wrote nothing). */
export async function tableCounts(db: DataSource): Promise<Record<string, number>> {
  let sql = countQueries.get(db);
  if (!sql) {
    const tables: { table_name: string }[] = await db.query(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('migrations', 'typeorm_metadata')
       ORDER BY table_name`,
    );
    sql = tables.map((t) => `SELECT '${t.table_name}' AS t, count(*) AS n FROM "${t.table_name}"`).join(' UNION ALL ');
    countQueries.set(db, sql);
  }
  const rows: { t: string; n: string }[] = await db.query(sql);
  return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]));
}
const countQueries = new WeakMap<DataSource, string>();

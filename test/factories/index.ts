import { DataSource } from 'typeorm';
import { User, UserType } from '../../src/users/entities/user.entity';
import { MasterProfile } from '../../src/users/entities/master-profile.entity';
import { UserRole } from '../../src/users/entities/user-role.entity';
import { Organization } from '../../src/organizations/entities/organization.entity';
import { OrganizationMember, MemberRole } from '../../src/organizations/entities/organization-member.entity';
import { Invitation, InvitationStatus } from '../../src/invitations/entities/invitation.entity';
import { Service } from '../../src/services/entities/service.entity';
import { Appointment, AppointmentStatus } from '../../src/appointments/entities/appointment.entity';
import { randomCode } from '../../src/deep-links/booking-links';
import { tgUser, TgUser } from '../support/test-app';

/** Test data written straight to the database (fast, independent of the API under test). */
let seq = 0;
const uniq = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

export interface Made {
  user: User;
  tg: TgUser;
}

export async function makeUser(
  db: DataSource,
  type: UserType = 'client',
  fields: Partial<User> = {},
  tg: TgUser = tgUser(),
): Promise<Made> {
  const user = await db.getRepository(User).save({
    telegramId: tg.id,
    username: tg.username ?? null,
    languageCode: tg.language_code ?? 'ru',
    firstName: tg.first_name,
    lastName: tg.last_name ?? null,
    phone: '+79161234567',
    email: null,
    userType: type,
    ...fields,
  });
  await db.getRepository(UserRole).save({ userId: user.id, roleType: type, organizationId: null });
  return { user, tg };
}

export async function makeMaster(
  db: DataSource,
  fields: Partial<MasterProfile> = {},
): Promise<Made & { profile: MasterProfile }> {
  const made = await makeUser(db, 'master');
  const profile = await db.getRepository(MasterProfile).save({
    userId: made.user.id,
    category: 'Красота',
    specialization: 'Парикмахер',
    deepLink: `m-${uniq()}`,
    ...fields,
  });
  return { ...made, profile };
}

export async function makeOwner(
  db: DataSource,
  fields: Partial<Organization> = {},
): Promise<Made & { org: Organization }> {
  const made = await makeUser(db, 'organization');
  const org = await db.getRepository(Organization).save({
    ownerId: made.user.id,
    name: 'Салон Красоты',
    phone: '+74951234567',
    address: 'Москва, Тверская 1',
    category: 'Красота',
    deepLink: `org-${uniq()}`,
    ...fields,
  });
  await db
    .getRepository(UserRole)
    .update({ userId: made.user.id, roleType: 'organization' }, { organizationId: org.id });
  return { ...made, org };
}

/** A user who is a master or admin in `org` (registered as a client first, as through an invitation). */
export async function makeMember(
  db: DataSource,
  org: Organization,
  role: MemberRole,
  existing?: Made,
): Promise<Made & { member: OrganizationMember }> {
  const made = existing ?? (await makeUser(db, 'client'));
  const member = await db.getRepository(OrganizationMember).save({
    organizationId: org.id,
    userId: made.user.id,
    role,
    masterCode: role === 'master' ? randomCode() : null,
  });
  await db.getRepository(UserRole).save({
    userId: made.user.id,
    roleType: role === 'master' ? 'organization_master' : 'organization_admin',
    organizationId: org.id,
  });
  if (role === 'master') {
    await db
      .getRepository(MasterProfile)
      .upsert({ userId: made.user.id, category: 'Красота', specialization: 'Мастер маникюра' }, ['userId']);
  }
  return { ...made, member };
}

export async function makeInvitation(
  db: DataSource,
  org: Organization,
  role: MemberRole = 'master',
  status: InvitationStatus = 'pending',
): Promise<Invitation> {
  return db.getRepository(Invitation).save({
    organizationId: org.id,
    role,
    status,
    deepLinkCode: randomCode(),
    createdById: org.ownerId,
  });
}

export async function makeService(
  db: DataSource,
  owner: { organizationId?: number; masterId?: number },
  fields: Partial<Service> = {},
): Promise<Service> {
  return db.getRepository(Service).save({
    name: 'Стрижка',
    description: 'Мужская стрижка',
    durationMinutes: 60,
    price: 1500,
    organizationId: owner.organizationId ?? null,
    masterId: owner.masterId ?? null,
    ...fields,
  });
}

export async function makeAppointment(
  db: DataSource,
  fields: Partial<Appointment> & { masterId: number; startsAt: Date },
  status: AppointmentStatus = 'planned',
): Promise<Appointment> {
  const endsAt = fields.endsAt ?? new Date(fields.startsAt.getTime() + 60 * 60 * 1000);
  return db.getRepository(Appointment).save({
    endsAt,
    occupiedUntil: fields.occupiedUntil ?? endsAt,
    clientName: 'Иван Петров',
    clientPhone: '+79161112233',
    price: 1500,
    status,
    ...fields,
  });
}

import type { DataSource } from 'typeorm';
import {
  makeAppointment,
  makeInvitation,
  makeMaster,
  makeMember,
  makeOwner,
  makeService,
  makeUser,
  Made,
} from '../../../factories';
import { superAdmin, tgUser, TgUser } from '../../../support/test-app';
import { User } from '../../../../src/users/entities/user.entity';
import type { RoleType } from '../../../../src/additional-roles/additional-roles.contract';

const HOUR = 60 * 60 * 1000;
const MSK = 3 * HOUR;

/** Start of today in Moscow (the server counts "today" in Moscow days). */
export function moscowDayStart(now = Date.now()): number {
  return Math.floor((now + MSK) / (24 * HOUR)) * 24 * HOUR - MSK;
}

/** Someone who opens the mini app: Telegram user (null = no init data at all) and the mode stored for them. */
export interface Visitor {
  tg: TgUser | null;
  /**
   * the current role stored for this Telegram account (current-role-key.ts) before every load: the mode of a user who holds several roles, and
   * for everyone registered what the app itself stores on a first visit (a returning device).
   */
  mode?: RoleType;
}

export interface World {
  anonymous: Visitor;
  unregistered: Visitor;
  client: Visitor;
  master: Visitor;
  owner: Visitor;
  orgAdmin: Visitor;
  orgMaster: Visitor;
  superAdmin: Visitor;
  /** Public pages. */
  organizationLink: string;
  masterLink: string;
  masterCode: string;
  /** A pending invitation to the owner's organization (the invitation registration page): id and code. */
  invitationId: number;
  invitationCode: string;
}

async function named(
  db: DataSource,
  made: Made,
  firstName: string,
  lastName: string,
  extra: Partial<User> = {},
): Promise<Made> {
  await db.getRepository(User).update(made.user.id, { firstName, lastName, ...extra });
  return made;
}

/**
 * A small but realistic world, written straight to the database: an owner with an organization, its
 * services, an administrator, two masters, invitations in every status and appointments today; an
 * independent master with services and appointments; clients (one blocked) and the super admin.
 */
export async function buildWorld(db: DataSource): Promise<World> {
  const owner = await makeOwner(db, {
    name: 'Салон «Лаванда»',
    description: 'Стрижки, окрашивание, маникюр и уход за лицом в центре Москвы',
    email: 'hello@lavanda.example',
    deepLink: 'lavanda-salon',
  });
  await named(db, owner, 'Ольга', 'Смирнова', { email: 'olga@lavanda.example' });
  const { org } = owner;

  const orgServices = [
    { name: 'Женская стрижка', description: 'Мытьё, стрижка и укладка', durationMinutes: 60, price: 2500 },
    { name: 'Окрашивание в один тон', description: null, durationMinutes: 120, price: 5900.5 },
    { name: 'Маникюр с покрытием', description: 'Гель-лак, любой дизайн', durationMinutes: 90, price: 2200 },
    { name: 'Консультация стилиста', description: 'Подбор образа', durationMinutes: 30, price: null },
  ];
  const services = [];
  for (const s of orgServices) services.push(await makeService(db, { organizationId: org.id }, s));

  const admin = await named(db, await makeUser(db, 'client', { email: 'irina@example.com' }), 'Ирина', 'Козлова');
  await makeMember(db, org, 'admin', admin);
  const orgMaster = await named(db, await makeUser(db, 'client', { phone: '+79031234567' }), 'Анна', 'Волкова');
  const { member } = await makeMember(db, org, 'master', orgMaster);
  const secondMaster = await named(db, await makeUser(db, 'client', { phone: '+79037654321' }), 'Мария', 'Соколова');
  await makeMember(db, org, 'master', secondMaster);

  for (const status of ['pending', 'confirmed', 'accepted', 'rejected'] as const)
    await makeInvitation(db, org, 'master', status);
  const invitation = await makeInvitation(db, org, 'admin', 'pending');
  await makeInvitation(db, org, 'admin', 'rejected');

  const master = await makeMaster(db, {
    deepLink: 'petrov-barber',
    specialization: 'Барбер',
    address: 'Москва, Арбат 10',
  });
  await named(db, master, 'Сергей', 'Петров', { email: 'sergey@example.com' });
  await makeService(
    db,
    { masterId: master.user.id },
    { name: 'Мужская стрижка', description: 'Машинка и ножницы', durationMinutes: 45, price: 1800 },
  );
  await makeService(
    db,
    { masterId: master.user.id },
    { name: 'Оформление бороды', description: null, durationMinutes: 30, price: 900 },
  );
  await makeService(
    db,
    { masterId: master.user.id },
    { name: 'Камуфляж седины', description: 'Тонирование', durationMinutes: 40, price: null },
  );

  const client = await named(db, await makeUser(db, 'client', { email: 'dmitry@example.com' }), 'Дмитрий', 'Орлов');
  await named(db, await makeUser(db, 'client', { isBlocked: true }), 'Глеб', 'Заблокированный');
  const admin0 = await makeUser(db, 'client', {}, superAdmin());
  await named(db, admin0, 'Супер', 'Админ');

  // Appointments today (Moscow), in the organization and with the independent master.
  const day = moscowDayStart();
  const at = (h: number) => new Date(day + h * HOUR);
  await makeAppointment(db, {
    masterId: orgMaster.user.id,
    organizationId: org.id,
    serviceId: services[0].id,
    clientId: client.user.id,
    clientName: 'Дмитрий Орлов',
    startsAt: at(10),
    price: 2500,
  });
  await makeAppointment(
    db,
    {
      masterId: orgMaster.user.id,
      organizationId: org.id,
      serviceId: services[2].id,
      startsAt: at(13),
      clientName: 'Елена Белова',
      price: 2200,
    },
    'completed',
  );
  await makeAppointment(
    db,
    {
      masterId: secondMaster.user.id,
      organizationId: org.id,
      serviceId: services[1].id,
      startsAt: at(15),
      clientName: 'Ксения Лебедева',
      price: 5900.5,
    },
    'cancelled',
  );
  await makeAppointment(db, {
    masterId: master.user.id,
    clientId: client.user.id,
    clientName: 'Дмитрий Орлов',
    startsAt: at(11),
    price: 1800,
  });
  await makeAppointment(
    db,
    { masterId: master.user.id, startsAt: at(18), clientName: 'Павел Новиков', price: 900 },
    'completed',
  );

  return {
    anonymous: { tg: null },
    unregistered: { tg: tgUser({ first_name: 'Новый', last_name: 'Гость' }) },
    client: { tg: client.tg, mode: 'client' },
    master: { tg: master.tg, mode: 'master' },
    owner: { tg: owner.tg, mode: 'organization' },
    orgAdmin: { tg: admin.tg, mode: 'organization_admin' },
    orgMaster: { tg: orgMaster.tg, mode: 'organization_master' },
    superAdmin: { tg: superAdmin(), mode: 'client' },
    organizationLink: org.deepLink,
    masterLink: master.profile.deepLink!,
    masterCode: member.masterCode!,
    invitationId: invitation.id,
    invitationCode: invitation.deepLinkCode,
  };
}

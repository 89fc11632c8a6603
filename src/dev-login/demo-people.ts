// The people /dev-login offers to sign in as with one tap: the demo data's client, independent master,
// owner, admin and organization master (src/database/seed/people-to-try.ts), and the super admin. Each
// opens the mini app at the page their role starts from.
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app.config';
import { peopleToTry, SeededPerson } from '../database/seed/people-to-try';
import type { AppRole } from './role-handoff';

export interface DemoEntry {
  /** The role, in Russian. */
  role: string;
  name: string;
  /** Where the tap leads, in a few words. */
  hint: string;
  telegram_id: number;
  /** The app path the tap opens. */
  path: string;
  /** The role the app shows (none for the super admin's /admin). */
  app_role: AppRole | null;
  /** /dev-login/open with this person's identity and path. */
  href: string;
}

type Person = Pick<SeededPerson, 'telegram_id' | 'first_name'> & Partial<SeededPerson>;

const fullName = (p: Person) => [p.first_name, p.last_name].filter(Boolean).join(' ');

function entry(role: string, person: Person, path: string, appRole: AppRole | null, hint: string): DemoEntry {
  const query = new URLSearchParams({ id: String(person.telegram_id), first_name: person.first_name });
  if (person.last_name) query.set('last_name', person.last_name);
  if (person.username) query.set('username', person.username);
  if (person.language_code) query.set('language_code', person.language_code);
  query.set('path', path);
  if (appRole) query.set('role', appRole);
  return {
    role,
    name: fullName(person),
    hint,
    telegram_id: person.telegram_id,
    path,
    app_role: appRole,
    href: `/dev-login/open?${query.toString()}`,
  };
}

/** The demo people (none without seeded data), then the super admin when one is configured. */
export async function demoEntries(ds: DataSource, config: AppConfig): Promise<DemoEntry[]> {
  const people = await peopleToTry(ds);
  const list: DemoEntry[] = [];
  if (people) {
    const { client, master, owner, admin, organization_master: orgMaster } = people;
    const org = owner.organization_name;
    list.push(
      entry('Клиент', client, `/master/${master.deep_link}`, 'client', `страница для записи: ${fullName(master)}`),
      entry('Специалист', master, '/calendar/day', 'master', 'свои записи по дням; рядом график работы'),
      entry('Владелец', owner, '/records', 'organization', `${org}: записи всех специалистов`),
      entry('Админ', admin, '/salon-appointments', 'organization_admin', `${org}: записи и запись клиентов`),
      entry('Специалист в салоне', orgMaster, '/calendar/day', 'organization_master', `${org}: свои записи`),
    );
  }
  const superId = config.superAdminTelegramId;
  if (superId !== null) {
    const known =
      people?.platform_admin.telegram_id === superId
        ? people.platform_admin
        : (
            await ds.query<SeededPerson[]>(
              `SELECT telegram_id::float8 AS telegram_id, first_name, last_name, username, language_code
                 FROM users WHERE telegram_id = $1`,
              [superId],
            )
          )[0];
    list.push(
      entry(
        'Супер админ',
        known ?? { telegram_id: superId, first_name: 'Супер админ' },
        '/admin',
        null,
        'панель платформы',
      ),
    );
  }
  return list;
}

import type { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../src/common/clock';
import type { Organization } from '../../src/organizations/entities/organization.entity';
import type { Service } from '../../src/services/entities/service.entity';
import type { MasterProfile } from '../../src/users/entities/master-profile.entity';
import { Made, makeMaster, makeMember, makeOwner, makeService, makeUser } from '../factories';
import { makeSchedule, ScheduleFields } from '../factories/schedules';
import { auth, TestApp } from '../support/test-app';

/** Shared pieces of the booking tests (test/api/appointments*.e2e-spec.ts). */

/** Tuesday 2026-12-01, 09:00 in Moscow: "now" unless a test moves it. */
export const NOW = '2026-12-01T09:00:00+03:00';

/** Sets the app's clock (src/common/clock.ts) to an instant. */
export function setNow(t: TestApp, at: string | number): void {
  const ms = typeof at === 'number' ? at : Date.parse(at);
  const clock = t.app.get<Clock>(CLOCK, { strict: false });
  clock.now = () => ms;
}

/** Every day 00:00–24:00, so tests relative to the real clock always have slots. */
export const ALL_DAY = {
  type: 'weekly',
  week: Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [['00:00', '24:00']]])),
} as unknown as NonNullable<ScheduleFields['pattern']>;

export interface IndependentMaster extends Made {
  profile: MasterProfile;
  service: Service;
}

/** An independent master with a one-hour service for 1500 and a schedule (Mon–Fri 09–18 Moscow, step 30). */
export async function independentMaster(
  db: DataSource,
  schedule: ScheduleFields = {},
  service: Partial<Service> = {},
): Promise<IndependentMaster> {
  const m = await makeMaster(db, { specialization: 'Парикмахер' });
  const s = await makeService(
    db,
    { masterId: m.user.id },
    { name: 'Стрижка', durationMinutes: 60, price: 1500, ...service },
  );
  await makeSchedule(db, m.user.id, schedule);
  return { ...m, service: s };
}

export interface Salon {
  owner: Made & { org: Organization };
  admin: Made;
  master: Made;
  service: Service;
}

/** An organization with an admin, a scheduled master and a 60-minute service for 2000. */
export async function salon(db: DataSource, schedule: ScheduleFields = {}): Promise<Salon> {
  const owner = await makeOwner(db, { name: 'Салон Лотос' });
  const admin = await makeMember(db, owner.org, 'admin');
  const master = await makeMember(db, owner.org, 'master');
  await makeSchedule(db, master.user.id, schedule);
  const service = await makeService(db, { organizationId: owner.org.id }, { name: 'Маникюр', price: 2000 });
  return { owner, admin, master, service };
}

export const client = (db: DataSource, fields: Parameters<typeof makeUser>[2] = {}) => makeUser(db, 'client', fields);

/** POST /api/appointments as `who`. */
export function book(t: TestApp, who: Made, body: object) {
  return t.http.post('/api/appointments').set(auth(who.tg)).send(body);
}

export interface OutboxRow {
  user_id: number;
  chat_id: number;
  kind: string;
  payload: Record<string, unknown>;
}

/** Notices queued about one appointment, by recipient (held ones, a deposit's before it is paid, are not queued yet). */
export async function noticesAbout(db: DataSource, appointmentId: number, kind?: string): Promise<OutboxRow[]> {
  const rows: OutboxRow[] = await db.query(
    `SELECT user_id, chat_id::float8 AS chat_id, kind, payload FROM outbox_messages
      WHERE (payload->>'appointment_id')::int = $1 AND ($2::text IS NULL OR kind = $2) AND status <> 'held'
      ORDER BY id`,
    [appointmentId, kind ?? null],
  );
  return rows;
}

export async function appointmentRow(db: DataSource, id: number) {
  const [row]: {
    status: string;
    starts_at: Date;
    ends_at: Date;
    occupied_until: Date;
    price: string | null;
    cancelled_by: string | null;
  }[] = await db.query(
    `SELECT status, starts_at, ends_at, occupied_until, price, cancelled_by FROM appointments WHERE id = $1`,
    [id],
  );
  return row;
}

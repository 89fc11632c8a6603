import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { makeMaster, makeMember, makeOwner, makeUser } from '../factories';
import { makeSchedule } from '../factories/schedules';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The report's kept per-day figures (booking_days, kept by triggers on bookings, deposits and zones)
 * against a full recount from the bookings, after random sequences of what happens to bookings: booked
 * (with or without a deposit being paid, with a service or none), moved, moved to another master, given
 * another service, cancelled, completed, marked a no-show, the deposit paid, lapsed or lost to a conflict,
 * a deposit retained or given back, deleted, one statement closing many bookings at once, and a business
 * changing its zone (its dates move). On PostgreSQL and on the embedded database.
 */

const BASE = Date.UTC(2026, 9, 1, 6); // hour slots from 1 October 2026 on; a slot is used once, so no two overlap
const ZONES = ['Europe/Moscow', 'Asia/Yekaterinburg', 'America/New_York'];

/** What each figure is, from every booking: per business, master, date of the business's zone and service. */
const RECOUNT = `
  WITH v AS (
    SELECT a.*, CASE WHEN a.organization_id IS NULL THEN COALESCE(ms.time_zone, 'Europe/Moscow') ELSE o.time_zone END AS zone,
           (SELECT d.amount FROM appointment_deposits d WHERE d.appointment_id = a.id AND d.status = 'retained') AS retained
      FROM appointments a
      LEFT JOIN organizations o ON o.id = a.organization_id
      LEFT JOIN master_schedules ms ON ms.master_id = a.master_id
     WHERE a.status NOT IN ('expired', 'payment_conflict') AND a.master_id = ANY($1::int[])
  )
  SELECT COALESCE(organization_id, 0) AS org, master_id AS master, to_char(starts_at AT TIME ZONE zone, 'YYYY-MM-DD') AS day,
         COALESCE(service_id, 0) AS service, count(*)::int AS bookings,
         count(*) FILTER (WHERE status = 'completed')::int AS visits,
         count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
         count(*) FILTER (WHERE status = 'no_show')::int AS no_shows,
         COALESCE(sum(price) FILTER (WHERE status = 'completed'), 0)::numeric(14,2)::text AS revenue,
         COALESCE(sum(retained) FILTER (WHERE status <> 'completed'), 0)::int AS retained,
         COALESCE(range_agg(tstzrange(starts_at, ends_at)) FILTER (WHERE status <> 'cancelled'), '{}')::text AS booked
    FROM v GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`;

const KEPT = `
  SELECT organization_id AS org, master_id AS master, day::text AS day, service_id AS service, bookings, visits,
         cancelled, no_shows, revenue::text AS revenue, retained, booked::text AS booked
    FROM booking_days WHERE master_id = ANY($1::int[]) ORDER BY 1, 2, 3, 4`;

type Event =
  | {
      kind: 'book';
      master: number;
      inOrg: boolean;
      client: number;
      slot: number;
      hours: number;
      service: number;
      price: number | null;
      deposit: boolean;
    }
  | { kind: 'move'; target: number; slot: number }
  | { kind: 'reassign'; target: number; master: number }
  | { kind: 'service'; target: number; service: number }
  | { kind: 'status'; target: number; status: 'cancelled' | 'completed' | 'no_show' }
  | { kind: 'deposit'; target: number; outcome: 'planned' | 'expired' | 'payment_conflict' }
  | { kind: 'retain'; target: number; status: 'retained' | 'refunded' | 'paid'; amount: number }
  | { kind: 'delete'; target: number }
  | { kind: 'bulk'; master: number; status: 'completed' | 'cancelled' }
  | { kind: 'zone'; organization: boolean; zone: number };

const target = fc.nat(1000);
const event: fc.Arbitrary<Event> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      master: fc.nat(2),
      inOrg: fc.boolean(),
      client: fc.nat(3),
      slot: fc.nat(600),
      hours: fc.integer({ min: 1, max: 3 }),
      service: fc.nat(2),
      price: fc.option(fc.integer({ min: 0, max: 500_000 }).map((k) => k / 100)),
      deposit: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('move' as const), target, slot: fc.nat(600) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reassign' as const), target, master: fc.nat(2) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('service' as const), target, service: fc.nat(2) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('status' as const),
      target,
      status: fc.constantFrom('cancelled' as const, 'completed' as const, 'no_show' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      target,
      outcome: fc.constantFrom('planned' as const, 'expired' as const, 'payment_conflict' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('retain' as const),
      target,
      status: fc.constantFrom('retained' as const, 'refunded' as const, 'paid' as const),
      amount: fc.integer({ min: 1, max: 5000 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), target }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('bulk' as const),
      master: fc.nat(2),
      status: fc.constantFrom('completed' as const, 'cancelled' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('zone' as const), organization: fc.boolean(), zone: fc.nat(2) }),
  },
);

interface World {
  orgId: number;
  /** Two masters of the organization (who may also work on their own) and an independent master. */
  masters: number[];
  clients: { id: number | null; phone: string | null; name: string }[];
  /** Two services, then none. */
  services: (number | null)[];
}

async function world(db: DataSource): Promise<World> {
  const owner = await makeOwner(db);
  const a = await makeMember(db, owner.org, 'master');
  const b = await makeMember(db, owner.org, 'master');
  const solo = await makeMaster(db);
  await makeSchedule(db, a.user.id);
  const reg = await makeUser(db, 'client');
  const services: { id: number }[] = await db.query(
    `INSERT INTO services (name, duration_minutes, price, organization_id) VALUES ('Стрижка', 60, 1000, $1), ('Укладка', 60, 1500, $1)
     RETURNING id`,
    [owner.org.id],
  );
  return {
    orgId: owner.org.id,
    masters: [a.user.id, b.user.id, solo.user.id],
    clients: [
      { id: reg.user.id, phone: '+79160000000', name: 'Клиент' },
      { id: null, phone: '+7 916 555-00-01', name: 'Гость' },
      { id: null, phone: '+79165550002', name: 'Другой гость' },
      { id: null, phone: null, name: 'Без телефона' },
    ],
    services: [services[0].id, services[1].id, null],
  };
}

const slotAt = (slot: number) => new Date(BASE + slot * 3_600_000);

async function apply(db: DataSource, w: World, events: Event[]): Promise<void> {
  const ids: number[] = [];
  const used = new Set<number>();
  const pick = (n: number) => (ids.length ? ids[n % ids.length] : null);
  // a booking of `hours` takes that many slots; slots are never shared, so nothing overlaps
  const take = (slot: number, hours: number) => {
    const slots = Array.from({ length: hours }, (_, i) => slot + i);
    if (slots.some((s) => used.has(s))) return false;
    slots.forEach((s) => used.add(s));
    return true;
  };
  for (const e of events) {
    if (e.kind === 'book') {
      if (!take(e.slot, e.hours)) continue;
      const c = w.clients[e.client];
      const org = e.master < 2 && e.inOrg ? w.orgId : null;
      const [row] = await db.query(
        `INSERT INTO appointments (master_id, organization_id, service_id, client_id, client_name, client_phone, starts_at,
                                   ends_at, occupied_until, price, status, hold_until)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7::timestamptz + make_interval(hours => $8), $7::timestamptz + make_interval(hours => $8),
                 $9, $10::varchar, CASE WHEN $10::varchar = 'awaiting_payment' THEN $7::timestamptz END)
         RETURNING id`,
        [
          w.masters[e.master],
          org,
          org ? w.services[e.service] : null,
          c.id,
          c.name,
          c.phone,
          slotAt(e.slot),
          e.hours,
          e.price,
          e.deposit ? 'awaiting_payment' : 'planned',
        ],
      );
      ids.push(row.id);
      continue;
    }
    if (e.kind === 'bulk') {
      await db.query(
        `UPDATE appointments SET status = $2 WHERE master_id = $1 AND status IN ('planned', 'confirmed')`,
        [w.masters[e.master], e.status],
      );
      continue;
    }
    if (e.kind === 'zone') {
      if (e.organization)
        await db.query(`UPDATE organizations SET time_zone = $2 WHERE id = $1`, [w.orgId, ZONES[e.zone]]);
      else
        await db.query(`UPDATE master_schedules SET time_zone = $2 WHERE master_id = $1`, [
          w.masters[0],
          ZONES[e.zone],
        ]);
      continue;
    }
    const id = pick(e.target);
    if (id === null) continue;
    if (e.kind === 'move') {
      if (!take(e.slot, 3)) continue;
      await db.query(
        `UPDATE appointments SET starts_at = $2, ends_at = $2::timestamptz + (ends_at - starts_at),
                occupied_until = $2::timestamptz + (ends_at - starts_at) WHERE id = $1`,
        [id, slotAt(e.slot)],
      );
    } else if (e.kind === 'reassign') {
      await db.query(`UPDATE appointments SET master_id = $2 WHERE id = $1 AND organization_id IS NOT NULL`, [
        id,
        w.masters[e.master % 2],
      ]);
    } else if (e.kind === 'service') {
      await db.query(`UPDATE appointments SET service_id = $2 WHERE id = $1 AND organization_id IS NOT NULL`, [
        id,
        w.services[e.service],
      ]);
    } else if (e.kind === 'status') {
      await db.query(
        `UPDATE appointments SET status = $2 WHERE id = $1 AND status NOT IN ('expired', 'payment_conflict')`,
        [id, e.status],
      );
    } else if (e.kind === 'deposit') {
      await db.query(
        `UPDATE appointments SET status = $2, hold_until = NULL WHERE id = $1 AND status = 'awaiting_payment'`,
        [id, e.outcome],
      );
    } else if (e.kind === 'retain') {
      await db.query(
        `INSERT INTO appointment_deposits (appointment_id, amount, status) VALUES ($1, $2, $3)
         ON CONFLICT (appointment_id) DO UPDATE SET status = EXCLUDED.status, amount = EXCLUDED.amount`,
        [id, e.amount, e.status],
      );
    } else {
      await db.query(`DELETE FROM appointments WHERE id = $1`, [id]);
      ids.splice(ids.indexOf(id), 1);
    }
  }
}

describe.each([
  ['PostgreSQL', {}],
  ['the embedded database', { databaseUrl: 'memory://' }],
])("the report's kept day figures on %s", (_name, config) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp(config);
    w = await world(t.db);
  }, 120_000);
  afterAll(() => t.close());

  const compare = async () => {
    const kept = await t.db.query(KEPT, [w.masters]);
    expect(kept).toEqual(await t.db.query(RECOUNT, [w.masters]));
    return kept.length;
  };

  it('equal a full recount after any sequence of booking events, and after a rebuild', async () => {
    let rows = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(event, { minLength: 1, maxLength: 40 }), async (events) => {
        await t.db.query(`DELETE FROM appointments WHERE master_id = ANY($1::int[])`, [w.masters]);
        expect(await compare()).toBe(0);
        await apply(t.db, w, events);
        rows += await compare();
      }),
      { numRuns: 25, seed: 20261129, endOnFailure: true },
    );
    // the sequences did reach rows of every kind of business
    expect(rows).toBeGreaterThan(25);
    await t.db.query(`SELECT booking_days_rebuild()`);
    await compare();
  }, 300_000);
});

import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { makeMaster, makeMember, makeOwner, makeUser } from '../factories';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The kept client figures (client_stats, kept by triggers on appointments) against a full recount from
 * the bookings, after random sequences of what happens to bookings: booked (with or without a deposit
 * being paid), moved, moved to another master, cancelled, completed, marked a no-show, the deposit paid,
 * lapsed or lost to a conflict, deleted, and one statement closing many bookings at once. On PostgreSQL
 * and on the embedded database.
 */

const BASE = Date.UTC(2026, 9, 1, 6); // hour slots from 1 October 2026 on; a slot is used once, so no two overlap

/** What each figure is, recounted from every booking: per master (organization 0 outside one) and per organization. */
const RECOUNT = `
  WITH v AS (
    SELECT * FROM appointments
     WHERE client_key IS NOT NULL AND status NOT IN ('expired', 'payment_conflict') AND master_id = ANY($1::int[])
  ), g AS (
    SELECT COALESCE(organization_id, 0) AS org, master_id AS master, v.* FROM v
    UNION ALL
    SELECT organization_id, 0, v.* FROM v WHERE organization_id IS NOT NULL
  )
  SELECT org, master, client_key AS key,
         count(*) FILTER (WHERE status = 'completed')::int AS visits,
         count(*) FILTER (WHERE status = 'no_show')::int AS no_shows,
         count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
         COALESCE(sum(price) FILTER (WHERE status = 'completed'), 0)::numeric(14,2)::text AS revenue,
         min(starts_at) FILTER (WHERE status = 'completed')::text AS first_visit,
         max(starts_at) FILTER (WHERE status = 'completed')::text AS last_visit,
         max(starts_at) FILTER (WHERE status <> 'cancelled')::text AS last_live,
         (array_agg(client_name ORDER BY starts_at DESC, id DESC))[1] AS booked_name,
         (array_agg(client_phone ORDER BY starts_at DESC, id DESC))[1] AS booked_phone
    FROM g GROUP BY org, master, client_key ORDER BY org, master, client_key`;

const KEPT = `
  SELECT organization_id AS org, master_id AS master, client_key AS key, visits, no_shows, cancelled,
         revenue::text AS revenue, first_visit::text AS first_visit, last_visit::text AS last_visit,
         last_live::text AS last_live, booked_name, booked_phone
    FROM client_stats
   WHERE master_id = ANY($1::int[]) OR (master_id = 0 AND organization_id = $2)
   ORDER BY org, master, key`;

type Event =
  | {
      kind: 'book';
      master: number;
      inOrg: boolean;
      client: number;
      slot: number;
      price: number | null;
      deposit: boolean;
    }
  | { kind: 'move'; target: number; slot: number }
  | { kind: 'reassign'; target: number; master: number }
  | { kind: 'status'; target: number; status: 'cancelled' | 'completed' | 'no_show' }
  | { kind: 'deposit'; target: number; outcome: 'planned' | 'expired' | 'payment_conflict' }
  | { kind: 'delete'; target: number }
  | { kind: 'bulk'; master: number; status: 'completed' | 'cancelled' };

const target = fc.nat(1000);
const event: fc.Arbitrary<Event> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      master: fc.nat(2),
      inOrg: fc.boolean(),
      client: fc.nat(6),
      slot: fc.nat(3000),
      price: fc.option(fc.integer({ min: 0, max: 500_000 }).map((k) => k / 100)),
      deposit: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('move' as const), target, slot: fc.nat(3000) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reassign' as const), target, master: fc.nat(2) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('status' as const),
      target,
      status: fc.constantFrom('cancelled' as const, 'completed' as const, 'no_show' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      target,
      outcome: fc.constantFrom('planned' as const, 'expired' as const, 'payment_conflict' as const),
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
);

interface World {
  orgId: number;
  /** Two masters of the organization (who may also work on their own) and an independent master. */
  masters: number[];
  /** Registered clients, then phones (two spellings of one number), then a booking with no client at all. */
  clients: { id: number | null; phone: string | null; name: string }[];
}

async function world(db: DataSource): Promise<World> {
  const owner = await makeOwner(db);
  const a = await makeMember(db, owner.org, 'master');
  const b = await makeMember(db, owner.org, 'master');
  const solo = await makeMaster(db);
  const regs = await Promise.all([0, 1, 2].map(() => makeUser(db, 'client')));
  return {
    orgId: owner.org.id,
    masters: [a.user.id, b.user.id, solo.user.id],
    clients: [
      ...regs.map((r, i) => ({ id: r.user.id, phone: `+7916000000${i}`, name: `Клиент ${i}` })),
      { id: null, phone: '+7 916 555-00-01', name: 'Гость' },
      { id: null, phone: '8 (916) 555-00-01', name: 'Гость иначе' },
      { id: null, phone: '+79165550002', name: 'Другой гость' },
      { id: null, phone: null, name: 'Без телефона' },
    ],
  };
}

const slotAt = (slot: number) => new Date(BASE + slot * 3_600_000);

async function apply(db: DataSource, w: World, events: Event[]): Promise<void> {
  const ids: number[] = [];
  const used = new Set<number>();
  const pick = (n: number) => (ids.length ? ids[n % ids.length] : null);
  for (const e of events) {
    if (e.kind === 'book' || e.kind === 'move') {
      if (used.has(e.slot)) continue;
      used.add(e.slot);
    }
    if (e.kind === 'book') {
      const c = w.clients[e.client];
      const master = w.masters[e.master];
      const org = e.master < 2 && e.inOrg ? w.orgId : null;
      const [row] = await db.query(
        `INSERT INTO appointments (master_id, organization_id, client_id, client_name, client_phone, starts_at, ends_at,
                                   occupied_until, price, status, hold_until)
         VALUES ($1, $2, $3, $4, $5, $6, $6::timestamptz + interval '1 hour', $6::timestamptz + interval '1 hour', $7, $8::varchar,
                 CASE WHEN $8::varchar = 'awaiting_payment' THEN $6::timestamptz END)
         RETURNING id`,
        [master, org, c.id, c.name, c.phone, slotAt(e.slot), e.price, e.deposit ? 'awaiting_payment' : 'planned'],
      );
      ids.push(row.id);
      continue;
    }
    if (e.kind === 'bulk') {
      // one statement over many bookings, as a job closing a master's day would
      await db.query(
        `UPDATE appointments SET status = $2 WHERE master_id = $1 AND status IN ('planned', 'confirmed')`,
        [w.masters[e.master], e.status],
      );
      continue;
    }
    const id = pick(e.target);
    if (id === null) continue;
    if (e.kind === 'move') {
      await db.query(
        `UPDATE appointments SET starts_at = $2, ends_at = $2::timestamptz + interval '1 hour',
                occupied_until = $2::timestamptz + interval '1 hour' WHERE id = $1`,
        [id, slotAt(e.slot)],
      );
    } else if (e.kind === 'reassign') {
      // to the other master of the organization (slots are never shared, so nothing overlaps)
      await db.query(`UPDATE appointments SET master_id = $2 WHERE id = $1 AND organization_id IS NOT NULL`, [
        id,
        w.masters[e.master % 2],
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
    } else {
      await db.query(`DELETE FROM appointments WHERE id = $1`, [id]);
      ids.splice(ids.indexOf(id), 1);
    }
  }
}

describe.each([
  ['PostgreSQL', {}],
  ['the embedded database', { databaseUrl: 'memory://' }],
])('kept client figures on %s', (_name, config) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp(config);
    w = await world(t.db);
  }, 120_000);
  afterAll(() => t.close());

  const compare = async () => {
    const kept = await t.db.query(KEPT, [w.masters, w.orgId]);
    const recount = await t.db.query(RECOUNT, [w.masters]);
    expect(kept).toEqual(recount);
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
    // the sequences did reach clients of every kind of business
    expect(rows).toBeGreaterThan(25);
    await t.db.query(`SELECT client_stats_rebuild()`);
    await compare();
  }, 300_000);
});

import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { makeMaster, makeMember, makeOwner, makeUser } from '../factories';
import { makeSchedule } from '../factories/schedules';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Shared pieces of the kept-figures tests (test/api/booking-days and client-stats e2e specs): random
 * sequences of what happens to bookings, applied to one small world, and the kept rows compared with a
 * full recount on PostgreSQL and on the embedded database.
 */

const BASE = Date.UTC(2026, 9, 1, 6); // hour slots from 1 October 2026 on; a slot is used once, so no two overlap
const ZONES = ['Europe/Moscow', 'Asia/Yekaterinburg', 'America/New_York'];

export type BookingEvent =
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

export type BookingEventKind = BookingEvent['kind'];

export interface BookingWorld {
  orgId: number;
  /** Two masters of the organization (who may also work on their own) and an independent master. */
  masters: number[];
  /** Registered clients, then phones (two spellings of one number), then a booking with no client at all. */
  clients: { id: number | null; phone: string | null; name: string }[];
  /** Two services of the organization, then none. */
  services: (number | null)[];
}

/** The organization's first master has a schedule (so a time zone of their own work). */
export async function bookingWorld(db: DataSource): Promise<BookingWorld> {
  const owner = await makeOwner(db);
  const a = await makeMember(db, owner.org, 'master');
  const b = await makeMember(db, owner.org, 'master');
  const solo = await makeMaster(db);
  await makeSchedule(db, a.user.id);
  const regs = await Promise.all([0, 1, 2].map(() => makeUser(db, 'client')));
  const services: { id: number }[] = await db.query(
    `INSERT INTO services (name, duration_minutes, price, organization_id) VALUES ('Стрижка', 60, 1000, $1), ('Укладка', 60, 1500, $1)
     RETURNING id`,
    [owner.org.id],
  );
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
    services: [services[0].id, services[1].id, null],
  };
}

export interface EventDraw {
  /** Bookings start in hour slots 0..slots from BASE: fewer slots, more bookings on one day. */
  slots: number;
  /** The kinds drawn; all of them unless told. */
  kinds?: readonly BookingEventKind[];
}

/** A random booking event of the chosen kinds, each kind at its weight. */
export function bookingEvent({ slots, kinds }: EventDraw): fc.Arbitrary<BookingEvent> {
  const target = fc.nat(1000);
  const all: Record<BookingEventKind, [number, fc.Arbitrary<BookingEvent>]> = {
    book: [
      5,
      fc.record({
        kind: fc.constant('book' as const),
        master: fc.nat(2),
        inOrg: fc.boolean(),
        client: fc.nat(6),
        slot: fc.nat(slots),
        hours: fc.integer({ min: 1, max: 3 }),
        service: fc.nat(2),
        price: fc.option(
          fc.integer({ min: 0, max: 500_000 }).map((k) => k / 100),
          { nil: null },
        ),
        deposit: fc.boolean(),
      }),
    ],
    move: [2, fc.record({ kind: fc.constant('move' as const), target, slot: fc.nat(slots) })],
    reassign: [1, fc.record({ kind: fc.constant('reassign' as const), target, master: fc.nat(2) })],
    service: [1, fc.record({ kind: fc.constant('service' as const), target, service: fc.nat(2) })],
    status: [
      4,
      fc.record({
        kind: fc.constant('status' as const),
        target,
        status: fc.constantFrom('cancelled' as const, 'completed' as const, 'no_show' as const),
      }),
    ],
    deposit: [
      2,
      fc.record({
        kind: fc.constant('deposit' as const),
        target,
        outcome: fc.constantFrom('planned' as const, 'expired' as const, 'payment_conflict' as const),
      }),
    ],
    retain: [
      2,
      fc.record({
        kind: fc.constant('retain' as const),
        target,
        status: fc.constantFrom('retained' as const, 'refunded' as const, 'paid' as const),
        amount: fc.integer({ min: 1, max: 5000 }),
      }),
    ],
    delete: [1, fc.record({ kind: fc.constant('delete' as const), target })],
    bulk: [
      1,
      fc.record({
        kind: fc.constant('bulk' as const),
        master: fc.nat(2),
        status: fc.constantFrom('completed' as const, 'cancelled' as const),
      }),
    ],
    zone: [1, fc.record({ kind: fc.constant('zone' as const), organization: fc.boolean(), zone: fc.nat(2) })],
  };
  const chosen = kinds ?? (Object.keys(all) as BookingEventKind[]);
  return fc.oneof(...chosen.map((k) => ({ weight: all[k][0], arbitrary: all[k][1] })));
}

const slotAt = (slot: number) => new Date(BASE + slot * 3_600_000);

/** Each event as the statement that would make it; events aimed at nothing (or at a taken slot) are skipped. */
export async function applyBookingEvents(db: DataSource, w: BookingWorld, events: BookingEvent[]): Promise<void> {
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
      // one statement over many bookings, as a job closing a master's day would
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
      // to the other master of the organization (slots are never shared, so nothing overlaps)
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

export interface KeptFigures extends EventDraw {
  /** The describe's title, `%s` the database. */
  title: string;
  /** The kept rows of the world's masters, as the parameters `keptParams` gives. */
  kept: string;
  keptParams: (w: BookingWorld) => unknown[];
  /** The same rows recounted from the bookings of the world's masters ($1). */
  recount: string;
  /** The statement that rebuilds every kept row. */
  rebuild: string;
}

/** The kept rows equal a full recount after random sequences of booking events, and after a rebuild. */
export function describeKeptFigures(f: KeptFigures): void {
  describe.each([
    ['PostgreSQL', {}],
    ['the embedded database', { databaseUrl: 'memory://' }],
  ])(f.title, (_name, config) => {
    let t: TestApp;
    let w: BookingWorld;
    beforeAll(async () => {
      t = await createTestApp(config);
      w = await bookingWorld(t.db);
    }, 120_000);
    afterAll(() => t.close());

    const compare = async () => {
      const kept = await t.db.query(f.kept, f.keptParams(w));
      expect(kept).toEqual(await t.db.query(f.recount, [w.masters]));
      return kept.length;
    };

    it('equal a full recount after any sequence of booking events, and after a rebuild', async () => {
      let rows = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(bookingEvent(f), { minLength: 1, maxLength: 40 }), async (events) => {
          await t.db.query(`DELETE FROM appointments WHERE master_id = ANY($1::int[])`, [w.masters]);
          expect(await compare()).toBe(0);
          await applyBookingEvents(t.db, w, events);
          rows += await compare();
        }),
        { numRuns: 25, seed: 20261129, endOnFailure: true },
      );
      // the sequences did reach rows of every kind of business
      expect(rows).toBeGreaterThan(25);
      await t.db.query(f.rebuild);
      await compare();
    }, 300_000);
  });
}

import type { DataSource } from 'typeorm';
import {
  bookableInOrganization,
  bookableMaster,
  bookableMemberRow,
  independentMaster,
  managesOrganization,
  masterNow,
  mastersBooking,
  mastersOwnBookings,
  organizationStaff,
} from '../../src/access/access.sql';
import { makeAppointment, makeMaster, makeMember, makeOwner, makeUser } from '../factories';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * Each access rule (src/access/access.sql.ts) against the people it must tell apart, on PostgreSQL and on
 * embedded PGlite: the salon's owner, an admin and a master, the same but blocked there, a master who left,
 * an independent master, a client, and a master of a salon whose owner is blocked.
 */
interface Cast {
  org: number;
  blockedOwnersOrg: number;
  owner: number;
  admin: number;
  blockedAdmin: number;
  master: number;
  blockedMaster: number;
  blockedUserMaster: number;
  departed: number;
  independent: number;
  client: number;
  masterOfBlockedOwner: number;
  /** Bookings: the master's in the salon, the departed master's there, the independent master's own. */
  inSalon: number;
  departedInSalon: number;
  own: number;
}

async function cast(db: DataSource): Promise<Cast> {
  const o = await makeOwner(db);
  const blockedOwner = await makeOwner(db);
  await db.query(`UPDATE users SET is_blocked = true WHERE id = $1`, [blockedOwner.user.id]);
  const admin = await makeMember(db, o.org, 'admin');
  const blockedAdmin = await makeMember(db, o.org, 'admin');
  const master = await makeMember(db, o.org, 'master');
  const blockedMaster = await makeMember(db, o.org, 'master');
  const blockedUserMaster = await makeMember(db, o.org, 'master');
  const departed = await makeMember(db, o.org, 'master');
  const independent = await makeMaster(db);
  const client = await makeUser(db, 'client');
  const masterOfBlockedOwner = await makeMember(db, blockedOwner.org, 'master');
  await db.query(`UPDATE organization_members SET is_blocked = true WHERE user_id = ANY($1)`, [
    [blockedAdmin.user.id, blockedMaster.user.id],
  ]);
  await db.query(`UPDATE users SET is_blocked = true WHERE id = $1`, [blockedUserMaster.user.id]);
  const at = (h: number) => new Date(Date.UTC(2026, 11, 2, h));
  const inSalon = await makeAppointment(db, { masterId: master.user.id, organizationId: o.org.id, startsAt: at(8) });
  const departedInSalon = await makeAppointment(db, {
    masterId: departed.user.id,
    organizationId: o.org.id,
    startsAt: at(9),
  });
  const own = await makeAppointment(db, { masterId: independent.user.id, startsAt: at(10) });
  await db.query(`DELETE FROM organization_members WHERE user_id = $1`, [departed.user.id]);
  return {
    org: o.org.id,
    blockedOwnersOrg: blockedOwner.org.id,
    owner: o.user.id,
    admin: admin.user.id,
    blockedAdmin: blockedAdmin.user.id,
    master: master.user.id,
    blockedMaster: blockedMaster.user.id,
    blockedUserMaster: blockedUserMaster.user.id,
    departed: departed.user.id,
    independent: independent.user.id,
    client: client.user.id,
    masterOfBlockedOwner: masterOfBlockedOwner.user.id,
    inSalon: inSalon.id,
    departedInSalon: departedInSalon.id,
    own: own.id,
  };
}

describe.each([
  ['PostgreSQL', {}],
  ['embedded PGlite', { databaseUrl: 'memory://' }],
])('access rules on %s', (_label, overrides) => {
  let t: TestApp;
  let c: Cast;
  beforeAll(async () => {
    t = await createTestApp(overrides);
    c = await cast(t.db);
  }, 120_000);
  afterAll(() => t?.close());

  /** The rule's value for each [argument list] (a boolean SQL expression over $1, $2). */
  const each = async (sql: string, args: number[][]): Promise<boolean[]> => {
    const out: boolean[] = [];
    for (const a of args) {
      const rows: { v: boolean | null }[] = await t.db.query(sql, a);
      out.push(rows[0]?.v === true);
    }
    return out;
  };

  it('staff of this organization: an unblocked membership there (in that role, when one is named)', async () => {
    const anyRole = `SELECT ${organizationStaff('$1', '$2')} AS v`;
    const asMaster = `SELECT ${organizationStaff('$1', '$2', 'master')} AS v`;
    const asAdmin = `SELECT ${organizationStaff('$1', '$2', 'admin')} AS v`;
    const people = [c.admin, c.master, c.blockedAdmin, c.blockedMaster, c.departed, c.owner, c.client];
    expect(
      await each(
        anyRole,
        people.map((u) => [c.org, u]),
      ),
    ).toEqual([true, true, false, false, false, false, false]);
    expect(
      await each(
        asMaster,
        people.map((u) => [c.org, u]),
      ),
    ).toEqual([false, true, false, false, false, false, false]);
    expect(
      await each(
        asAdmin,
        people.map((u) => [c.org, u]),
      ),
    ).toEqual([true, false, false, false, false, false, false]);
    expect(await each(anyRole, [[c.blockedOwnersOrg, c.master]])).toEqual([false]);
  });

  it('manages this organization: its owner or an unblocked admin', async () => {
    const sql = `SELECT ${managesOrganization('o', '$2')} AS v FROM organizations o WHERE o.id = $1`;
    const people = [c.owner, c.admin, c.blockedAdmin, c.master, c.client];
    expect(
      await each(
        sql,
        people.map((u) => [c.org, u]),
      ),
    ).toEqual([true, true, false, false, false]);
    expect(await each(sql, [[c.blockedOwnersOrg, c.owner]])).toEqual([false]);
  });

  it('an independent master: a master profile with a public link', async () => {
    const sql = `SELECT ${independentMaster('$1')} AS v`;
    expect(await each(sql, [[c.independent], [c.master], [c.departed], [c.client]])).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('a bookable master of an organization: an unblocked master there whose owner is not blocked', async () => {
    const inOrg = `SELECT ${bookableInOrganization('$1', '$2')} AS v`;
    const people = [c.master, c.blockedMaster, c.departed, c.admin, c.independent];
    expect(
      await each(
        inOrg,
        people.map((u) => [u, c.org]),
      ),
    ).toEqual([true, false, false, false, false]);
    expect(await each(inOrg, [[c.masterOfBlockedOwner, c.blockedOwnersOrg]])).toEqual([false]);
    const anywhere = `SELECT ${bookableInOrganization('$1')} AS v`;
    expect(await each(anywhere, [[c.master], [c.masterOfBlockedOwner], [c.departed]])).toEqual([true, false, false]);
    const any = `SELECT ${bookableMaster('$1')} AS v`;
    const all = [c.independent, c.master, c.departed, c.blockedMaster, c.masterOfBlockedOwner, c.client];
    expect(
      await each(
        any,
        all.map((u) => [u]),
      ),
    ).toEqual([true, true, false, false, false, false]);
  });

  it("a bookable member row: the member's, the user's and the owner's blocks all count", async () => {
    const sql = `
      SELECT count(*) > 0 AS v
        FROM organization_members m
        JOIN users u ON u.id = m.user_id
        JOIN organizations o ON o.id = m.organization_id
        JOIN users ow ON ow.id = o.owner_id
       WHERE m.user_id = $1 AND ${bookableMemberRow('m', 'u', 'ow')}`;
    const people = [c.master, c.blockedMaster, c.blockedUserMaster, c.masterOfBlockedOwner, c.admin, c.departed];
    expect(
      await each(
        sql,
        people.map((u) => [u]),
      ),
    ).toEqual([true, false, false, false, false, false]);
    // without the owner's row (the page checks its owner once): only the member's and the user's blocks
    const noOwner = `SELECT count(*) > 0 AS v FROM organization_members m JOIN users u ON u.id = m.user_id
                      WHERE m.user_id = $1 AND ${bookableMemberRow('m', 'u')}`;
    expect(await each(noOwner, [[c.masterOfBlockedOwner], [c.blockedUserMaster]])).toEqual([true, false]);
  });

  it('a master now: independent, or an unblocked master member somewhere', async () => {
    const sql = `SELECT ${masterNow('$1')} AS v`;
    const people = [c.independent, c.master, c.blockedMaster, c.departed, c.admin, c.client];
    expect(
      await each(
        sql,
        people.map((u) => [u]),
      ),
    ).toEqual([true, true, false, false, false, false]);
  });

  it("a master's booking: theirs, outside organizations or in one they serve now", async () => {
    const one = `SELECT ${mastersBooking('a', '$2')} AS v FROM appointments a WHERE a.id = $1`;
    const pairs = [
      [c.inSalon, c.master],
      [c.own, c.independent],
      [c.departedInSalon, c.departed],
      [c.inSalon, c.admin],
      [c.inSalon, c.independent],
    ];
    expect(await each(one, pairs)).toEqual([true, true, false, false, false]);
    const list = async (user: number): Promise<number[]> => {
      const rows: { id: number }[] = await t.db.query(
        `SELECT a.id FROM appointments a WHERE ${mastersOwnBookings('a', '$1')} ORDER BY a.id`,
        [user],
      );
      return rows.map((r) => r.id);
    };
    expect(await list(c.master)).toEqual([c.inSalon]);
    expect(await list(c.independent)).toEqual([c.own]);
    expect(await list(c.departed)).toEqual([]);
  });
});

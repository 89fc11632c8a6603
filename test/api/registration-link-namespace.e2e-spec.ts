// Masters' and organizations' deep links are one namespace, held by the database (table deep_links,
// migration 1763900000000): concurrent registrations and link changes with the same link cannot both win.
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { OneDeepLinkNamespace1763900000000 } from '../../src/database/migrations/1763900000000-one-deep-link-namespace';
import { MasterProfile } from '../../src/users/entities/master-profile.entity';
import { Organization } from '../../src/organizations/entities/organization.entity';
import { makeMaster, makeOwner, makeUser } from '../factories';
import { auth, createTestApp, TestApp, tgUser } from '../support/test-app';
import { countQueries } from './public-count-queries';

const UNAVAILABLE = 'Deep link недоступен или некорректный';

const person = { first_name: 'Анна', last_name: 'Смирнова', phone: '+79161234567' };
const masterBody = (link: string) => ({ ...person, category: 'Красота', calendar_type: 'internal', deep_link: link });
const ownerBody = (link: string) => ({
  ...person,
  organization_name: 'Салон Красоты',
  organization_phone: '+74951234567',
  organization_deep_link: link,
});

/** The message of a refusal, whether a plain detail (409) or a field error (422). */
function refusal(res: Response): string {
  const detail: unknown = res.body?.detail;
  return typeof detail === 'string' ? detail : (detail as { msg: string }[])[0].msg;
}

let seq = 0;
const freshLink = (base: string) => `${base}-${Date.now().toString(36)}-${seq++}`;

async function holders(db: DataSource, link: string): Promise<number> {
  const [row]: { n: number }[] = await db.query(
    `SELECT (SELECT count(*) FROM master_profiles WHERE deep_link = $1)
          + (SELECT count(*) FROM organizations WHERE deep_link = $1) AS n`,
    [link],
  );
  return Number(row.n);
}

describe('one deep link namespace on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('20 master and 20 owner registrations with the same link at once: exactly one wins, the rest get 4xx', async () => {
    const link = freshLink('race');
    const requests = Array.from({ length: 20 }, () => [
      t.http.post('/api/registration/master').set(auth(tgUser())).send(masterBody(link)),
      t.http.post('/api/registration/owner').set(auth(tgUser())).send(ownerBody(link)),
    ]).flat();
    const answers = await Promise.all(requests);

    const won = answers.filter((r) => r.status === 201);
    const lost = answers.filter((r) => r.status !== 201);
    expect(won).toHaveLength(1);
    for (const r of lost) {
      expect([409, 422]).toContain(r.status);
      expect(refusal(r)).toBe(UNAVAILABLE);
    }
    expect(await holders(t.db, link)).toBe(1);
    expect(await t.db.query(`SELECT link FROM deep_links WHERE link = $1`, [link])).toEqual([{ link }]);
  });

  it('an organization link change racing master registrations for the same link: exactly one wins', async () => {
    const link = freshLink('change');
    const owners = await Promise.all(Array.from({ length: 5 }, () => makeOwner(t.db)));
    const answers = await Promise.all([
      ...owners.map((o) =>
        t.http
          .put(`/api/organizations/${o.org.id}`)
          .set(auth(o.tg))
          .send({ name: o.org.name, phone: '+74951234567', deep_link: link }),
      ),
      ...Array.from({ length: 10 }, () =>
        t.http.post('/api/registration/master').set(auth(tgUser())).send(masterBody(link)),
      ),
    ]);
    const won = answers.filter((r) => r.status === 200 || r.status === 201);
    expect(won).toHaveLength(1);
    for (const r of answers.filter((x) => !won.includes(x))) {
      expect([409, 422]).toContain(r.status);
      expect(refusal(r)).toBe(UNAVAILABLE);
    }
    expect(await holders(t.db, link)).toBe(1);
  });

  it('a freed link can be taken again; a changed one frees the old', async () => {
    const o = await makeOwner(t.db);
    const old = o.org.deepLink;
    const next = freshLink('moved');
    await t.http
      .put(`/api/organizations/${o.org.id}`)
      .set(auth(o.tg))
      .send({ name: o.org.name, phone: '+74951234567', deep_link: next })
      .expect(200);
    const check = (l: string) =>
      t.http.get('/api/registration/check-deep-link-availability').query({ deep_link: l }).expect(200);
    expect((await check(old)).body).toEqual({ available: true });
    expect((await check(next)).body).toEqual({ available: false });
    // the old link is free for a master now
    await t.http.post('/api/registration/master').set(auth(tgUser())).send(masterBody(old)).expect(201);
    expect((await check(old)).body).toEqual({ available: false });

    // an organization deleted (its owner deleted): its link is free again
    await t.db.getRepository(Organization).delete({ id: o.org.id });
    expect((await check(next)).body).toEqual({ available: true });
  });

  it('the database refuses a collision whoever writes it, not only the services', async () => {
    const m = await makeMaster(t.db);
    const other = await makeUser(t.db, 'organization');
    await expect(
      t.db.getRepository(Organization).insert({ ownerId: other.user.id, name: 'Дубль', deepLink: m.profile.deepLink! }),
    ).rejects.toMatchObject({ code: '23505', constraint: 'deep_links_pkey' });
    // a master who drops the link frees it
    await t.db.getRepository(MasterProfile).update({ userId: m.user.id }, { deepLink: null });
    await t.db
      .getRepository(Organization)
      .insert({ ownerId: other.user.id, name: 'Дубль', deepLink: m.profile.deepLink! });
  });

  it('suggest-deep-link asks the database once, however many candidates are taken', async () => {
    const base = `salon-${Date.now().toString(36)}`;
    await makeOwner(t.db, { deepLink: base });
    for (let n = 2; n <= 12; n++) await makeMaster(t.db, { deepLink: `${base}-${n}` });
    let res: Response | undefined;
    const queries = await countQueries(t.db, async () => {
      res = await t.http.post('/api/registration/suggest-deep-link').send({ name: base }).expect(200);
    });
    expect(res?.body).toEqual({ suggested_link: `${base}-13`, available: true });
    expect(queries).toBe(1);
  });
});

describe('migration 1763900000000 (one deep link namespace)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('steps back and forth: down() drops the table and triggers, up() backfills every link in use', async () => {
    const m = await makeMaster(t.db);
    const o = await makeOwner(t.db);
    const migration = new OneDeepLinkNamespace1763900000000();
    const runner = t.db.createQueryRunner();
    try {
      await migration.down(runner);
      const tables: unknown[] = await t.db.query(`SELECT 1 FROM pg_tables WHERE tablename = 'deep_links'`);
      expect(tables).toHaveLength(0);
      // without the namespace, writes go on as before
      const later = await makeMaster(t.db);
      await migration.up(runner);
      const rows: { link: string; kind: string }[] = await t.db.query(
        `SELECT link, kind FROM deep_links WHERE link = ANY($1) ORDER BY kind, link`,
        [[m.profile.deepLink, o.org.deepLink, later.profile.deepLink]],
      );
      expect(rows).toEqual(
        [
          { link: m.profile.deepLink, kind: 'master' },
          { link: later.profile.deepLink, kind: 'master' },
          { link: o.org.deepLink, kind: 'organization' },
        ].sort((a, b) => a.kind.localeCompare(b.kind) || a.link!.localeCompare(b.link!)),
      );
    } finally {
      await runner.release();
    }
  });
});

import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { LEADER_APPLICATION_NAME, LEADER_LOCK_KEY, LeaderElection } from '../../src/cluster/leader-election';
import { LeaderJob, type LeaderRound } from '../../src/jobs/leader-job';
import { freshDatabaseUrl, testConfig } from '../support/test-app';

/** Polls `check` until it holds (the election reacts to a closed connection asynchronously). */
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Several instances on one PostgreSQL database: exactly one leads; when it goes, another takes over. */
describe('leader election (advisory lock)', () => {
  let url: string;
  let admin: Client;
  const elections: LeaderElection[] = [];
  const election = () => {
    const e = new LeaderElection(testConfig({ databaseUrl: url, leaderRetryMs: 1000 }));
    elections.push(e);
    return e;
  };
  /** Backend pids of leader connections holding the lock, with their application_name. */
  const holders = async () =>
    (
      await admin.query<{ pid: number; application_name: string }>(
        `SELECT a.pid, a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
          WHERE l.locktype = 'advisory' AND l.objid = $1 AND l.granted AND a.datname = current_database()`,
        [LEADER_LOCK_KEY],
      )
    ).rows;

  beforeAll(async () => {
    Logger.overrideLogger(['error']);
    url = await freshDatabaseUrl();
    admin = new Client({ connectionString: url });
    await admin.connect();
  });
  const jobs: LeaderJob[] = [];
  /** A leader job of the registry's kind (src/jobs/) following `e`'s lead. */
  const whileLeader = (e: LeaderElection, round: LeaderRound) => {
    const job = new LeaderJob('test', e, round, { error: () => undefined }).start();
    jobs.push(job);
    return job;
  };
  afterEach(async () => {
    await Promise.all(jobs.splice(0).map((j) => j.stop()));
    await Promise.all(elections.splice(0).map((e) => e.stop()));
  });
  afterAll(() => admin.end());

  it('exactly one of two leads; when it stops, the other takes over on its next try', async () => {
    const a = election();
    const b = election();
    expect(await a.tick()).toBe(true);
    expect(await b.tick()).toBe(false);
    expect(await a.tick()).toBe(true); // a leader's check keeps the lead
    expect(await b.tick()).toBe(false);
    const [holder] = await holders();
    expect(holder.application_name).toBe(`${LEADER_APPLICATION_NAME}:${process.pid}`);

    await a.stop();
    expect(a.isLeader()).toBe(false);
    expect(await b.tick()).toBe(true);
    expect(await holders()).toHaveLength(1);
  });

  it('a leader whose connection is cut stops leading at once (listeners hear it) and the other takes over', async () => {
    const a = election();
    const b = election();
    const heard: boolean[] = [];
    a.onChange((leading) => heard.push(leading));
    await a.tick();
    await b.tick();
    expect(heard).toEqual([true]);

    const [holder] = await holders();
    await admin.query('SELECT pg_terminate_backend($1)', [holder.pid]);
    await until(() => !a.isLeader());
    expect(heard).toEqual([true, false]);

    expect(await b.tick()).toBe(true);
    expect(await a.tick()).toBe(false); // it reconnects and finds b leading
    expect(b.isLeader()).toBe(true);
  });

  it('a leader job: rounds run only on the leader, and a round sees the lead lost mid-way', async () => {
    const a = election();
    const b = election();
    const rounds = { a: 0, b: 0 };
    let sawLoss = false;
    let cut: (() => void) | null = null;
    whileLeader(a, async (stillLeading) => {
      rounds.a++;
      if (rounds.a === 3) {
        await new Promise<void>((resolve) => (cut = resolve));
        sawLoss = !stillLeading();
      }
      return 0;
    });
    whileLeader(b, async () => {
      rounds.b++;
      return 5;
    });
    await a.tick();
    await b.tick();
    await until(() => cut !== null);
    expect(rounds.b).toBe(0);

    const [holder] = await holders();
    await admin.query('SELECT pg_terminate_backend($1)', [holder.pid]);
    await until(() => !a.isLeader());
    cut!();
    await until(() => sawLoss);
    expect(await b.tick()).toBe(true);
    await until(() => rounds.b > 2);
    expect(rounds.a).toBe(3); // nothing more on the instance that lost the lead
  });

  it('the embedded database (one process): leads without asking anyone', async () => {
    const e = new LeaderElection(testConfig({ databaseUrl: 'memory://' }));
    elections.push(e);
    expect(await e.tick()).toBe(true);
  });

  it('start(): campaigns by itself every LEADER_RETRY_MS; the follower takes over after the leader stops', async () => {
    const a = new LeaderElection(testConfig({ databaseUrl: url, leaderRetryMs: 50 }));
    const b = new LeaderElection(testConfig({ databaseUrl: url, leaderRetryMs: 50 }));
    elections.push(a, b);
    a.start();
    await until(() => a.isLeader());
    const tries = jest.spyOn(b, 'tick');
    b.start();
    await until(() => tries.mock.calls.length >= 3);
    expect(b.isLeader()).toBe(false);
    await a.stop();
    await until(() => b.isLeader());
  });
});

import type { LeaderElection } from '../cluster/leader-election';
import type { AppConfig } from '../config/app.config';
import { defineJob, type JobScope } from './job';
import { JobRegistry } from './job-registry';

/** An election the test hands the lead to (start() counts the campaigns). */
function fakeElection() {
  let leading = false;
  const listeners = new Set<(l: boolean) => void>();
  const e = {
    campaigns: 0,
    isLeader: () => leading,
    onChange(listener: (l: boolean) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      e.campaigns++;
    },
    set(l: boolean) {
      leading = l;
      for (const listener of listeners) listener(l);
    },
  };
  return e;
}

const config = { reminderRunner: true, exportRunner: false } as AppConfig;

function counting(name: string, scope: JobScope, enabled: (c: AppConfig) => boolean, delayMs = 1000) {
  const seen: { nowMs: number; batchSize: number }[] = [];
  const job = defineJob({
    name,
    scope,
    enabledBy: enabled,
    round: (at) => {
      seen.push({ nowMs: at.nowMs, batchSize: at.batchSize });
      return Promise.resolve(seen.length);
    },
    next: () => delayMs,
    errorDelayMs: () => 5000,
  });
  return { job, seen };
}

describe('the job registry', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('held before start-up, the jobs start only once released; a release after shutdown starts nothing', async () => {
    const jobs = new JobRegistry(config, { now: () => Date.now() }, fakeElection() as unknown as LeaderElection);
    const on = counting('on', 'every-instance', (c) => c.reminderRunner);
    jobs.register(on.job);
    jobs.hold();
    jobs.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(1500);
    expect(on.seen).toEqual([]);
    jobs.release();
    await jest.advanceTimersByTimeAsync(1500);
    expect(on.seen.map((r) => r.nowMs)).toEqual([1500, 2500]);
    await jobs.onModuleDestroy();

    const late = new JobRegistry(config, { now: () => Date.now() }, fakeElection() as unknown as LeaderElection);
    const never = counting('never', 'every-instance', (c) => c.reminderRunner);
    late.register(never.job);
    late.hold();
    late.onApplicationBootstrap();
    await late.onModuleDestroy();
    late.release();
    await jest.advanceTimersByTimeAsync(3000);
    expect(never.seen).toEqual([]);
  });

  it('starts the enabled jobs at start-up, each on its own rounds; a disabled one runs only by hand', async () => {
    const election = fakeElection();
    const jobs = new JobRegistry(config, { now: () => Date.now() }, election as unknown as LeaderElection);
    const on = counting('on', 'every-instance', (c) => c.reminderRunner);
    const off = counting('off', 'every-instance', (c) => c.exportRunner);
    jobs.register(on.job);
    jobs.register(off.job);
    expect(() => jobs.register(on.job)).toThrow('job on is registered twice');
    jobs.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(2500);
    expect(on.seen.map((r) => r.nowMs)).toEqual([0, 1000, 2000]);
    expect(off.seen).toEqual([]);
    expect(await jobs.runOnce(off.job.name, 42, { batchSize: 2 })).toBe(1);
    expect(off.seen).toEqual([{ nowMs: 42, batchSize: 2 }]);
    expect(election.campaigns).toBe(0); // no leader job: no election
    await jobs.onModuleDestroy();
    await jest.advanceTimersByTimeAsync(5000);
    expect(on.seen).toHaveLength(3);
  });

  it('wake: a round of that job now rather than at its next poll', async () => {
    const jobs = new JobRegistry(config, { now: () => Date.now() }, fakeElection() as unknown as LeaderElection);
    const a = counting('a', 'every-instance', () => true, 60_000);
    jobs.register(a.job);
    jobs.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(100);
    jobs.wake('a');
    await jest.advanceTimersByTimeAsync(1);
    expect(a.seen.map((r) => r.nowMs)).toEqual([0, 100]);
    await jobs.onModuleDestroy();
  });

  it('a leader job campaigns and runs only while this instance leads', async () => {
    const election = fakeElection();
    const jobs = new JobRegistry(config, { now: () => Date.now() }, election as unknown as LeaderElection);
    const sender = counting('sender', 'leader', () => true);
    jobs.register(sender.job);
    jobs.onApplicationBootstrap();
    expect(election.campaigns).toBe(1);
    await jest.advanceTimersByTimeAsync(3000);
    expect(sender.seen).toEqual([]);
    election.set(true);
    await jest.advanceTimersByTimeAsync(1500);
    expect(sender.seen.map((r) => r.nowMs)).toEqual([3000, 4000]);
    election.set(false);
    await jest.advanceTimersByTimeAsync(5000);
    expect(sender.seen).toHaveLength(2);
    await jobs.onModuleDestroy();
  });
});

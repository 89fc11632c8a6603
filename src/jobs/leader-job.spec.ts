import { LeaderJob, type LeadSource } from './leader-job';

/** A lead that the test hands out and takes back. */
function fakeLead(): LeadSource & { set(leading: boolean): void } {
  let leading = false;
  const listeners = new Set<(l: boolean) => void>();
  return {
    isLeader: () => leading,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(l) {
      leading = l;
      for (const listener of listeners) listener(l);
    },
  };
}

describe('LeaderJob', () => {
  const errors: string[] = [];
  const logger = { error: (m: string) => errors.push(m) };

  beforeEach(() => {
    jest.useFakeTimers();
    errors.length = 0;
  });
  afterEach(() => jest.useRealTimers());

  it('runs rounds only while leading, the first one a set delay after taking the lead, then as each round asks', async () => {
    const lead = fakeLead();
    const at: number[] = [];
    const start = Date.now();
    const job = new LeaderJob(
      'test',
      lead,
      () => {
        at.push(Date.now() - start);
        return Promise.resolve(300);
      },
      logger,
      { firstRoundDelayMs: 1000 },
    ).start();
    await jest.advanceTimersByTimeAsync(5000);
    expect(at).toEqual([]); // another instance leads

    lead.set(true); // at 5000
    await jest.advanceTimersByTimeAsync(999);
    expect(at).toEqual([]);
    await jest.advanceTimersByTimeAsync(700);
    expect(at).toEqual([6000, 6300, 6600]);

    lead.set(false);
    await jest.advanceTimersByTimeAsync(5000);
    expect(at).toHaveLength(3);
    await job.stop();
  });

  it('never runs two rounds at once, even when the lead comes back during a round', async () => {
    const lead = fakeLead();
    let running = 0;
    let most = 0;
    let release: () => void = () => undefined;
    const job = new LeaderJob(
      'test',
      lead,
      async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => (release = resolve));
        running--;
        return 100;
      },
      logger,
    ).start();
    lead.set(true);
    await jest.advanceTimersByTimeAsync(0);
    expect(running).toBe(1);
    lead.set(false);
    lead.set(true);
    await jest.advanceTimersByTimeAsync(500);
    expect(most).toBe(1);
    release();
    await jest.advanceTimersByTimeAsync(100);
    expect(running).toBe(1); // the next round, after the first ended
    release();
    await job.stop();
    expect(most).toBe(1);
  });

  it('a round that throws is logged and retried after the error delay; stop() waits for the running round', async () => {
    const lead = fakeLead();
    lead.set(true);
    let calls = 0;
    let finished = false;
    const job = new LeaderJob(
      'sender',
      lead,
      async () => {
        calls++;
        if (calls === 1) throw new Error('database gone');
        await new Promise((resolve) => setTimeout(resolve, 50));
        finished = true;
        return 10_000;
      },
      logger,
      { errorDelayMs: 2000 },
    ).start();
    await jest.advanceTimersByTimeAsync(0);
    expect(errors).toEqual(['sender: round failed: database gone']);
    await jest.advanceTimersByTimeAsync(1999);
    expect(calls).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    const stopped = job.stop();
    await jest.advanceTimersByTimeAsync(50);
    await stopped;
    expect(finished).toBe(true);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(calls).toBe(2);
  });
});

import { RoundLoop } from './round-loop';

/** A loop whose rounds answer the delays given, in turn (an Error is thrown), recording when each ran. */
function loopOf(delays: (number | Error)[], errorDelayMs = 500) {
  const ran: number[] = [];
  const errors: string[] = [];
  let started = 0;
  const loop = new RoundLoop(
    'test',
    () => {
      ran.push(Date.now() - started);
      const next = delays.shift() ?? 10_000;
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    },
    { error: (m) => errors.push(m) },
    () => errorDelayMs,
  );
  return {
    loop,
    ran,
    errors,
    begin() {
      started = Date.now();
      loop.start();
    },
  };
}

describe('a background round loop', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('runs a round at once, then each next one after the delay the last returned', async () => {
    const l = loopOf([100, 0, 300]);
    l.begin();
    // a delay of 0 is a timer of 0, which Node runs 1 ms later
    await jest.advanceTimersByTimeAsync(400);
    expect(l.ran).toEqual([0, 100, 101]);
    await jest.advanceTimersByTimeAsync(1);
    expect(l.ran).toEqual([0, 100, 101, 401]);
    await l.loop.stop();
  });

  it('after a round that threw: logs it and waits the error delay', async () => {
    const l = loopOf([new Error('db down'), 50], 500);
    l.begin();
    await jest.advanceTimersByTimeAsync(499);
    expect(l.ran).toEqual([0]);
    expect(l.errors).toEqual(['test round failed: db down']);
    await jest.advanceTimersByTimeAsync(1);
    expect(l.ran).toEqual([0, 500]);
    await l.loop.stop();
  });

  it('wake: a round now when idle, right after the running one when busy', async () => {
    const l = loopOf([1000, 1000, 1000]);
    l.begin();
    await jest.advanceTimersByTimeAsync(200);
    l.loop.wake();
    await jest.advanceTimersByTimeAsync(0);
    expect(l.ran).toEqual([0, 200]);
    await l.loop.stop();
  });

  it('wake during a round: the next one follows it at once instead of after its delay', async () => {
    let finish!: () => void;
    const ran: number[] = [];
    const loop = new RoundLoop(
      'slow',
      () => {
        ran.push(Date.now());
        return ran.length === 1 ? new Promise<number>((r) => (finish = () => r(1000))) : Promise.resolve(1000);
      },
      { error: () => undefined },
      () => 500,
    );
    loop.start();
    await jest.advanceTimersByTimeAsync(50);
    loop.wake(); // the first round is still running
    finish();
    await jest.advanceTimersByTimeAsync(5);
    expect(ran).toHaveLength(2); // without the wake, the second round would come at 1050
    expect(ran[1]).toBeLessThanOrEqual(51);
    await loop.stop();
  });

  it('stop: nothing runs after it, and a second start runs again', async () => {
    const l = loopOf([100, 100, 100]);
    l.begin();
    await jest.advanceTimersByTimeAsync(0);
    await l.loop.stop();
    await jest.advanceTimersByTimeAsync(1000);
    expect(l.ran).toEqual([0]);
    l.loop.wake();
    await jest.advanceTimersByTimeAsync(1000);
    expect(l.ran).toEqual([0]);
    l.loop.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(l.ran).toHaveLength(2);
    await l.loop.stop();
  });
});

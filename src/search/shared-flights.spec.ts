import { SharedFlights } from './shared-flights';

/** A promise and the hands that settle it: the test decides when a computation lands. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

const always = () => true;

describe('identical questions at the same time share one computation', () => {
  it('the requests that arrived before a computation started share it: it runs once', async () => {
    const flights = new SharedFlights<string>();
    const gate = deferred<string>();
    const compute = jest.fn(() => gate.promise);
    const arrivals = [flights.arrive(), flights.arrive(), flights.arrive()];
    const answers = Promise.all(arrivals.map((a) => flights.share('q', a, always, compute)));
    gate.resolve('answer');
    expect(await answers).toEqual(['answer', 'answer', 'answer']);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('a request that arrived after a computation started never gets its answer: it looks again once it landed', async () => {
    const flights = new SharedFlights<string>();
    const gate = deferred<string>();
    const first = flights.share('q', flights.arrive(), always, () => gate.promise);
    // arrives after the first computation started (say, right after its client booked something)
    const later = flights.share('q', flights.arrive(), always, () => Promise.resolve('never flown'));
    gate.resolve('read before the booking');
    expect(await first).toBe('read before the booking');
    expect(await later).toBeNull();
    // looking again, nothing is in flight: it computes its own
    expect(await flights.share('q', flights.arrive(), always, () => Promise.resolve('read after'))).toBe('read after');
  });

  it('a failure goes to those who shared the computation, and the next request computes afresh', async () => {
    const flights = new SharedFlights<string>();
    const gate = deferred<string>();
    const [a, b] = [flights.arrive(), flights.arrive()];
    const shared = [
      flights.share('q', a, always, () => gate.promise),
      flights.share('q', b, always, () => gate.promise),
    ];
    const older = flights.share('q', flights.arrive(), always, () => gate.promise);
    gate.reject(new Error('statement timeout'));
    for (const s of shared) await expect(s).rejects.toThrow('statement timeout');
    expect(await older).toBeNull();
    const compute = jest.fn(() => Promise.resolve('fresh'));
    expect(await flights.share('q', flights.arrive(), always, compute)).toBe('fresh');
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('nothing in flight, but the kept answer changed since the request looked: it looks again', async () => {
    const flights = new SharedFlights<string>();
    const compute = jest.fn(() => Promise.resolve('recomputed'));
    expect(await flights.share('q', flights.arrive(), () => false, compute)).toBeNull();
    expect(compute).not.toHaveBeenCalled();
  });

  it('different questions do not share', async () => {
    const flights = new SharedFlights<string>();
    const [a, b] = [flights.arrive(), flights.arrive()];
    const answers = await Promise.all([
      flights.share('q1', a, always, () => Promise.resolve('one')),
      flights.share('q2', b, always, () => Promise.resolve('two')),
    ]);
    expect(answers).toEqual(['one', 'two']);
  });
});

/**
 * Identical questions asked at the same time share one computation of their answer (a flight), so that a
 * crowd asking what nobody keeps yet costs the database one computation, not one per request. A request
 * shares only a flight that started after it arrived: its client may have just written something the
 * answer reads (a booking), and a computation whose reads began before that request arrived may not have
 * seen it. A request that finds an older flight waits for it to land and looks again: the answer that
 * flight kept is then checked by a version the request reads itself, or another waiter's newer flight is
 * shared. A flight's failure goes to those who shared it; the next request computes afresh.
 */
export class SharedFlights<T> {
  /** The order of arrivals and starts (a counter: only which came first matters). */
  private tick = 0;
  private readonly flying = new Map<string, { start: number; landed: Promise<T> }>();

  /** A request's arrival, taken before it reads anything. */
  arrive(): number {
    return ++this.tick;
  }

  /**
   * What the flights of `key` offer a request that arrived at `arrival`: the answer of one that started
   * after it ('shared'), nothing in flight ('none': the request flies its own), or, once an older flight
   * landed, 'again' (the request looks at the kept answer again).
   */
  async join(key: string, arrival: number): Promise<{ shared: T } | 'none' | 'again'> {
    const flight = this.flying.get(key);
    if (!flight) return 'none';
    if (flight.start > arrival) return { shared: await flight.landed };
    await flight.landed.then(noop, noop);
    return 'again';
  }

  /** `compute` for `key`, shared by the requests that arrived before it starts and join it while it flies. */
  fly(key: string, compute: () => Promise<T>): Promise<T> {
    const flight = { start: ++this.tick, landed: compute() };
    this.flying.set(key, flight);
    const land = () => {
      if (this.flying.get(key) === flight) this.flying.delete(key);
    };
    flight.landed.then(land, land);
    return flight.landed;
  }
}

const noop = () => undefined;

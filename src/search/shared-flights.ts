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
   * The answer of `key` for a request that arrived at `arrival`: that of the flight in progress when it started
   * after the request arrived, else of `compute` flown now when none is in progress, else (an older one in
   * progress) null once that one landed, and the request looks at the kept answer again; null too when
   * `unchanged()` (is the kept answer the one the request looked at?) says a flight kept another meanwhile.
   * Nothing is awaited between looking for a flight and starting one: two requests never fly one key at once.
   */
  async share(key: string, arrival: number, unchanged: () => boolean, compute: () => Promise<T>): Promise<T | null> {
    const flight = this.flying.get(key);
    if (!flight) return unchanged() ? this.fly(key, compute) : null;
    if (flight.start > arrival) return flight.landed;
    await flight.landed.then(noop, noop);
    return null;
  }

  private fly(key: string, compute: () => Promise<T>): Promise<T> {
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

/** Where "now" comes from: the system clock in the app, a fixed instant in tests (`app.get(CLOCK)`). */
export const CLOCK = Symbol('CLOCK');

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }
}

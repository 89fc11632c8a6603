import type { ICalDayJsStub } from 'ical-generator';
import { formatInstant } from '../../time-core/zone';

/**
 * An instant in the shape ical-generator accepts for dayjs dates. ical-generator writes a zoned
 * DTSTART/DTEND (TZID=<zone>) from `tz(zone).format(...)`; given a plain Date it would read the Date's
 * local getters, i.e. the server process's zone, and write the wrong wall-clock time. The zone
 * arithmetic stays ours (src/time-core/zone.ts), so no date library is needed.
 */
export class IcalInstant implements ICalDayJsStub {
  constructor(
    readonly ms: number,
    private readonly zone = 'UTC',
  ) {}

  tz(zone?: string): IcalInstant {
    return new IcalInstant(this.ms, zone ?? this.zone);
  }

  utc(): IcalInstant {
    return new IcalInstant(this.ms, 'UTC');
  }

  isValid(): boolean {
    return Number.isFinite(this.ms);
  }

  toDate(): Date {
    return new Date(this.ms);
  }

  toJSON(): string {
    return new Date(this.ms).toISOString();
  }

  /** The two patterns ical-generator asks for: 'YYYYMMDD' and 'HHmmss' (wall-clock time in the zone). */
  format(pattern = 'YYYYMMDD'): string {
    const iso = formatInstant(this.ms, this.zone); // 2026-12-01T09:00:00+03:00
    if (pattern === 'YYYYMMDD') return iso.slice(0, 10).replace(/-/g, '');
    if (pattern === 'HHmmss') return iso.slice(11, 19).replace(/:/g, '');
    throw new Error(`IcalInstant cannot format "${pattern}"`);
  }
}

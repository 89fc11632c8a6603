import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Time a booking gave back: a cancelled booking's range, or a moved booking's old range (epoch ms). */
export interface FreedTime {
  masterId: number;
  appointmentId: number;
  startMs: number;
  endMs: number;
}

/** Runs inside the change's transaction (use `m`, never the data source). */
export type FreedTimeListener = (m: EntityManager, freed: FreedTime) => Promise<void>;

/**
 * What other modules hear about bookings, without the appointments module knowing them (the waitlist
 * registers here at start; importing it back would be a cycle). Listeners run in the transaction of the
 * change, each under a savepoint: a failing listener is logged and undone, the change itself stands.
 */
@Injectable()
export class AppointmentEvents {
  private readonly logger = new Logger('AppointmentEvents');
  private readonly freedListeners: FreedTimeListener[] = [];

  onTimeFreed(listener: FreedTimeListener): void {
    this.freedListeners.push(listener);
  }

  async timeFreed(m: EntityManager, freed: FreedTime): Promise<void> {
    for (const listener of this.freedListeners) {
      await m.query('SAVEPOINT time_freed');
      try {
        await listener(m, freed);
        await m.query('RELEASE SAVEPOINT time_freed');
      } catch (e) {
        await m.query('ROLLBACK TO SAVEPOINT time_freed');
        this.logger.error(
          `time freed by appointment ${freed.appointmentId}: ${e instanceof Error ? e.stack : String(e)}`,
        );
      }
    }
  }
}

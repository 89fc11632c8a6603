import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Time a booking gave back: a cancelled booking's range, or a moved booking's old range (epoch ms). */
export interface FreedTime {
  masterId: number;
  appointmentId: number;
  startMs: number;
  endMs: number;
  /** The group session a cancelled seat was of (a freed seat, not freed time), else null. */
  sessionId?: number | null;
}

/** Runs inside the change's transaction (use `m`, never the data source). */
export type FreedTimeListener = (m: EntityManager, freed: FreedTime) => Promise<void>;

/** A booking its master's side marked a no-show: by whom (a user id) and when (epoch ms). */
export interface NoShowMark {
  appointmentId: number;
  markedBy: number;
  atMs: number;
}

/** Runs inside the mark's transaction (use `m`, never the data source). */
export type NoShowListener = (m: EntityManager, mark: NoShowMark) => Promise<void>;

/**
 * What other modules hear about bookings, without the appointments module knowing them (the waitlist
 * and the reviews register here at start; importing it back would be a cycle). Listeners run in the transaction of the
 * change, each under a savepoint: a failing listener is logged and undone, the change itself stands.
 */
@Injectable()
export class AppointmentEvents {
  private readonly logger = new Logger('AppointmentEvents');
  private readonly freedListeners: FreedTimeListener[] = [];
  private readonly noShowListeners: NoShowListener[] = [];

  onTimeFreed(listener: FreedTimeListener): void {
    this.freedListeners.push(listener);
  }

  onNoShow(listener: NoShowListener): void {
    this.noShowListeners.push(listener);
  }

  timeFreed(m: EntityManager, freed: FreedTime): Promise<void> {
    return this.tell(m, this.freedListeners, freed, `time freed by appointment ${freed.appointmentId}`);
  }

  markedNoShow(m: EntityManager, mark: NoShowMark): Promise<void> {
    return this.tell(m, this.noShowListeners, mark, `no-show mark of appointment ${mark.appointmentId}`);
  }

  private async tell<E>(
    m: EntityManager,
    listeners: ((m: EntityManager, event: E) => Promise<void>)[],
    event: E,
    what: string,
  ): Promise<void> {
    for (const listener of listeners) {
      await m.query('SAVEPOINT appointment_event');
      try {
        await listener(m, event);
        await m.query('RELEASE SAVEPOINT appointment_event');
      } catch (e) {
        await m.query('ROLLBACK TO SAVEPOINT appointment_event');
        this.logger.error(`${what}: ${e instanceof Error ? e.stack : String(e)}`);
      }
    }
  }
}

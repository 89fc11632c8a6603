import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { ClockInterval } from '../schedule-pattern';

/** One date's own intervals (master's local date); an empty list is a day off. */
@Entity('schedule_overrides')
export class ScheduleOverride {
  @PrimaryColumn({ type: 'int' })
  masterId: number;

  /** The master's local date. Read it as `date::text` in SQL: drivers turn a date into a local-midnight Date. */
  @PrimaryColumn({ type: 'date' })
  date: string;

  @Column({ type: 'jsonb' })
  intervals: ClockInterval[];

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { StoredPattern } from '../schedule-pattern';

/** A master's working time and booking rules; no row: not configured yet (defaults, no slots). */
@Entity('master_schedules')
export class MasterSchedule {
  @PrimaryColumn({ type: 'int' })
  masterId: number;

  /** IANA zone; every local time of the pattern and overrides is in it. */
  @Column({ type: 'varchar' })
  timeZone: string;

  /** As the API writes it: { type: 'weekly', week: { mon: [['09:00','18:00']], ... } } or a cycle. */
  @Column({ type: 'jsonb' })
  pattern: StoredPattern;

  @Column({ type: 'int', nullable: true })
  slotStepMinutes: number | null;

  @Column({ type: 'int', default: 60 })
  minNoticeMinutes: number;

  @Column({ type: 'int', default: 60 })
  horizonDays: number;

  @Column({ type: 'int', default: 0 })
  bufferMinutes: number;

  @Column({ type: 'int', default: 3 })
  cancelCutoffHours: number;

  /** Reminder lead times in minutes ([] = none); the appointments' reminders follow them (migration 1763940000000). */
  @Column({ type: 'int', array: true, default: () => "'{1440,120}'" })
  reminderMinutes: number[];

  /** 'HH:MM' local: when the day's agenda is sent to the master; null = off. */
  @Column({ type: 'varchar', length: 5, nullable: true })
  agendaTime: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

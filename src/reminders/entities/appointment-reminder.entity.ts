import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type ReminderStatus = 'pending' | 'sent' | 'skipped';

/**
 * One reminder of one appointment at one lead time. Planned by database triggers (migration 1763940000000)
 * when a booking is made, moved or the master's lead times change; sent once by the reminder runner.
 * `startsAt` is the appointment's start the reminder was planned for: a moved booking's old rows never fire.
 */
@Entity('appointment_reminders')
export class AppointmentReminder {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'int' })
  appointmentId: number;

  @Column({ type: 'int' })
  leadMinutes: number;

  @Column({ type: 'timestamptz' })
  dueAt: Date;

  @Column({ type: 'timestamptz' })
  startsAt: Date;

  @Column({ type: 'varchar', default: 'pending' })
  status: ReminderStatus;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /** Why a claimed row was not sent (cancelled, moved, started). */
  @Column({ type: 'varchar', nullable: true })
  skipReason: string | null;
}

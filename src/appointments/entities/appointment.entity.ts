import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { decimalNumber } from '../../database/column-transformers';

export type AppointmentStatus = 'planned' | 'completed' | 'cancelled';

/**
 * A booked slot. The database refuses two live (not cancelled) appointments of one master whose occupied
 * ranges [startsAt, occupiedUntil) overlap.
 */
@Entity('appointments')
export class Appointment {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  masterId: number;

  @Column({ type: 'int', nullable: true })
  clientId: number | null;

  @Column({ type: 'int', nullable: true })
  organizationId: number | null;

  @Column({ type: 'int', nullable: true })
  serviceId: number | null;

  @Column({ type: 'varchar', nullable: true })
  clientName: string | null;

  @Column({ type: 'varchar', nullable: true })
  clientPhone: string | null;

  @Column({ type: 'timestamptz' })
  startsAt: Date;

  @Column({ type: 'timestamptz' })
  endsAt: Date;

  /**
   * The end plus the master's rest buffer at booking time: what the no-overlap constraint holds. Left out
   * on insert, the database sets it to endsAt (migration 1763920000000).
   */
  @Column({ type: 'timestamptz' })
  occupiedUntil: Date;

  @Column({ type: 'varchar', default: 'planned' })
  status: AppointmentStatus;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: decimalNumber })
  price: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

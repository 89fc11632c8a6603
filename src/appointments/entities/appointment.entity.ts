import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { decimalNumber } from '../../database/column-transformers';

/** planned; confirmed (the client said they will come); completed; no_show; cancelled (see cancelledBy). */
export type { AppointmentStatus } from '../appointments.contract';
import type { AppointmentStatus } from '../appointments.contract';

/** Who cancelled: the client, the master, or the organization's owner or an admin. */
export type CancelledBy = 'client' | 'master' | 'organization';

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

  /** The client's note to the master (or the staff's, on a manual booking). */
  @Column({ type: 'text', nullable: true })
  comment: string | null;

  @Column({ type: 'varchar', nullable: true })
  cancelledBy: CancelledBy | null;

  @Column({ type: 'text', nullable: true })
  cancelReason: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  /** Who made the row: the client, or the master, owner or admin for a manual booking. */
  @Column({ type: 'int', nullable: true })
  createdBy: number | null;

  /** The client's key for a retried POST: unique per client (migration 1763930000000). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  idempotencyKey: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { decimalNumber } from '../../database/column-transformers';

export type AppointmentStatus = 'planned' | 'completed' | 'cancelled';

/** A booked slot. The database refuses two live (not cancelled) overlapping slots of one master. */
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

  @Column({ type: 'varchar', default: 'planned' })
  status: AppointmentStatus;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: decimalNumber })
  price: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

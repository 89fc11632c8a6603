import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { decimalNumber } from '../../database/column-transformers';

/** A bookable service of an organization (organizationId) or of an independent master (masterId). */
@Entity('services')
export class Service {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar' })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'int', nullable: true })
  durationMinutes: number | null;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: decimalNumber })
  price: number | null;

  @Column({ type: 'varchar', nullable: true })
  category: string | null;

  @Column({ type: 'varchar', nullable: true })
  depositType: 'fixed' | 'percent' | null;

  @Column({ type: 'int', nullable: true })
  depositValue: number | null;

  /** Seats of one session (null or 1: a one-client service). */
  @Column({ type: 'int', nullable: true })
  capacity: number | null;

  @Column({ type: 'int', nullable: true })
  minParticipants: number | null;

  @Column({ type: 'int', default: 12 })
  minCheckHours: number;

  @Column({ type: 'int', nullable: true })
  organizationId: number | null;

  @Column({ type: 'int', nullable: true })
  masterId: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

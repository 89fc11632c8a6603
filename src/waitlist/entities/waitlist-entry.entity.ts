import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** active: waiting; left: the client left the list; fulfilled: the client took an offered time. */
export type WaitlistStatus = 'active' | 'left' | 'fulfilled';

/**
 * A client waiting for a master's service on the master's dates fromDate..toDate (both included). The
 * database refuses two active entries of one client for one master and service whose dates overlap
 * (migration 1763950000000).
 */
@Entity('waitlist_entries')
export class WaitlistEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  clientId: number;

  @Column({ type: 'int' })
  masterId: number;

  @Column({ type: 'int' })
  serviceId: number;

  /** The service's organization; null for an independent master's own service. */
  @Column({ type: 'int', nullable: true })
  organizationId: number | null;

  /** 'YYYY-MM-DD' in the master's zone. */
  @Column({ type: 'date' })
  fromDate: string;

  @Column({ type: 'date' })
  toDate: string;

  @Column({ type: 'varchar', default: 'active' })
  status: WaitlistStatus;

  /** The booking that fulfilled it. */
  @Column({ type: 'int', nullable: true })
  appointmentId: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** sent: the client was told and may take it; taken: they booked it; gone: someone else did, or it passed. */
export type WaitlistOfferStatus = 'sent' | 'taken' | 'gone';

/**
 * A freed start offered to one waitlist entry. Offered once per entry and start (a gone offer may be
 * offered again when the time frees up once more). [startsAt, occupiedUntil) is what the booking would
 * hold (the service's duration plus the master's buffer): a taken offer makes every other sent offer
 * of the master that overlaps it gone.
 */
@Entity('waitlist_offers')
export class WaitlistOffer {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  entryId: number;

  @Column({ type: 'int' })
  masterId: number;

  @Column({ type: 'timestamptz' })
  startsAt: Date;

  @Column({ type: 'timestamptz' })
  occupiedUntil: Date;

  @Column({ type: 'varchar', default: 'sent' })
  status: WaitlistOfferStatus;

  @Column({ type: 'int', nullable: true })
  appointmentId: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

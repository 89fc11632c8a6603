import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A master's daily agenda: due at `nextDueAt` (their agenda_time in their zone); no row = off. */
@Entity('master_agendas')
export class MasterAgenda {
  @PrimaryColumn({ type: 'int' })
  masterId: number;

  @Column({ type: 'timestamptz' })
  nextDueAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastSentAt: Date | null;
}

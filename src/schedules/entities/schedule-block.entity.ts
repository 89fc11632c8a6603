import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A busy period of a master on specific instants (a training, a personal errand), with a note. */
@Entity('schedule_blocks')
export class ScheduleBlock {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  masterId: number;

  @Column({ type: 'timestamptz' })
  startsAt: Date;

  @Column({ type: 'timestamptz' })
  endsAt: Date;

  @Column({ type: 'varchar', nullable: true })
  note: string | null;

  /** The series this block is an occurrence of (schedule_block_series), else null. */
  @Column({ type: 'int', nullable: true })
  seriesId: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

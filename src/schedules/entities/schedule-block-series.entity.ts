import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A master's recurring block: an RRULE from a first start, each occurrence `durationMinutes` long at the
 * same wall-clock time in `timeZone`; the starts removed one by one are `exdates` (epoch ms). Each
 * occurrence is also a schedule_blocks row with its seriesId.
 */
@Entity('schedule_block_series')
export class ScheduleBlockSeries {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  masterId: number;

  @Column({ type: 'varchar' })
  rrule: string;

  @Column({ type: 'timestamptz' })
  firstStartsAt: Date;

  @Column({ type: 'int' })
  durationMinutes: number;

  @Column({ type: 'varchar' })
  timeZone: string;

  @Column({ type: 'varchar', nullable: true })
  note: string | null;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  exdates: number[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

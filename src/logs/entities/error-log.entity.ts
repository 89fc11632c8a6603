import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintNumber } from '../../database/column-transformers';

/** A client-side error reported by the mini app. */
@Entity('error_logs')
export class ErrorLog {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'bigint', nullable: true, transformer: bigintNumber })
  telegramId: number | null;

  /** What the client said its Telegram id was (unverified text); telegramId is only set from valid init data. */
  @Column({ type: 'varchar', nullable: true })
  reportedTelegramId: string | null;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'text', nullable: true })
  context: string | null;

  @Column({ type: 'text', nullable: true })
  stack: string | null;

  @Column({ type: 'text', nullable: true })
  response: string | null;

  @Column({ type: 'int', nullable: true })
  status: number | null;

  @Column({ type: 'text', nullable: true })
  url: string | null;

  @Column({ type: 'varchar', nullable: true })
  clientTimestamp: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintNumber } from '../../database/column-transformers';

/** 'held': written with the change but not to be sent yet (an export's file is still being made). */
export type OutboxStatus = 'held' | 'pending' | 'sending' | 'sent' | 'failed' | 'undeliverable';

/** A notice for one Telegram chat, written in the same transaction as the change it reports;
 *  the bot's delivery worker sends it (kind + payload are rendered in the recipient's language). */
@Entity('outbox_messages')
export class OutboxMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'bigint', transformer: bigintNumber })
  chatId: number;

  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @Column({ type: 'varchar' })
  kind: string;

  @Column({ type: 'jsonb', default: () => "'{}'::jsonb" })
  payload: Record<string, unknown>;

  @Column({ type: 'varchar', default: 'pending' })
  status: OutboxStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** grammY session / conversation state, kept in the database so restarts lose nothing. */
@Entity('bot_sessions')
export class BotSession {
  @PrimaryColumn({ type: 'varchar' })
  key: string;

  @Column({ type: 'jsonb' })
  value: unknown;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { bigintNumber } from '../../database/column-transformers';

/** update_ids the webhook already handled, so a redelivered update has one side effect. */
@Entity('processed_updates')
export class ProcessedUpdate {
  @PrimaryColumn({ type: 'bigint', transformer: bigintNumber })
  updateId: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

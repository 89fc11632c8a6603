import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A user's one conversation with the platform's support. */
@Entity('support_conversations')
export class SupportConversation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', unique: true })
  userId: number;

  @Column({ type: 'timestamptz', nullable: true })
  lastMessageAt: Date | null;

  /** The user's last message has no reply yet. */
  @Column({ type: 'boolean', default: false })
  awaitingReply: boolean;

  /** The bot takes the user's text messages as messages to support until then (after /support). */
  @Column({ type: 'timestamptz', nullable: true })
  chatModeUntil: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type SupportAuthor = 'user' | 'support';

/** One message of a support conversation: the user's, or a reply from /admin. */
@Entity('support_messages')
export class SupportMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  conversationId: number;

  @Column({ type: 'varchar' })
  author: SupportAuthor;

  @Column({ type: 'varchar', length: 4000 })
  text: string;

  @Column({ type: 'timestamptz' })
  createdAt: Date;
}

import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { bigintNumber } from '../../database/column-transformers';

export type UserType = 'client' | 'master' | 'organization';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'bigint', unique: true, transformer: bigintNumber })
  telegramId: number;

  @Column({ type: 'varchar', nullable: true })
  username: string | null;

  @Column({ type: 'varchar', nullable: true })
  languageCode: string | null;

  @Column({ type: 'varchar' })
  firstName: string;

  @Column({ type: 'varchar', nullable: true })
  lastName: string | null;

  @Column({ type: 'varchar', nullable: true })
  phone: string | null;

  /** Set when the phone came from the user's own Telegram contact (bot /phone). */
  @Column({ type: 'boolean', default: false })
  phoneVerified: boolean;

  @Column({ type: 'varchar', nullable: true })
  email: string | null;

  @Column({ type: 'varchar' })
  userType: UserType;

  @Column({ type: 'boolean', default: false })
  isBlocked: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  /**
   * What the admin search matches: every searchable field in lower case, one per line. PostgreSQL writes
   * it (migration 1763810000000, same expression); never read with the user.
   */
  @Column({
    type: 'text',
    nullable: true,
    select: false,
    insert: false,
    update: false,
    generatedType: 'STORED',
    asExpression: `lower(first_name || ' ' || COALESCE(last_name, '') || E'\\n' || COALESCE(phone, '') || E'\\n'
      || COALESCE(email, '') || E'\\n' || COALESCE(username, '') || E'\\n' || telegram_id::text)`,
  })
  searchText?: string | null;
}

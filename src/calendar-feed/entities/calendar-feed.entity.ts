import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A master's calendar subscription: the secret token of their feed URL (migration 1763960000000). */
@Entity('calendar_feeds')
export class CalendarFeed {
  @PrimaryColumn({ type: 'int' })
  masterId: number;

  /** 32 random bytes, base64url (43 characters); the feed URL is /api/calendar-feed/<token>.ics. */
  @Column({ type: 'varchar', length: 64, unique: true })
  token: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  /** When the token was last replaced (null: never). */
  @Column({ type: 'timestamptz', nullable: true })
  rotatedAt: Date | null;
}

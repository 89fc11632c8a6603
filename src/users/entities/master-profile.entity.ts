import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity';

export type CalendarType = 'internal' | 'google' | 'apple';

/** What makes a user a master: category, specialization and (independent masters) a deep link. */
@Entity('master_profiles')
export class MasterProfile {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', unique: true })
  userId: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', nullable: true })
  category: string | null;

  @Column({ type: 'varchar', nullable: true })
  customCategory: string | null;

  @Column({ type: 'varchar', nullable: true })
  specialization: string | null;

  @Column({ type: 'varchar', nullable: true })
  address: string | null;

  @Column({ type: 'double precision', nullable: true })
  latitude: number | null;

  @Column({ type: 'double precision', nullable: true })
  longitude: number | null;

  @Column({ type: 'text', nullable: true })
  about: string | null;

  @Column({ type: 'varchar', default: 'internal' })
  calendarType: CalendarType;

  @Column({ type: 'varchar', nullable: true })
  googleCalendarEmail: string | null;

  @Column({ type: 'varchar', nullable: true })
  appleCalendarId: string | null;

  /** Independent master's public link: t.me/<bot>?start=master_<deepLink>. */
  @Column({ type: 'varchar', nullable: true, unique: true })
  deepLink: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

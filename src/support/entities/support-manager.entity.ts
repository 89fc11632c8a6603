import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** The personal manager of one business (an organization, or an independent master): gets its conversations. */
@Entity('support_managers')
export class SupportManager {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', nullable: true, unique: true })
  organizationId: number | null;

  @Column({ type: 'int', nullable: true, unique: true })
  masterId: number | null;

  @Column({ type: 'int' })
  managerUserId: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { User } from '../../users/entities/user.entity';

export type MemberRole = 'master' | 'admin';

/** A master or administrator inside an organization. Masters get a master_code for org_master_ links. */
@Entity('organization_members')
export class OrganizationMember {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  organizationId: number;

  @Column({ type: 'int' })
  userId: number;

  // named, not imported: an entity folder is private to its resource (the registry resolves the name)
  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar' })
  role: MemberRole;

  @Column({ type: 'varchar', nullable: true, unique: true })
  masterCode: string | null;

  @Column({ type: 'boolean', default: false })
  isBlocked: boolean;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  joinedAt: Date;
}

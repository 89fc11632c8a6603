import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type RoleType = 'client' | 'master' | 'organization' | 'organization_admin' | 'organization_master';

/** Every role a user holds, the primary user_type included. Organization roles name the organization. */
@Entity('user_roles')
export class UserRole {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar' })
  roleType: RoleType;

  @Column({ type: 'int', nullable: true })
  organizationId: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

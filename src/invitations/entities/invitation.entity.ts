import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type InvitationRole = 'master' | 'admin';
/** pending -> confirmed (a registered user accepted, owner decides) -> accepted | rejected.
 *  A new user registering through the link goes straight to accepted. Cancel by owner: rejected. */
export type InvitationStatus = 'pending' | 'confirmed' | 'accepted' | 'rejected';

@Entity('invitations')
export class Invitation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  organizationId: number;

  @Column({ type: 'varchar' })
  role: InvitationRole;

  @Column({ type: 'varchar', default: 'pending' })
  status: InvitationStatus;

  /** Link code: t.me/<bot>?start=invite_<deepLinkCode>. */
  @Column({ type: 'varchar', unique: true })
  deepLinkCode: string;

  @Column({ type: 'int' })
  createdById: number;

  /** The user who accepted (or registered through) the invitation. */
  @Column({ type: 'int', nullable: true })
  invitedUserId: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Limits an organization master to some of the organization's services; no row: all of them. */
@Entity('organization_master_services')
export class OrganizationMasterServices {
  @PrimaryColumn({ type: 'int' })
  organizationId: number;

  @PrimaryColumn({ type: 'int' })
  masterId: number;

  @Column({ type: 'int', array: true })
  serviceIds: number[];

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

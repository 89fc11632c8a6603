import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A client's review of one visit (one per booking). The service writes it with SQL; the entity documents
 * the columns. `visible` is computed by the database: not hidden by the moderator, and not of a visit a
 * no-show mark hid before such marks went to moderation instead (`visit_no_show` is only ever cleared now).
 */
@Entity('reviews')
export class Review {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', unique: true })
  appointmentId: number;

  @Column({ type: 'int' })
  authorId: number;

  @Column({ type: 'int' })
  masterId: number;

  @Column({ type: 'int', nullable: true })
  organizationId: number | null;

  @Column({ type: 'smallint' })
  rating: number;

  @Column({ type: 'text', nullable: true })
  text: string | null;

  @Column({ type: 'text', nullable: true })
  replyText: string | null;

  @Column({ type: 'int', nullable: true })
  replyAuthorId: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  replyCreatedAt: Date | null;

  @Column({ type: 'boolean', default: false })
  hidden: boolean;

  @Column({ type: 'boolean', default: false })
  visitNoShow: boolean;

  @Column({
    type: 'boolean',
    insert: false,
    update: false,
    generatedType: 'STORED',
    asExpression: 'NOT hidden AND NOT visit_no_show',
  })
  visible: boolean;

  @Column({ type: 'int', default: 0 })
  reportsCount: number;

  @Column({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  updatedAt: Date;
}

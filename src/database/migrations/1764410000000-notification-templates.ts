import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A business's own notification texts: one row per business (an organization, or an independent master),
 * client notice kind (`notice`, the outbox kind it rewrites) and language. The outbox statements read them
 * when they queue a notice. `broken_told_at`: the owner was told the text could not be used (once per text;
 * saving it again clears it).
 */
export class NotificationTemplates1764410000000 implements MigrationInterface {
  name = 'NotificationTemplates1764410000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notification_templates (
        id serial PRIMARY KEY,
        organization_id int REFERENCES organizations(id) ON DELETE CASCADE,
        master_id int REFERENCES users(id) ON DELETE CASCADE,
        notice varchar NOT NULL,
        lang varchar(2) NOT NULL CHECK (lang IN ('ru', 'en')),
        text varchar(4096) NOT NULL CHECK (char_length(text) >= 1),
        broken_told_at timestamptz,
        updated_at timestamptz NOT NULL,
        CONSTRAINT notification_templates_one_business CHECK (num_nonnulls(organization_id, master_id) = 1)
      )`);
    await q.query(`
      CREATE UNIQUE INDEX notification_templates_organization_uq
        ON notification_templates (organization_id, notice, lang) WHERE organization_id IS NOT NULL`);
    await q.query(`
      CREATE UNIQUE INDEX notification_templates_master_uq
        ON notification_templates (master_id, notice, lang) WHERE master_id IS NOT NULL`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notification_templates`);
  }
}

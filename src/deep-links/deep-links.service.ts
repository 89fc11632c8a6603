import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isChoosableLink } from './link-grammar';

/**
 * One namespace for every chosen deep link: independent masters' and organizations' links may not
 * collide, so a link always names one place. The database holds the rule (table deep_links, kept by
 * triggers on master_profiles and organizations, migration 1763900000000); these reads are for answering
 * early, and a write that loses a race fails there (see deep-link-conflict.ts).
 */
@Injectable()
export class DeepLinksService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Valid shape, not reserved, and not used by another master or organization.
   *  `except` lets an owner keep their own current link. */
  async isAvailable(
    link: string,
    except: { organizationId?: number; masterUserId?: number } = {},
    manager: EntityManager = this.db.manager,
  ): Promise<boolean> {
    if (!isChoosableLink(link)) return false;
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM deep_links
        WHERE link = $1 AND COALESCE(organization_id, -1) <> $2 AND COALESCE(master_user_id, -1) <> $3`,
      [link, except.organizationId ?? 0, except.masterUserId ?? 0], // ids start at 1: 0 excepts nothing
    );
    return rows.length === 0;
  }

  /** Which of `links` are in use, in one query. */
  async takenAmong(links: readonly string[], manager: EntityManager = this.db.manager): Promise<Set<string>> {
    const rows: { link: string }[] = await manager.query(`SELECT link FROM deep_links WHERE link = ANY($1)`, [links]);
    return new Set(rows.map((r) => r.link));
  }
}

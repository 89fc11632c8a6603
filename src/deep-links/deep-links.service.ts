import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isDeepLink } from '../common/validators/deep-link';

/** Words a deep link may not be (they read as commands or our own paths). */
const RESERVED = new Set([
  'admin',
  'api',
  'app',
  'bot',
  'help',
  'start',
  'support',
  'settings',
  'master',
  'org',
  'invite',
  'telegram',
]);

/**
 * One namespace for every public deep link: independent masters' and organizations' links may not
 * collide, so a link always names one place.
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
    if (!isDeepLink(link) || RESERVED.has(link)) return false;
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM organizations WHERE deep_link = $1 AND id <> $2
       UNION ALL
       SELECT 1 FROM master_profiles WHERE deep_link = $1 AND user_id <> $3
       LIMIT 1`,
      [link, except.organizationId ?? 0, except.masterUserId ?? 0],
    );
    return rows.length === 0;
  }
}

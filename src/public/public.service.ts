import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { bookableMemberRow, visibleOrganization } from '../access/access.sql';
import { preparedQuery } from '../database/prepared-query';
import { isLinkValue, type BookingLinkKind } from '../deep-links/link-grammar';

import { RATING_SQL, REVIEWS_COUNT_SQL, STATS_JOIN } from '../reviews/review-stats.sql';
import { SERVICE_DEPOSIT_JSON } from '../deposits/deposit.sql';
import { APP_CONFIG, type AppConfig } from '../config/app.config';
import type { PublicMasterResponse, PublicOrganizationResponse } from './public.contract';
import { DomainError } from '../common/domain-error';

/** The kept review aggregate of the page's subject, joined as `st` (one row by key). */
const RATING_FIELDS = `${RATING_SQL('st')} AS rating, ${REVIEWS_COUNT_SQL('st')} AS reviews_count`;

/**
 * A service as the public pages show it (price in roubles as a number; the deposit as serviceDeposit reads it).
 * Without a payment provider nobody is asked for a deposit, so the pages promise none (`deposits` false).
 */
const SERVICES_JSON = (where: string, deposits: boolean) => `COALESCE((
    SELECT json_agg(json_build_object(
             'id', s.id, 'name', s.name, 'description', s.description,
             'duration_minutes', s.duration_minutes, 'price', s.price::float8,
             'deposit', ${deposits ? SERVICE_DEPOSIT_JSON('s') : 'NULL'})
           ORDER BY s.name, s.id)
      FROM services s WHERE ${where}), '[]'::json)`;

/** Custom category text replaces 'Другое' when the master typed one. */
const MASTER_CATEGORY = `COALESCE(mp.custom_category, mp.category)`;

/**
 * The public booking pages. Each page is ONE SQL statement (services and masters aggregated as JSON),
 * so the cost does not grow with the number of masters or services. Blocked people are never shown.
 * The bot's /start answers read through the same find* methods, so a link the page hides (a blocked
 * owner, master or member) is refused by the bot too.
 */
@Injectable()
export class PublicService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private readonly statements = new Map<string, string>();

  /** A page's statement text, written on first use for whether payments are on (the one setting it reads). */
  private once(name: string, write: () => string): string {
    const key = `${name}:${Boolean(this.config.paymentProviderToken)}`;
    let text = this.statements.get(key);
    if (text === undefined) this.statements.set(key, (text = write()));
    return text;
  }

  /** The pages' services, with their deposits only while payments are on. */
  private services(where: string): string {
    return SERVICES_JSON(where, Boolean(this.config.paymentProviderToken));
  }

  async master(deepLink: string): Promise<PublicMasterResponse> {
    assertLink('master', deepLink);
    return found(await this.findMaster(deepLink), 'master_not_found');
  }

  async organization(deepLink: string): Promise<PublicOrganizationResponse> {
    assertLink('organization', deepLink);
    return found(await this.findOrganization(deepLink), 'organization_not_found');
  }

  async organizationMaster(masterCode: string): Promise<PublicMasterResponse> {
    assertLink('organization_master', masterCode);
    return found(await this.findOrganizationMaster(masterCode), 'master_not_found');
  }

  /** The independent master's page behind master_<deepLink>, or null (unknown, malformed, blocked). */
  async findMaster(deepLink: string): Promise<PublicMasterResponse | null> {
    if (!isLinkValue('master', deepLink)) return null;
    const [row]: PublicMasterResponse[] = await preparedQuery(
      this.db,
      this.once(
        'findMaster',
        () => `SELECT u.id, u.first_name, u.last_name, ${MASTER_CATEGORY} AS category, mp.specialization, mp.address,
              mp.latitude, mp.longitude, mp.about, u.phone, u.email, NULL::json AS organization,
              ${this.services('s.master_id = u.id AND s.organization_id IS NULL')} AS services, ${RATING_FIELDS}
         FROM master_profiles mp
         JOIN users u ON u.id = mp.user_id
         ${STATS_JOIN('st', 'master', 'u.id')}
        WHERE mp.deep_link = $1 AND NOT u.is_blocked`,
      ),
      [deepLink],
    );
    return row ?? null;
  }

  /** The organization's page behind org_<deepLink>, or null (unknown, malformed, owner blocked). */
  async findOrganization(deepLink: string): Promise<PublicOrganizationResponse | null> {
    if (!isLinkValue('organization', deepLink)) return null;
    const [row]: PublicOrganizationResponse[] = await preparedQuery(
      this.db,
      this.once(
        'findOrganization',
        () => `SELECT o.id, o.name, o.category, o.description, o.address, o.latitude, o.longitude, o.phone, o.email,
              o.deep_link,
              COALESCE((
                SELECT json_agg(json_build_object(
                         'id', u.id, 'first_name', u.first_name, 'last_name', u.last_name,
                         'specialization', mp.specialization, 'master_code', m.master_code,
                         'rating', ${RATING_SQL('mst')}, 'reviews_count', ${REVIEWS_COUNT_SQL('mst')})
                       ORDER BY m.joined_at, m.id)
                  FROM organization_members m
                  JOIN users u ON u.id = m.user_id
                  LEFT JOIN master_profiles mp ON mp.user_id = m.user_id
                  ${STATS_JOIN('mst', 'master', 'u.id')}
                 WHERE m.organization_id = o.id AND m.master_code IS NOT NULL AND ${bookableMemberRow('m', 'u')}),
                '[]'::json) AS masters,
              ${this.services('s.organization_id = o.id')} AS services, ${RATING_FIELDS}
         FROM organizations o
         ${STATS_JOIN('st', 'organization', 'o.id')}
        WHERE o.deep_link = $1 AND ${visibleOrganization('o')}`,
      ),
      [deepLink],
    );
    return row ?? null;
  }

  /** The organization master's page behind org_master_<masterCode>, or null (unknown, malformed, the member,
   *  the master or the owner blocked). Their place is the organization's: that is where the client goes. */
  async findOrganizationMaster(masterCode: string): Promise<PublicMasterResponse | null> {
    if (!isLinkValue('organization_master', masterCode)) return null;
    const [row]: PublicMasterResponse[] = await preparedQuery(
      this.db,
      this.once(
        'findOrganizationMaster',
        () => `SELECT u.id, u.first_name, u.last_name, ${MASTER_CATEGORY} AS category, mp.specialization,
              o.address, o.latitude, o.longitude, mp.about, u.phone, u.email,
              json_build_object('name', o.name, 'address', o.address, 'deep_link', o.deep_link) AS organization,
              ${this.services('s.organization_id = o.id')} AS services, ${RATING_FIELDS}
         FROM organization_members m
         JOIN users u ON u.id = m.user_id
         JOIN organizations o ON o.id = m.organization_id
         LEFT JOIN master_profiles mp ON mp.user_id = m.user_id
         ${STATS_JOIN('st', 'master', 'u.id')}
        WHERE m.master_code = $1 AND ${bookableMemberRow('m', 'u')} AND ${visibleOrganization('o')}`,
      ),
      [masterCode],
    );
    return row ?? null;
  }
}

/** A malformed link is 404 with its own message (it can never name a page). */
function assertLink(kind: BookingLinkKind, value: string): void {
  if (!isLinkValue(kind, value)) throw new DomainError('link_invalid');
}

function found<T>(page: T | null, notFound: 'master_not_found' | 'organization_not_found'): T {
  if (!page) throw new DomainError(notFound);
  return page;
}

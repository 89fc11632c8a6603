import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { bookableMemberRow, visibleOrganization } from '../access/access.sql';
import { preparedQuery } from '../database/prepared-query';
import { isLinkValue, type BookingLinkKind } from '../deep-links/link-grammar';

import { JSON_ARRAY, JSON_FLOAT8, JSON_INTEGER, JSON_OBJECT, JSON_VALUE } from '../database/json-text.sql';
import { RATING_SQL, REVIEWS_COUNT_SQL, STATS_JOIN } from '../reviews/review-stats.sql';
import { SERVICE_DEPOSIT_JSON_TEXT } from '../deposits/deposit.sql';
import { APP_CONFIG, type AppConfig } from '../config/app.config';
import type { PublicMasterResponse, PublicOrganizationResponse } from './public.contract';
import { DomainError } from '../common/domain-error';

const v = JSON_VALUE;
const int = JSON_INTEGER;

/** A service of `s` as the public pages show it (price in roubles as a number; the deposit as serviceDeposit
 *  reads it). Without a payment provider nobody is asked for a deposit, so the pages promise none. */
const SERVICES_JSON = (where: string, deposits: boolean) =>
  JSON_ARRAY(
    JSON_OBJECT({
      id: int('s.id'),
      name: v('s.name'),
      description: v('s.description'),
      duration_minutes: int('s.duration_minutes'),
      price: v('s.price::float8'),
      deposit: deposits ? SERVICE_DEPOSIT_JSON_TEXT('s') : `'null'`,
    }),
    's.name, s.id',
    `FROM services s WHERE ${where}`,
  );

/**
 * A master's page (PublicMasterResponse) of user `u` and profile `mp`, with the kept review aggregate `st`;
 * `place` is the table whose address and point the client goes to, `organization` its JSON text.
 */
const MASTER_PAGE = (place: string, organization: string, services: string) =>
  JSON_OBJECT({
    id: int('u.id'),
    first_name: v('u.first_name'),
    last_name: v('u.last_name'),
    // custom category text replaces 'Другое' when the master typed one
    category: v('COALESCE(mp.custom_category, mp.category)'),
    specialization: v('mp.specialization'),
    address: v(`${place}.address`),
    latitude: JSON_FLOAT8(`${place}.latitude`),
    longitude: JSON_FLOAT8(`${place}.longitude`),
    about: v('mp.about'),
    phone: v('u.phone'),
    email: v('u.email'),
    organization,
    services,
    rating: v(RATING_SQL('st')),
    reviews_count: int(REVIEWS_COUNT_SQL('st')),
  });

/** A master of organization `o` as its page lists them (member `m`, user `u`, profile `mp`, aggregate `mst`). */
const ORGANIZATION_MASTER = JSON_OBJECT({
  id: int('u.id'),
  first_name: v('u.first_name'),
  last_name: v('u.last_name'),
  specialization: v('mp.specialization'),
  master_code: v('m.master_code'),
  rating: v(RATING_SQL('mst')),
  reviews_count: int(REVIEWS_COUNT_SQL('mst')),
});

/** An organization's page (PublicOrganizationResponse) of `o` with its aggregate `st`. */
const ORGANIZATION_PAGE = (services: string) =>
  JSON_OBJECT({
    id: int('o.id'),
    name: v('o.name'),
    category: v('o.category'),
    description: v('o.description'),
    address: v('o.address'),
    latitude: JSON_FLOAT8('o.latitude'),
    longitude: JSON_FLOAT8('o.longitude'),
    phone: v('o.phone'),
    email: v('o.email'),
    deep_link: v('o.deep_link'),
    masters: JSON_ARRAY(
      ORGANIZATION_MASTER,
      'm.joined_at, m.id',
      `FROM organization_members m
         JOIN users u ON u.id = m.user_id
         LEFT JOIN master_profiles mp ON mp.user_id = m.user_id
         ${STATS_JOIN('mst', 'master', 'u.id')}
        WHERE m.organization_id = o.id AND m.master_code IS NOT NULL AND ${bookableMemberRow('m', 'u')}`,
    ),
    services,
    rating: v(RATING_SQL('st')),
    reviews_count: int(REVIEWS_COUNT_SQL('st')),
  });

/**
 * The public booking pages. Each page is ONE SQL statement that writes the page's whole JSON text
 * (json-text.sql.ts: the bytes JSON.stringify would give), so the cost does not grow with the number of
 * masters or services, and the HTTP route sends that text as it is: Node neither parses the database's
 * JSON nor writes it again (the most requested read: its objects were most of its garbage). Blocked people
 * are never shown. The bot's /start answers read the same text through the find* methods, so a link the
 * page hides (a blocked owner, master or member) is refused by the bot too.
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

  /** The page's JSON text of its one row ($1 the link), or null. */
  private async page(text: string, link: string): Promise<string | null> {
    const [row] = await preparedQuery<{ page: string }>(this.db, text, [link]);
    return row ? row.page : null;
  }

  /** GET /api/public/master/:deepLink: a PublicMasterResponse as JSON text. */
  async masterJson(deepLink: string): Promise<string> {
    assertLink('master', deepLink);
    return found(await this.masterText(deepLink), 'master_not_found');
  }

  /** GET /api/public/organization/:deepLink: a PublicOrganizationResponse as JSON text. */
  async organizationJson(deepLink: string): Promise<string> {
    assertLink('organization', deepLink);
    return found(await this.organizationText(deepLink), 'organization_not_found');
  }

  /** GET /api/public/organization-master/:masterCode: a PublicMasterResponse as JSON text. */
  async organizationMasterJson(masterCode: string): Promise<string> {
    assertLink('organization_master', masterCode);
    return found(await this.organizationMasterText(masterCode), 'master_not_found');
  }

  /** The independent master's page behind master_<deepLink>, or null (unknown, malformed, blocked). */
  async findMaster(deepLink: string): Promise<PublicMasterResponse | null> {
    return parsed(await this.masterText(deepLink));
  }

  /** The organization's page behind org_<deepLink>, or null (unknown, malformed, owner blocked). */
  async findOrganization(deepLink: string): Promise<PublicOrganizationResponse | null> {
    return parsed(await this.organizationText(deepLink));
  }

  /** The organization master's page behind org_master_<masterCode>, or null (unknown, malformed, the member,
   *  the master or the owner blocked). Their place is the organization's: that is where the client goes. */
  async findOrganizationMaster(masterCode: string): Promise<PublicMasterResponse | null> {
    return parsed(await this.organizationMasterText(masterCode));
  }

  private masterText(deepLink: string): Promise<string | null> {
    if (!isLinkValue('master', deepLink)) return Promise.resolve(null);
    const text = this.once(
      'findMaster',
      () => `SELECT ${MASTER_PAGE('mp', `'null'`, this.services('s.master_id = u.id AND s.organization_id IS NULL'))} AS page
         FROM master_profiles mp
         JOIN users u ON u.id = mp.user_id
         ${STATS_JOIN('st', 'master', 'u.id')}
        WHERE mp.deep_link = $1 AND NOT u.is_blocked`,
    );
    return this.page(text, deepLink);
  }

  private organizationText(deepLink: string): Promise<string | null> {
    if (!isLinkValue('organization', deepLink)) return Promise.resolve(null);
    const text = this.once(
      'findOrganization',
      () => `SELECT ${ORGANIZATION_PAGE(this.services('s.organization_id = o.id'))} AS page
         FROM organizations o
         ${STATS_JOIN('st', 'organization', 'o.id')}
        WHERE o.deep_link = $1 AND ${visibleOrganization('o')}`,
    );
    return this.page(text, deepLink);
  }

  private organizationMasterText(masterCode: string): Promise<string | null> {
    if (!isLinkValue('organization_master', masterCode)) return Promise.resolve(null);
    const organization = JSON_OBJECT({ name: v('o.name'), address: v('o.address'), deep_link: v('o.deep_link') });
    const text = this.once(
      'findOrganizationMaster',
      () => `SELECT ${MASTER_PAGE('o', organization, this.services('s.organization_id = o.id'))} AS page
         FROM organization_members m
         JOIN users u ON u.id = m.user_id
         JOIN organizations o ON o.id = m.organization_id
         LEFT JOIN master_profiles mp ON mp.user_id = m.user_id
         ${STATS_JOIN('st', 'master', 'u.id')}
        WHERE m.master_code = $1 AND ${bookableMemberRow('m', 'u')} AND ${visibleOrganization('o')}`,
    );
    return this.page(text, masterCode);
  }
}

/** The objects of a page's JSON text (the bot reads a name or two; the route sends the text itself). */
function parsed<T>(page: string | null): T | null {
  return page === null ? null : (JSON.parse(page) as T);
}

/** A malformed link is 404 with its own message (it can never name a page). */
function assertLink(kind: BookingLinkKind, value: string): void {
  if (!isLinkValue(kind, value)) throw new DomainError('link_invalid');
}

function found(page: string | null, notFound: 'master_not_found' | 'organization_not_found'): string {
  if (!page) throw new DomainError(notFound);
  return page;
}

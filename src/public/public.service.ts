import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MSG } from '../common/messages';
import type { PublicMasterResponse, PublicOrganizationResponse } from './public.contract';
import { preparedQuery } from '../database/prepared-query';

/** Deep links and master codes: lowercase Latin letters, digits, hyphens. Anything else never matches. */
const LINK_PATTERN = /^[a-z0-9-]{1,64}$/;

/** A service as the public pages show it (price in roubles as a number). */
const SERVICES_JSON = (where: string) => `COALESCE((
    SELECT json_agg(json_build_object(
             'id', s.id, 'name', s.name, 'description', s.description,
             'duration_minutes', s.duration_minutes, 'price', s.price::float8)
           ORDER BY s.name, s.id)
      FROM services s WHERE ${where}), '[]'::json)`;

/** Custom category text replaces 'Другое' when the master typed one. */
const MASTER_CATEGORY = `COALESCE(mp.custom_category, mp.category)`;

/**
 * The public booking pages. Each page is ONE SQL statement (services and masters aggregated as JSON),
 * so the cost does not grow with the number of masters or services. Blocked people are never shown.
 */
@Injectable()
export class PublicService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async master(deepLink: string): Promise<PublicMasterResponse> {
    assertLink(deepLink);
    const [row]: PublicMasterResponse[] = await preparedQuery(
      this.db,
      `SELECT u.id, u.first_name, u.last_name, ${MASTER_CATEGORY} AS category, mp.specialization, mp.address,
              u.phone, u.email, NULL::json AS organization,
              ${SERVICES_JSON('s.master_id = u.id AND s.organization_id IS NULL')} AS services
         FROM master_profiles mp
         JOIN users u ON u.id = mp.user_id
        WHERE mp.deep_link = $1 AND NOT u.is_blocked`,
      [deepLink],
    );
    if (!row) throw new NotFoundException({ detail: MSG.masterNotFound });
    return row;
  }

  async organization(deepLink: string): Promise<PublicOrganizationResponse> {
    assertLink(deepLink);
    const [row]: PublicOrganizationResponse[] = await preparedQuery(
      this.db,
      `SELECT o.name, o.category, o.description, o.address, o.phone, o.email, o.deep_link,
              COALESCE((
                SELECT json_agg(json_build_object(
                         'id', u.id, 'first_name', u.first_name, 'last_name', u.last_name,
                         'specialization', mp.specialization, 'master_code', m.master_code)
                       ORDER BY m.joined_at, m.id)
                  FROM organization_members m
                  JOIN users u ON u.id = m.user_id
                  LEFT JOIN master_profiles mp ON mp.user_id = m.user_id
                 WHERE m.organization_id = o.id AND m.role = 'master' AND m.master_code IS NOT NULL
                   AND NOT m.is_blocked AND NOT u.is_blocked), '[]'::json) AS masters,
              ${SERVICES_JSON('s.organization_id = o.id')} AS services
         FROM organizations o
         JOIN users ow ON ow.id = o.owner_id
        WHERE o.deep_link = $1 AND NOT ow.is_blocked`,
      [deepLink],
    );
    if (!row) throw new NotFoundException({ detail: MSG.organizationNotFound });
    return row;
  }

  async organizationMaster(masterCode: string): Promise<PublicMasterResponse> {
    assertLink(masterCode);
    const [row]: PublicMasterResponse[] = await preparedQuery(
      this.db,
      `SELECT u.id, u.first_name, u.last_name, ${MASTER_CATEGORY} AS category, mp.specialization,
              COALESCE(mp.address, o.address) AS address, u.phone, u.email,
              json_build_object('name', o.name, 'address', o.address, 'deep_link', o.deep_link) AS organization,
              ${SERVICES_JSON('s.organization_id = o.id')} AS services
         FROM organization_members m
         JOIN users u ON u.id = m.user_id
         JOIN organizations o ON o.id = m.organization_id
         JOIN users ow ON ow.id = o.owner_id
         LEFT JOIN master_profiles mp ON mp.user_id = m.user_id
        WHERE m.master_code = $1 AND m.role = 'master'
          AND NOT m.is_blocked AND NOT u.is_blocked AND NOT ow.is_blocked`,
      [masterCode],
    );
    if (!row) throw new NotFoundException({ detail: MSG.masterNotFound });
    return row;
  }
}

function assertLink(link: string): void {
  if (!LINK_PATTERN.test(link)) throw new NotFoundException({ detail: MSG.badLink });
}

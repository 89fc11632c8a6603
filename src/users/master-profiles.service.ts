import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, Not } from 'typeorm';
import { independentMaster, masterNow } from '../access/access.sql';
import { fieldError } from '../common/field-error';
import { OTHER_CATEGORY } from '../common/master-categories';
import { MSG } from '../common/messages';
import { placeColumnsOf } from '../common/place';
import { preparedQuery } from '../database/prepared-query';
import { MasterProfileDto } from './dto/master-profile.dto';
import { MasterProfile } from './entities/master-profile.entity';
import type { User } from './entities/user.entity';
import type { MasterProfileResponse } from './master-profile.contract';
import { DomainError } from '../common/domain-error';

/** Said when an organization master sends a field that is not theirs to change. */
export const ORGANIZATION_MASTER_FIELDS_MSG =
  'Мастер организации может изменить только специализацию и «О себе»: место и категорию задаёт организация';

/** The only fields an organization master edits on their card. */
const ORGANIZATION_MASTER_EDITS = new Set(['specialization', 'about']);

interface CardRow {
  is_master: boolean;
  independent: boolean;
  category: string | null;
  custom_category: string | null;
  specialization: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  about: string | null;
  org_id: number | null;
  org_name: string | null;
  org_address: string | null;
  org_latitude: number | null;
  org_longitude: number | null;
}

/**
 * One statement: whether the caller is a master now (independent, or an unblocked master of some
 * organization), their card, and the first organization they serve (whose place an organization master shows).
 */
const CARD_SQL = `
  SELECT ${masterNow('u.id')} AS is_master, ${independentMaster('u.id')} AS independent,
         mp.category, mp.custom_category, mp.specialization, mp.address, mp.latitude, mp.longitude, mp.about,
         org.id AS org_id, org.name AS org_name, org.address AS org_address,
         org.latitude AS org_latitude, org.longitude AS org_longitude
    FROM users u
    LEFT JOIN master_profiles mp ON mp.user_id = u.id
    LEFT JOIN LATERAL (
      SELECT o.id, o.name, o.address, o.latitude, o.longitude
        FROM organization_members m JOIN organizations o ON o.id = m.organization_id
       WHERE m.user_id = u.id AND m.role = 'master' AND NOT m.is_blocked
       ORDER BY m.joined_at, m.id LIMIT 1) org ON true
   WHERE u.id = $1`;

/** A master's own public card (master_profiles): read and edited by the master, placed by the bot. */
@Injectable()
export class MasterProfilesService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** GET /masters/me/profile: masters only (independent or of an organization). */
  async get(user: User): Promise<MasterProfileResponse> {
    return toCard(await this.requireMaster(user));
  }

  /** PUT /masters/me/profile: see MasterProfileRequest. */
  async update(user: User, dto: MasterProfileDto): Promise<MasterProfileResponse> {
    const card = await this.requireMaster(user);
    const repo = this.db.getRepository(MasterProfile);
    const changes: Partial<MasterProfile> = {};
    if (dto.specialization !== undefined) changes.specialization = dto.specialization;
    if (dto.about !== undefined) changes.about = dto.about;

    if (!card.independent) {
      const foreign = Object.keys(dto).find(
        (k) => !ORGANIZATION_MASTER_EDITS.has(k) && dto[k as keyof MasterProfileDto] !== undefined,
      );
      if (foreign) throw fieldError(foreign, ORGANIZATION_MASTER_FIELDS_MSG);
      // a master who joined through an invitation may have no card row yet
      if (!(await repo.exists({ where: { userId: user.id } }))) await repo.insert({ userId: user.id });
    } else {
      const category = dto.category ?? card.category;
      const custom = dto.custom_category !== undefined ? dto.custom_category : card.custom_category;
      if (category === OTHER_CATEGORY && !custom) throw fieldError('custom_category', MSG.customCategoryRequired);
      if (dto.category !== undefined || dto.custom_category !== undefined) {
        changes.category = category;
        // a custom text names «Другое» only; kept beside another category it would replace that one on the page
        changes.customCategory = category === OTHER_CATEGORY ? custom : null;
      }
      if (dto.address !== undefined) changes.address = dto.address;
      Object.assign(changes, placeColumnsOf(dto));
    }
    if (Object.keys(changes).length) await repo.update({ userId: user.id }, changes);
    return this.get(user);
  }

  /** An independent master's point (a location shared with the bot); false when the user is none. */
  async setOwnPoint(userId: number, point: { latitude: number; longitude: number }): Promise<boolean> {
    const result = await this.db.getRepository(MasterProfile).update({ userId, deepLink: Not(IsNull()) }, point);
    return (result.affected ?? 0) > 0;
  }

  private async requireMaster(user: User): Promise<CardRow> {
    const [row] = await preparedQuery<CardRow>(this.db, CARD_SQL, [user.id]);
    if (!row?.is_master) throw new DomainError('forbidden');
    return row;
  }
}

function toCard(r: CardRow): MasterProfileResponse {
  const own = r.independent || r.org_id === null;
  return {
    category: r.category,
    custom_category: r.custom_category,
    specialization: r.specialization,
    address: own ? r.address : r.org_address,
    latitude: own ? r.latitude : r.org_latitude,
    longitude: own ? r.longitude : r.org_longitude,
    about: r.about,
    kind: r.independent ? 'independent' : 'organization',
    organization: r.independent || r.org_id === null ? null : { id: r.org_id, name: r.org_name ?? '' },
  };
}

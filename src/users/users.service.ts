import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import type { TelegramIdentity } from '../auth/telegram-identity';
import { masterBookingLink, organizationMasterBookingLink } from '../deep-links/booking-links';
import { normalizePhone } from '../common/validators/phone';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { UpdateMeDto } from './dto/update-me.dto';
import { MasterProfile } from './entities/master-profile.entity';
import { User, UserType } from './entities/user.entity';
import type { MasterCodeResponse, MeResponse, MyAccountResponse, UserListResponse } from './users.contract';
import { ME_NEXT_SQL } from './me-next.sql';
import { MASTER_MEMBER_CODE_SQL, PEOPLE_OF_RUN_ORGANIZATIONS_SQL } from './people.sql';
import { findUserByTelegramId } from './user-lookup';
import { insertRole } from './user-role-store';
import { DomainError } from '../common/domain-error';

export interface NewUserFields {
  first_name: string;
  last_name?: string | null;
  phone?: string | null;
  email?: string | null;
}

export function toMeResponse(u: User): MeResponse {
  return {
    user_id: u.id,
    telegram_id: u.telegramId,
    first_name: u.firstName,
    last_name: u.lastName,
    phone: u.phone,
    phone_verified: u.phoneVerified,
    email: u.email,
    user_type: u.userType,
  };
}

@Injectable()
export class UsersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Creates the caller's user row (identity from validated init data) and its primary role row.
   *  Call inside the registration transaction; the unique telegram_id refuses a second registration. */
  async createFromIdentity(
    manager: EntityManager,
    identity: TelegramIdentity,
    fields: NewUserFields,
    userType: UserType,
  ): Promise<User> {
    const user = await manager.getRepository(User).save(
      manager.getRepository(User).create({
        telegramId: identity.id,
        username: identity.username,
        languageCode: identity.languageCode,
        firstName: fields.first_name.trim(),
        lastName: fields.last_name?.trim() || null,
        phone: fields.phone ? normalizePhone(fields.phone) : null,
        email: fields.email?.trim() || null,
        userType,
      }),
    );
    await insertRole(manager, user.id, userType);
    return user;
  }

  findByTelegramId(telegramId: number): Promise<User | null> {
    return findUserByTelegramId(this.db, telegramId);
  }

  /** The caller with the start-up hint (a master's only: no statement for anyone else). */
  async me(user: User): Promise<MyAccountResponse> {
    if (user.userType !== 'master') return { ...toMeResponse(user), next: null };
    const [row] = await this.db.query<{ next: 'calendar_connect' | null }[]>(ME_NEXT_SQL, [user.id]);
    return { ...toMeResponse(user), next: row?.next ?? null };
  }

  /** GET /users/{id}: only the caller's own record (the spec's profile page reads nothing else). */
  async getById(caller: User, id: number): Promise<MeResponse> {
    await this.requireSelf(caller, id);
    return toMeResponse(caller);
  }

  async updateById(caller: User, id: number, dto: UpdateMeDto): Promise<MeResponse> {
    await this.requireSelf(caller, id);
    return this.updateMe(caller, dto);
  }

  /** PUT /users/me. A field left out keeps its value; an empty one (or null) clears it.
   *  A new phone number is no longer the one Telegram vouched for, so phone_verified drops. */
  async updateMe(caller: User, dto: UpdateMeDto): Promise<MeResponse> {
    const changes: Partial<User> = { firstName: dto.first_name };
    if (dto.last_name !== undefined) changes.lastName = dto.last_name;
    if (dto.email !== undefined) changes.email = dto.email;
    if (dto.phone !== undefined) {
      const phone = dto.phone === null ? null : normalizePhone(dto.phone);
      changes.phone = phone;
      if (phone !== caller.phone) changes.phoneVerified = false;
    }
    await this.db.getRepository(User).update({ id: caller.id }, changes);
    const fresh = await this.db.getRepository(User).findOneByOrFail({ id: caller.id });
    return toMeResponse(fresh);
  }

  /**
   * GET /users/: the people the caller may see. An owner or an (unblocked) organization admin sees
   * everyone in their organization: the owner and every member. Anyone else sees only themselves;
   * there is no platform-wide directory outside the super admin's panel (/admin/users).
   */
  async list(caller: User): Promise<UserListResponse> {
    const people: { id: number }[] = await this.db.query(PEOPLE_OF_RUN_ORGANIZATIONS_SQL, [caller.id]);
    if (people.length === 0) return { users: [toMeResponse(caller)] };

    const userIds = new Set<number>([caller.id, ...people.map((p) => Number(p.id))]);
    const found = await this.db.getRepository(User).find({ where: { id: In([...userIds]) }, order: { id: 'ASC' } });
    return { users: found.map(toMeResponse) };
  }

  /** The caller's own booking link: an independent master's master_<link> first, else the
   *  org_master_<code> of a (not blocked) organization membership as a master. */
  async masterCode(caller: User): Promise<MasterCodeResponse> {
    const profile = await this.db.getRepository(MasterProfile).findOne({ where: { userId: caller.id } });
    if (profile?.deepLink) {
      return {
        has_master_code: true,
        booking_link: masterBookingLink(this.config.botUsername, profile.deepLink),
        deep_link: profile.deepLink,
        master_code: null,
      };
    }
    const [member]: { master_code: string | null }[] = await this.db.query(MASTER_MEMBER_CODE_SQL, [caller.id]);
    if (member?.master_code) {
      return {
        has_master_code: true,
        booking_link: organizationMasterBookingLink(this.config.botUsername, member.master_code),
        deep_link: null,
        master_code: member.master_code,
      };
    }
    return { has_master_code: false, booking_link: null, deep_link: null, master_code: null };
  }

  /** Unknown id -> 404, someone else's -> 403 (the spec's texts). */
  private async requireSelf(caller: User, id: number): Promise<void> {
    if (id === caller.id) return;
    const exists = await this.db.getRepository(User).exists({ where: { id } });
    if (!exists) throw new DomainError('user_not_found');
    throw new DomainError('forbidden');
  }
}

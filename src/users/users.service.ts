import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { TelegramIdentity } from '../auth/telegram-identity';
import { UserRole } from '../additional-roles/entities/user-role.entity';
import { normalizePhone } from '../common/validators/phone';
import { User, UserType } from './entities/user.entity';
import type { MeResponse } from './users.contract';

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
  constructor(@InjectDataSource() private readonly db: DataSource) {}

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
    await manager.getRepository(UserRole).insert({ userId: user.id, roleType: userType, organizationId: null });
    return user;
  }

  findByTelegramId(telegramId: number): Promise<User | null> {
    return this.db.getRepository(User).findOne({ where: { telegramId } });
  }
}

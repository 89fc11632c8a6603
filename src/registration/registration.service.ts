import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import type { TelegramIdentity } from '../auth/telegram-identity';
import { ensureOwnerRole } from '../users/user-role-store';
import { masterBookingLink, organizationBookingLink } from '../deep-links/booking-links';
import { MSG } from '../common/messages';
import { normalizePhone } from '../common/validators/phone';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { isDeepLinkConflict } from '../deep-links/deep-link-conflict';
import { DeepLinkSuggestionsService } from '../deep-links/deep-link-suggestions.service';
import { DeepLinksService } from '../deep-links/deep-links.service';
import { NotificationsService } from '../notifications/notifications.service';
import { insertOrganization } from '../organizations/organization-store';
import { saveMasterProfile } from '../users/master-profile-store';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { fieldError } from '../common/field-error';
import { ClientRegistrationDto } from './dto/client-registration.dto';
import { MasterRegistrationDto } from './dto/master-registration.dto';
import { OwnerRegistrationDto } from './dto/owner-registration.dto';
import { OTHER_CATEGORY } from '../common/master-categories';
import type {
  DeepLinkAvailabilityResponse,
  MasterRegistrationResponse,
  OwnerRegistrationResponse,
  RegistrationCheckResponse,
  RegistrationResponse,
  SuggestDeepLinkResponse,
} from './registration.contract';
import { DomainError } from '../common/domain-error';

@Injectable()
export class RegistrationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly deepLinks: DeepLinksService,
    private readonly suggestions: DeepLinkSuggestionsService,
    private readonly notifications: NotificationsService,
  ) {}

  /** Public: no or invalid init data reads as "not registered"; a blocked user is refused as everywhere. */
  async check(identity: TelegramIdentity | undefined): Promise<RegistrationCheckResponse> {
    if (!identity) return { exists: false };
    const user = await this.users.findByTelegramId(identity.id);
    // the super admin opens /admin registered or not (the platform's admin need not be a user): the app needs to know
    const superAdmin = identity.id === this.config.superAdminTelegramId ? { is_super_admin: true as const } : {};
    if (!user) return { exists: false, ...superAdmin };
    if (user.isBlocked) throw new DomainError('account_blocked');
    return { exists: true, user_type: user.userType, ...superAdmin };
  }

  async registerClient(
    identity: TelegramIdentity,
    existing: User | null,
    dto: ClientRegistrationDto,
  ): Promise<RegistrationResponse> {
    this.refuseRegistered(existing);
    const user = await this.inTransaction(null, (m) => this.users.createFromIdentity(m, identity, dto, 'client'));
    return { message: MSG.registrationSuccess, user_id: user.id, user_type: user.userType };
  }

  async registerMaster(
    identity: TelegramIdentity,
    existing: User | null,
    dto: MasterRegistrationDto,
  ): Promise<MasterRegistrationResponse> {
    this.refuseRegistered(existing);
    const bookingLink = masterBookingLink(this.config.botUsername, dto.deep_link);
    const user = await this.inTransaction('deep_link', async (m) => {
      await this.requireAvailable(dto.deep_link, 'deep_link', m);
      const user = await this.users.createFromIdentity(m, identity, dto, 'master');
      await saveMasterProfile(m, user.id, {
        category: dto.category,
        customCategory: dto.category === OTHER_CATEGORY ? (dto.custom_category ?? null) : null,
        specialization: dto.specialization ?? null,
        calendarType: dto.calendar_type ?? 'internal',
        googleCalendarEmail: dto.google_calendar_email ?? null,
        appleCalendarId: dto.apple_calendar_id ?? null,
        deepLink: dto.deep_link,
      });
      await this.notifications.enqueue(
        [
          {
            chatId: identity.id,
            userId: user.id,
            kind: 'master_welcome',
            payload: { first_name: user.firstName, booking_link: bookingLink },
          },
        ],
        m,
      );
      return user;
    });
    return {
      message: MSG.registrationSuccess,
      user_id: user.id,
      user_type: user.userType,
      booking_link: bookingLink,
      next: dto.calendar_type === 'google' || dto.calendar_type === 'apple' ? 'calendar_connect' : null,
    };
  }

  async registerOwner(
    identity: TelegramIdentity,
    existing: User | null,
    dto: OwnerRegistrationDto,
  ): Promise<OwnerRegistrationResponse> {
    this.refuseRegistered(existing);
    const { user, org } = await this.inTransaction('organization_deep_link', async (m) => {
      await this.requireAvailable(dto.organization_deep_link, 'organization_deep_link', m);
      const user = await this.users.createFromIdentity(m, identity, dto, 'organization');
      const org = await insertOrganization(m, {
        ownerId: user.id,
        name: dto.organization_name,
        description: dto.organization_description ?? null,
        address: dto.organization_address ?? null,
        phone: normalizePhone(dto.organization_phone),
        email: dto.organization_email ?? null,
        deepLink: dto.organization_deep_link,
      });
      await ensureOwnerRole(m, user.id, org.id);
      return { user, org };
    });
    return {
      message: MSG.registrationSuccess,
      user_id: user.id,
      user_type: user.userType,
      organization_id: org.id,
      organization_name: org.name,
      booking_link: organizationBookingLink(this.config.botUsername, org.deepLink),
    };
  }

  /** Never throws on a bad shape: anything that is not a valid free link is simply unavailable. */
  async isAvailable(raw: unknown): Promise<DeepLinkAvailabilityResponse> {
    if (typeof raw !== 'string' || raw.length > 64) return { available: false };
    return { available: await this.deepLinks.isAvailable(raw.trim().toLowerCase()) };
  }

  async suggest(name: string): Promise<SuggestDeepLinkResponse> {
    const { link, available } = await this.suggestions.suggest(name, 'org');
    return { suggested_link: link, available };
  }

  private refuseRegistered(existing: User | null): void {
    if (existing) throw new DomainError('already_registered');
  }

  private async requireAvailable(link: string, field: string, m: EntityManager): Promise<void> {
    if (!(await this.deepLinks.isAvailable(link, {}, m))) throw fieldError(field, MSG.deepLinkUnavailable);
  }

  /** Runs the registration in one transaction. A unique violation from a concurrent twin request
   *  becomes the answer the user would have got had it come second: the link (`linkField`) taken, or
   *  already registered. */
  private async inTransaction<T>(linkField: string | null, work: (m: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (e) {
      if (linkField && isDeepLinkConflict(e)) throw fieldError(linkField, MSG.deepLinkUnavailable);
      if (e instanceof QueryFailedError && (e as QueryFailedError & { code?: string }).code === '23505') {
        const detail = String((e as QueryFailedError & { detail?: string }).detail ?? e.message);
        if (detail.includes('telegram_id')) throw new DomainError('already_registered');
      }
      throw e;
    }
  }
}

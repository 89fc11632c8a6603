import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { masterBookingLink, organizationMasterBookingLink, randomCode } from '../deep-links/booking-links';
import { MSG } from '../common/messages';
import { normalizePhone } from '../common/validators/phone';
import { PlanLimitsService } from '../billing/plan-limits.service';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { isDeepLinkConflict } from '../deep-links/deep-link-conflict';
import { NotificationsService } from '../notifications/notifications.service';
import {
  insertMember,
  memberExists,
  memberOf,
  organizationOfOwner,
  removeMemberships,
} from '../organizations/organization-store';
import { DeepLinkSuggestionsService } from '../deep-links/deep-link-suggestions.service';
import { OTHER_CATEGORY } from '../common/master-categories';
import { fieldError } from '../common/field-error';
import { dropMasterLink, masterProfileOf, saveMasterProfile } from '../users/master-profile-store';
import type { User } from '../users/entities/user.entity';
import { updateUserFields } from '../users/user-store';
import type {
  AddRoleResponse,
  CheckRoleResponse,
  MyRolesResponse,
  RemoveRoleResponse,
  RoleRecord,
  RoleType,
} from './additional-roles.contract';
import { AddRoleDto } from './dto/add-role.dto';
import type { UserRole } from '../users/entities/user-role.entity';
import { insertRole, removeRoles, rolesOf } from '../users/user-role-store';
import { DomainError } from '../common/domain-error';

type MasterFields = Pick<AddRoleDto, 'category' | 'custom_category' | 'specialization'>;

/**
 * Every role a user holds lives in user_roles (the primary user_type included). What a user may
 * add to themselves: client (anyone lacking it); master: a client becomes an independent
 * master with their own deep link, an owner becomes a master in their own organization.
 * Organization admin/master roles elsewhere come only through invitations.
 */
@Injectable()
export class AdditionalRolesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly suggestions: DeepLinkSuggestionsService,
    private readonly notifications: NotificationsService,
    private readonly plans: PlanLimitsService,
  ) {}

  async myRoles(user: User): Promise<MyRolesResponse> {
    const rows: { role_type: RoleType; organization_id: number | null; organization_name: string | null }[] =
      await this.db.query(
        `SELECT r.role_type, r.organization_id, o.name AS organization_name
           FROM user_roles r LEFT JOIN organizations o ON o.id = r.organization_id
          WHERE r.user_id = $1 ORDER BY r.id`,
        [user.id],
      );
    const roles: RoleRecord[] = rows.map((r) => ({
      role_type: r.role_type,
      organization_id: r.organization_id,
      organization_name: r.organization_name,
      is_primary: r.role_type === user.userType,
    }));
    if (this.isSuperAdmin(user))
      roles.push({ role_type: 'admin', organization_id: null, organization_name: null, is_primary: false });
    return { roles };
  }

  async addRole(user: User, dto: AddRoleDto): Promise<AddRoleResponse> {
    try {
      return await this.db.transaction(async (m) => {
        const roles = await rolesOf(m, user.id);
        if (dto.role_type === 'client') {
          if (roles.some((r) => r.roleType === 'client')) throw new DomainError('role_exists');
          await this.applyContact(m, user, dto);
          await insertRole(m, user.id, 'client');
          return { message: MSG.roleAdded, role_type: 'client', booking_link: null };
        }
        if (user.userType === 'organization') return this.addOwnMasterRole(m, user, roles, dto);
        if (roles.some((r) => r.roleType === 'master')) throw new DomainError('role_exists');
        if (user.userType !== 'client') throw new DomainError('role_not_addable');
        return this.addIndependentMasterRole(m, user, dto);
      });
    } catch (e) {
      // the suggested link was taken by a concurrent registration or link change
      if (isDeepLinkConflict(e)) throw new DomainError('deep_link_unavailable');
      // a twin request committed first: same answer as if it had come second
      if (e instanceof QueryFailedError && (e as QueryFailedError & { code?: string }).code === '23505') {
        throw new DomainError('role_exists');
      }
      throw e;
    }
  }

  async checkRole(user: User, role: RoleType): Promise<CheckRoleResponse> {
    if (role === 'admin') {
      const exists = this.isSuperAdmin(user);
      return { exists, role_data: exists ? { deep_link: null } : null };
    }
    const rows = await rolesOf(this.db.manager, user.id, role);
    if (rows.length === 0) return { exists: false, role_data: null };
    return { exists: true, role_data: { deep_link: await this.roleLink(user, role, rows[0]) } };
  }

  async removeRole(user: User, role: RoleType): Promise<RemoveRoleResponse> {
    if (role === 'admin') throw new DomainError('admin_role_not_removable');
    // the organization role always belongs with the owner's primary user type
    if (role === user.userType || role === 'organization') {
      throw new DomainError('primary_role_not_removable');
    }
    await this.db.transaction(async (m) => {
      const rows = await rolesOf(m, user.id, role);
      if (rows.length === 0) throw new DomainError('role_not_held');
      await removeRoles(m, user.id, role);
      if (role === 'master') {
        await dropMasterLink(m, user.id);
      } else if (role === 'organization_master' || role === 'organization_admin') {
        await removeMemberships(m, user.id, role === 'organization_master' ? 'master' : 'admin');
      }
    });
    return { message: MSG.roleRemoved, role_type: role };
  }

  /** An owner lacking the master role becomes a master in their own organization (org_master_ link). */
  private async addOwnMasterRole(
    m: EntityManager,
    user: User,
    roles: UserRole[],
    dto: AddRoleDto,
  ): Promise<AddRoleResponse> {
    const org = await organizationOfOwner(m, user.id);
    if (!org) throw new DomainError('organization_required');
    const already =
      roles.some((r) => r.roleType === 'organization_master' && r.organizationId === org.id) ||
      (await memberExists(m, { organizationId: org.id, userId: user.id, role: 'master' }));
    if (already) throw new DomainError('role_exists');
    // the owner working as a master takes a master's place of the plan, as an invited one does
    await this.plans.assertMastersRoom(m, org.id, null);

    const first = await this.applyContact(m, user, dto);
    await this.fillMasterProfile(m, user.id, dto, undefined);
    const masterCode = randomCode();
    await insertMember(m, { organizationId: org.id, userId: user.id, role: 'master', masterCode });
    await insertRole(m, user.id, 'organization_master', org.id);
    const bookingLink = organizationMasterBookingLink(this.config.botUsername, masterCode);
    await this.welcome(m, user, first, bookingLink);
    return { message: MSG.roleAdded, role_type: 'organization_master', booking_link: bookingLink };
  }

  /** A client becomes an independent master; the deep link is made from their name. */
  private async addIndependentMasterRole(m: EntityManager, user: User, dto: AddRoleDto): Promise<AddRoleResponse> {
    const first = await this.applyContact(m, user, dto);
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
    const { link } = await this.suggestions.suggest(name, 'master', m);
    await this.fillMasterProfile(m, user.id, dto, link);
    await insertRole(m, user.id, 'master');
    const bookingLink = masterBookingLink(this.config.botUsername, link);
    await this.welcome(m, user, first, bookingLink);
    return { message: MSG.roleAdded, role_type: 'master', booking_link: bookingLink };
  }

  /** The form's phone (required unless the profile already has a valid one) and email update the
   *  profile; a changed phone is no longer verified. Returns the first name for the welcome notice. */
  private async applyContact(m: EntityManager, user: User, dto: AddRoleDto): Promise<string> {
    const phone = normalizePhone(dto.phone ?? user.phone ?? '');
    if (!phone) throw fieldError('phone', MSG.phoneInvalid);
    const changes: Parameters<typeof updateUserFields>[2] = {};
    if (phone !== user.phone) Object.assign(changes, { phone, phoneVerified: false });
    if (dto.email) changes.email = dto.email;
    if (Object.keys(changes).length > 0) await updateUserFields(m, user.id, changes);
    return user.firstName;
  }

  /** Creates the master profile, or fills in the one an organization membership already made.
   *  `deepLink` undefined keeps the current link. */
  private async fillMasterProfile(
    m: EntityManager,
    userId: number,
    dto: MasterFields,
    deepLink: string | undefined,
  ): Promise<void> {
    await saveMasterProfile(m, userId, {
      category: dto.category ?? null,
      customCategory: dto.category === OTHER_CATEGORY ? (dto.custom_category ?? null) : null,
      specialization: dto.specialization ?? null,
      ...(deepLink !== undefined ? { deepLink } : {}),
    });
  }

  private welcome(m: EntityManager, user: User, firstName: string, bookingLink: string): Promise<number> {
    return this.notifications.enqueue(
      [
        {
          chatId: user.telegramId,
          userId: user.id,
          kind: 'master_welcome',
          payload: { first_name: firstName, booking_link: bookingLink },
        },
      ],
      m,
    );
  }

  /** role_data.deep_link: the public link of the role (master's link, organization's link, or an
   *  organization master's master code); null for roles without one. */
  private async roleLink(user: User, role: RoleType, row: UserRole): Promise<string | null> {
    if (role === 'master') {
      const profile = await masterProfileOf(this.db.manager, user.id);
      return profile?.deepLink ?? null;
    }
    if (role === 'organization') {
      const org = await organizationOfOwner(this.db.manager, user.id);
      return org?.deepLink ?? null;
    }
    if (role === 'organization_master' && row.organizationId !== null) {
      const member = await memberOf(this.db.manager, {
        userId: user.id,
        organizationId: row.organizationId,
        role: 'master',
      });
      return member?.masterCode ?? null;
    }
    return null;
  }

  private isSuperAdmin(user: User): boolean {
    return this.config.superAdminTelegramId !== null && user.telegramId === this.config.superAdminTelegramId;
  }
}

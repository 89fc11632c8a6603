import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { TelegramIdentity } from '../auth/telegram-identity';
import { organizationMasterBookingLink } from '../deep-links/booking-links';
import { MSG } from '../common/messages';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import type { NotificationDraft } from '../notifications/notification-kinds';
import type { RegisterOrganizationMasterResponse } from '../registration/registration.contract';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { InvitationRegistrationDto } from './dto/invitation.dto';
import { Invitation } from './entities/invitation.entity';
import { fullName } from './invitation.mapper';
import { InvitationRecords } from './invitation-records.service';
import { addMember } from './membership';
import { userByIdOrFail } from '../users/user-store';
import { PlanLimitsService } from '../billing/plan-limits.service';

/** A new user registers through an invitation link (id + its deep_link_code) and is in the team at once
 *  (no owner decision). */
@Injectable()
export class InvitationRegistrationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly records: InvitationRecords,
    private readonly plans: PlanLimitsService,
  ) {}

  async register(
    identity: TelegramIdentity,
    existing: User | null,
    dto: InvitationRegistrationDto,
  ): Promise<RegisterOrganizationMasterResponse> {
    if (existing) throw new DomainError('already_registered');
    return this.db.transaction(async (manager) => {
      const { inv, org } = await this.records.lockWithCode(manager, dto.invitation_id, dto.invitation_code);
      if (inv.status !== 'pending') throw new DomainError('invitation_not_awaiting_decision');
      if (inv.role === 'master') await this.plans.assertMastersRoom(manager, org.id, inv.id);

      const user = await this.users.createFromIdentity(manager, identity, dto, 'client');
      const member = await addMember(manager, org.id, user.id, inv.role);
      inv.status = 'accepted';
      inv.invitedUserId = user.id;
      await manager.getRepository(Invitation).save(inv);

      const owner = await userByIdOrFail(manager, org.ownerId);
      const bookingLink = member.masterCode
        ? organizationMasterBookingLink(this.config.botUsername, member.masterCode)
        : null;
      const drafts: NotificationDraft[] = [
        this.records.draft(owner, 'member_joined', {
          organization_name: org.name,
          member_name: fullName(user),
          role: inv.role,
        }),
      ];
      if (bookingLink) {
        drafts.push(
          this.records.draft(user, 'master_welcome', { first_name: user.firstName, booking_link: bookingLink }),
        );
      }
      await this.records.notify(manager, drafts);
      return { message: MSG.joinedOrganization, booking_link: bookingLink };
    });
  }
}

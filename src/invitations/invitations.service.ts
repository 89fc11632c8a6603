import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TelegramIdentity } from '../auth/telegram-identity';
import { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { organizationMasterBookingLink } from '../deep-links/booking-links';
import { MSG } from '../common/messages';
import { normalizePhone } from '../common/validators/phone';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import type { NotificationDraft } from '../notifications/notification-kinds';
import { relationTo } from '../access/organization-access';
import type { User } from '../users/entities/user.entity';
import { AcceptInvitationDto, AcceptUserDataDto } from './dto/invitation.dto';
import { Invitation } from './entities/invitation.entity';
import { invitationCodeMatches } from './invitation-code';
import { fullName, toPublicInvitationResponse } from './invitation.mapper';
import { InvitationRecords, type Locked } from './invitation-records.service';
import type {
  InvitationActionResponse,
  InvitationByIdResponse,
  PublicInvitationResponse,
} from './invitations.contract';
import { addMember } from './membership';
import { memberExists } from '../organizations/organization-store';
import { updateUserFields, userByIdOrFail, userByTelegramIdIn } from '../users/user-store';
import { PlanLimitsService } from '../billing/plan-limits.service';

/**
 * An invitation's way to a decision: found by its code or id, accepted by a registered invitee, then
 * confirmed or rejected by the owner (in the mini app or with the bot's buttons). The owner's list and
 * cancel are in InvitationManagementService.
 */
@Injectable()
export class InvitationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly records: InvitationRecords,
    private readonly plans: PlanLimitsService,
  ) {}

  // ---- look-ups by code or id ------------------------------------------------------------------

  /** The invitation behind an invite_<code> link, or null: only what the invitation page needs. */
  async findByCode(code: string): Promise<PublicInvitationResponse | null> {
    const manager = this.db.manager;
    const inv = await manager.getRepository(Invitation).findOne({ where: { deepLinkCode: code } });
    return inv
      ? toPublicInvitationResponse(inv, await this.records.organizationName(manager, inv.organizationId))
      : null;
  }

  /** GET /invitations/{deepLink} (public: the code is the secret). */
  async getByCode(code: string): Promise<PublicInvitationResponse> {
    const res = await this.findByCode(code);
    if (!res) throw new DomainError('invitation_not_found');
    return res;
  }

  /**
   * GET /invitations/by-id/{id} (public route). Ids are sequential, so the id alone proves nothing:
   * the organization's owner and admins (init data) see the full invitation; anyone else needs
   * `code` = its deep_link_code and gets the public part. Unknown id and wrong code answer the same.
   */
  async getById(
    id: number,
    code: string | undefined,
    identity: TelegramIdentity | undefined,
  ): Promise<InvitationByIdResponse> {
    const manager = this.db.manager;
    const inv = await manager.getRepository(Invitation).findOne({ where: { id } });
    // the same queries whether or not the id exists
    const runsIt = await this.runsOrganization(manager, identity, inv?.organizationId ?? 0);
    if (inv && runsIt) return this.records.toResponse(manager, inv);
    if (!inv || !invitationCodeMatches(inv.deepLinkCode, code)) throw new DomainError('invitation_not_found');
    return toPublicInvitationResponse(inv, await this.records.organizationName(manager, inv.organizationId));
  }

  /** The caller (init data on a public route) is an unblocked owner or admin of the organization. */
  private async runsOrganization(
    manager: EntityManager,
    identity: TelegramIdentity | undefined,
    organizationId: number,
  ): Promise<boolean> {
    if (!identity) return false;
    const user = await userByTelegramIdIn(manager, identity.id);
    if (!user || user.isBlocked) return false;
    const relation = await relationTo(manager, organizationId, user.id);
    return relation === 'owner' || relation === 'admin';
  }

  // ---- the invitee (registered) accepts; the owner decides -------------------------------------

  /** POST /invitations/accept by an already registered user: pending -> confirmed, the owner is asked. */
  async accept(user: User, dto: AcceptInvitationDto): Promise<InvitationActionResponse> {
    return this.db.transaction(async (manager) => {
      const { inv, org } = await this.records.lockWithCode(manager, dto.invitation_id, dto.invitation_code);
      if (org.ownerId === user.id) throw new DomainError('own_invitation');
      if (inv.status !== 'pending') throw new DomainError('invitation_not_awaiting_decision');
      await this.refuseExistingMember(manager, org.id, user.id, inv.role);
      // an acceptance holds a master's place until the owner decides: the plan must have room for it now
      if (inv.role === 'master') await this.plans.assertMastersRoom(manager, org.id, inv.id);
      if (dto.user_data) await this.fillBlanks(manager, user, dto.user_data);

      inv.status = 'confirmed';
      inv.invitedUserId = user.id;
      await manager.getRepository(Invitation).save(inv);
      const owner = await userByIdOrFail(manager, org.ownerId);
      await this.records.notify(manager, [
        this.records.draft(owner, 'invitation_confirmation_needed', {
          invitation_id: inv.id,
          organization_name: org.name,
          member_name: fullName(user),
          role: inv.role,
        }),
      ]);
      return { message: MSG.invitationAwaitingOwner, invitation: await this.records.toResponse(manager, inv) };
    });
  }

  /** The owner confirms an acceptance (web app or the bot's button): the invitee joins the team. */
  async confirm(owner: User, invitationId: number): Promise<InvitationActionResponse> {
    return this.db.transaction(async (manager) => {
      const { inv, org, invitee } = await this.lockForDecision(manager, owner, invitationId);
      if (inv.role === 'master') await this.plans.assertMastersRoom(manager, org.id, inv.id);
      const member = await addMember(manager, org.id, invitee.id, inv.role);
      inv.status = 'accepted';
      await manager.getRepository(Invitation).save(inv);
      const drafts: NotificationDraft[] = [
        this.records.draft(owner, 'invitation_accepted', {
          organization_name: org.name,
          member_name: fullName(invitee),
          role: inv.role,
        }),
        this.records.draft(invitee, 'invitation_decided', {
          organization_name: org.name,
          accepted: true,
          role: inv.role,
        }),
      ];
      if (member.masterCode) {
        drafts.push(
          this.records.draft(invitee, 'master_welcome', {
            first_name: invitee.firstName,
            booking_link: organizationMasterBookingLink(this.config.botUsername, member.masterCode),
          }),
        );
      }
      await this.records.notify(manager, drafts);
      return { message: MSG.invitationConfirmed, invitation: await this.records.toResponse(manager, inv) };
    });
  }

  /** The owner rejects an acceptance (web app or the bot's button). */
  async reject(owner: User, invitationId: number): Promise<InvitationActionResponse> {
    return this.db.transaction(async (manager) => {
      const { inv, org, invitee } = await this.lockForDecision(manager, owner, invitationId);
      inv.status = 'rejected';
      await manager.getRepository(Invitation).save(inv);
      await this.records.notify(manager, [
        this.records.draft(invitee, 'invitation_decided', {
          organization_name: org.name,
          accepted: false,
          role: inv.role,
        }),
      ]);
      return { message: MSG.invitationRejected, invitation: await this.records.toResponse(manager, inv) };
    });
  }

  // ---- helpers ---------------------------------------------------------------------------------

  private async lockForDecision(manager: EntityManager, owner: User, id: number): Promise<Locked & { invitee: User }> {
    const locked = await this.records.lock(manager, id, () => new DomainError('invitation_not_found'));
    if (locked.org.ownerId !== owner.id) throw new DomainError('forbidden');
    if (locked.inv.status !== 'confirmed' || locked.inv.invitedUserId === null) {
      throw new DomainError('invitation_not_awaiting_decision');
    }
    const invitee = await userByIdOrFail(manager, locked.inv.invitedUserId);
    return { ...locked, invitee };
  }

  private async refuseExistingMember(
    manager: EntityManager,
    organizationId: number,
    userId: number,
    role: Invitation['role'],
  ) {
    if (await memberExists(manager, { organizationId, userId, role })) {
      throw new DomainError('already_member');
    }
  }

  /** user_data only fills what the user has not told us yet (their profile is edited elsewhere). */
  private async fillBlanks(manager: EntityManager, user: User, data: AcceptUserDataDto): Promise<void> {
    const patch: Parameters<typeof updateUserFields>[2] = {};
    if (!user.lastName && data.last_name) patch.lastName = data.last_name;
    if (!user.phone && data.phone) patch.phone = normalizePhone(data.phone);
    if (!user.email && data.email) patch.email = data.email;
    if (Object.keys(patch).length > 0) await updateUserFields(manager, user.id, patch);
  }
}

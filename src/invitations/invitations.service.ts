import {
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TelegramIdentity } from '../auth/telegram-identity';
import { DataSource, EntityManager, In } from 'typeorm';
import { organizationMasterBookingLink, randomCode } from '../common/links';
import { MSG } from '../common/messages';
import { normalizePhone } from '../common/validators/phone';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import type { NotificationDraft, NotificationKind } from '../notifications/notification-kinds';
import { NotificationsService } from '../notifications/notifications.service';
import { OrganizationMember } from '../organizations/entities/organization-member.entity';
import { Organization } from '../organizations/entities/organization.entity';
import { relationTo } from '../organizations/organization-access';
import { User } from '../users/entities/user.entity';
import { AcceptInvitationDto, AcceptUserDataDto, CreateInvitationDto } from './dto/invitation.dto';
import { Invitation } from './entities/invitation.entity';
import { invitationCodeMatches } from './invitation-code';
import { fullName, toInvitationResponse, toPublicInvitationResponse } from './invitation.mapper';
import type {
  InvitationActionResponse,
  InvitationByIdResponse,
  InvitationListResponse,
  InvitationResponse,
  PublicInvitationResponse,
} from './invitations.contract';
import { addMember } from './membership';

/** An invitation locked for a status change, with its organization. */
interface Locked {
  inv: Invitation;
  org: Organization;
}

@Injectable()
export class InvitationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly notifications: NotificationsService,
  ) {}

  // ---- responses -------------------------------------------------------------------------------

  /** Maps invitations (for their organization's owner or admins) with organization and invited users' names. */
  private async toResponses(manager: EntityManager, invitations: Invitation[]): Promise<InvitationResponse[]> {
    if (invitations.length === 0) return [];
    const orgIds = [...new Set(invitations.map((i) => i.organizationId))];
    const userIds = [...new Set(invitations.map((i) => i.invitedUserId).filter((id): id is number => id !== null))];
    const orgs = await manager.getRepository(Organization).find({ where: { id: In(orgIds) } });
    const users = userIds.length === 0 ? [] : await manager.getRepository(User).find({ where: { id: In(userIds) } });
    const orgName = new Map(orgs.map((o) => [o.id, o.name]));
    const userName = new Map(users.map((u) => [u.id, fullName(u)]));
    return invitations.map((i) =>
      toInvitationResponse(
        i,
        orgName.get(i.organizationId) ?? '',
        i.invitedUserId === null ? null : (userName.get(i.invitedUserId) ?? null),
        this.config.botUsername,
      ),
    );
  }

  private async toResponse(manager: EntityManager, inv: Invitation): Promise<InvitationResponse> {
    const [res] = await this.toResponses(manager, [inv]);
    return res;
  }

  private async ownedOrganization(manager: EntityManager, user: User): Promise<Organization> {
    const org = await manager.getRepository(Organization).findOne({ where: { ownerId: user.id } });
    if (!org) throw new ForbiddenException({ detail: MSG.forbidden });
    return org;
  }

  private listOf(manager: EntityManager, organizationId: number, status?: Invitation['status']): Promise<Invitation[]> {
    return manager.getRepository(Invitation).find({
      where: { organizationId, ...(status ? { status } : {}) },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  // ---- owner: create, list, cancel -------------------------------------------------------------

  /** POST /invitations/: only the organization's owner invites. */
  async create(user: User, dto: CreateInvitationDto): Promise<InvitationResponse> {
    const manager = this.db.manager;
    const org = await manager.getRepository(Organization).findOne({ where: { id: dto.organization_id } });
    if (!org) throw new NotFoundException({ detail: MSG.organizationNotFound });
    if (org.ownerId !== user.id) throw new ForbiddenException({ detail: MSG.forbidden });
    const repo = manager.getRepository(Invitation);
    const inv = await repo.save(
      repo.create({
        organizationId: org.id,
        role: dto.role,
        status: 'pending',
        deepLinkCode: randomCode(),
        createdById: user.id,
        invitedUserId: null,
      }),
    );
    return this.toResponse(manager, inv);
  }

  /** GET /invitations/my: every invitation of the caller's own organization, newest first. */
  async listMine(user: User): Promise<InvitationListResponse> {
    const org = await this.ownedOrganization(this.db.manager, user);
    return { invitations: await this.toResponses(this.db.manager, await this.listOf(this.db.manager, org.id)) };
  }

  /** GET /invitations/pending: acceptances (status confirmed) waiting for the owner's decision. */
  async listPending(user: User): Promise<InvitationListResponse> {
    const org = await this.ownedOrganization(this.db.manager, user);
    const list = await this.listOf(this.db.manager, org.id, 'confirmed');
    return { invitations: await this.toResponses(this.db.manager, list) };
  }

  /** GET /invitations/organization/{id}: the owner and the organization's admins. */
  async listForOrganization(user: User, organizationId: number): Promise<InvitationListResponse> {
    const manager = this.db.manager;
    if (!(await manager.getRepository(Organization).exists({ where: { id: organizationId } }))) {
      throw new NotFoundException({ detail: MSG.organizationNotFound });
    }
    const relation = await relationTo(manager, organizationId, user.id);
    if (relation !== 'owner' && relation !== 'admin') throw new ForbiddenException({ detail: MSG.forbidden });
    return { invitations: await this.toResponses(manager, await this.listOf(manager, organizationId)) };
  }

  /** DELETE /invitations/{id}: the owner cancels a pending or confirmed invitation (status rejected).
   *  Someone who had already accepted it is told it will not happen. */
  async cancel(user: User, id: number): Promise<InvitationActionResponse> {
    return this.db.transaction(async (manager) => {
      const { inv, org } = await this.lock(manager, id, MSG.invitationNotFound);
      if (org.ownerId !== user.id) throw new ForbiddenException({ detail: MSG.forbidden });
      if (inv.status !== 'pending' && inv.status !== 'confirmed') {
        throw new UnprocessableEntityException({ detail: MSG.invitationCancelError });
      }
      const waiting = inv.status === 'confirmed' ? inv.invitedUserId : null;
      inv.status = 'rejected';
      await manager.getRepository(Invitation).save(inv);
      if (waiting !== null) {
        const invitee = await manager.getRepository(User).findOneByOrFail({ id: waiting });
        await this.notify(manager, [
          this.draft(invitee, 'invitation_decided', { organization_name: org.name, accepted: false, role: inv.role }),
        ]);
      }
      return { message: MSG.invitationCancelled, invitation: await this.toResponse(manager, inv) };
    });
  }

  // ---- look-ups by code or id ------------------------------------------------------------------

  private async organizationName(manager: EntityManager, organizationId: number): Promise<string> {
    const org = await manager.getRepository(Organization).findOne({ where: { id: organizationId } });
    return org?.name ?? '';
  }

  /** The invitation behind an invite_<code> link, or null: only what the invitation page needs. */
  async findByCode(code: string): Promise<PublicInvitationResponse | null> {
    const manager = this.db.manager;
    const inv = await manager.getRepository(Invitation).findOne({ where: { deepLinkCode: code } });
    return inv ? toPublicInvitationResponse(inv, await this.organizationName(manager, inv.organizationId)) : null;
  }

  /** GET /invitations/{deepLink} (public: the code is the secret). */
  async getByCode(code: string): Promise<PublicInvitationResponse> {
    const res = await this.findByCode(code);
    if (!res) throw new NotFoundException({ detail: MSG.badInvitationLink });
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
    if (inv && runsIt) return this.toResponse(manager, inv);
    if (!inv || !invitationCodeMatches(inv.deepLinkCode, code))
      throw new NotFoundException({ detail: MSG.badInvitationLink });
    return toPublicInvitationResponse(inv, await this.organizationName(manager, inv.organizationId));
  }

  /** The caller (init data on a public route) is an unblocked owner or admin of the organization. */
  private async runsOrganization(
    manager: EntityManager,
    identity: TelegramIdentity | undefined,
    organizationId: number,
  ): Promise<boolean> {
    if (!identity) return false;
    const user = await manager.getRepository(User).findOne({ where: { telegramId: identity.id } });
    if (!user || user.isBlocked) return false;
    const relation = await relationTo(manager, organizationId, user.id);
    return relation === 'owner' || relation === 'admin';
  }

  // ---- the invitee (registered) accepts; the owner decides -------------------------------------

  /** POST /invitations/accept by an already registered user: pending -> confirmed, the owner is asked. */
  async accept(user: User, dto: AcceptInvitationDto): Promise<InvitationActionResponse> {
    return this.db.transaction(async (manager) => {
      const { inv, org } = await this.lockWithCode(manager, dto.invitation_id, dto.invitation_code);
      if (org.ownerId === user.id) throw new UnprocessableEntityException({ detail: MSG.ownInvitation });
      if (inv.status !== 'pending') throw new UnprocessableEntityException({ detail: MSG.badInvitationLink });
      await this.refuseExistingMember(manager, org.id, user.id, inv.role);
      if (dto.user_data) await this.fillBlanks(manager, user, dto.user_data);

      inv.status = 'confirmed';
      inv.invitedUserId = user.id;
      await manager.getRepository(Invitation).save(inv);
      const owner = await manager.getRepository(User).findOneByOrFail({ id: org.ownerId });
      await this.notify(manager, [
        this.draft(owner, 'invitation_confirmation_needed', {
          invitation_id: inv.id,
          organization_name: org.name,
          member_name: fullName(user),
          role: inv.role,
        }),
      ]);
      return { message: MSG.invitationAwaitingOwner, invitation: await this.toResponse(manager, inv) };
    });
  }

  /** The owner confirms an acceptance (web app or the bot's button): the invitee joins the team. */
  async confirm(owner: User, invitationId: number): Promise<InvitationActionResponse> {
    return this.db.transaction(async (manager) => {
      const { inv, org, invitee } = await this.lockForDecision(manager, owner, invitationId);
      const member = await addMember(manager, org.id, invitee.id, inv.role);
      inv.status = 'accepted';
      await manager.getRepository(Invitation).save(inv);
      const drafts: NotificationDraft[] = [
        this.draft(owner, 'invitation_accepted', {
          organization_name: org.name,
          member_name: fullName(invitee),
          role: inv.role,
        }),
        this.draft(invitee, 'invitation_decided', { organization_name: org.name, accepted: true, role: inv.role }),
      ];
      if (member.masterCode) {
        drafts.push(
          this.draft(invitee, 'master_welcome', {
            first_name: invitee.firstName,
            booking_link: organizationMasterBookingLink(this.config.botUsername, member.masterCode),
          }),
        );
      }
      await this.notify(manager, drafts);
      return { message: MSG.invitationConfirmed, invitation: await this.toResponse(manager, inv) };
    });
  }

  /** The owner rejects an acceptance (web app or the bot's button). */
  async reject(owner: User, invitationId: number): Promise<InvitationActionResponse> {
    return this.db.transaction(async (manager) => {
      const { inv, org, invitee } = await this.lockForDecision(manager, owner, invitationId);
      inv.status = 'rejected';
      await manager.getRepository(Invitation).save(inv);
      await this.notify(manager, [
        this.draft(invitee, 'invitation_decided', { organization_name: org.name, accepted: false, role: inv.role }),
      ]);
      return { message: MSG.invitationRejected, invitation: await this.toResponse(manager, inv) };
    });
  }

  // ---- helpers ---------------------------------------------------------------------------------

  /** Locks the invitation row for a status change; unknown -> 404 with `notFound`. */
  async lock(manager: EntityManager, id: number, notFound: string): Promise<Locked> {
    const inv = await manager.getRepository(Invitation).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!inv) throw new NotFoundException({ detail: notFound });
    const org = await manager.getRepository(Organization).findOneByOrFail({ id: inv.organizationId });
    return { inv, org };
  }

  /**
   * Locks an invitation that someone outside its organization acts on by id: the id must come with its
   * deep_link_code. A missing or wrong code answers exactly like an unknown id (404 Неверная ссылка приглашения).
   */
  async lockWithCode(manager: EntityManager, id: number, code: unknown): Promise<Locked> {
    const inv = await manager.getRepository(Invitation).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!inv || !invitationCodeMatches(inv.deepLinkCode, code))
      throw new NotFoundException({ detail: MSG.badInvitationLink });
    const org = await manager.getRepository(Organization).findOneByOrFail({ id: inv.organizationId });
    return { inv, org };
  }

  private async lockForDecision(manager: EntityManager, owner: User, id: number): Promise<Locked & { invitee: User }> {
    const locked = await this.lock(manager, id, MSG.badInvitationLink);
    if (locked.org.ownerId !== owner.id) throw new ForbiddenException({ detail: MSG.forbidden });
    if (locked.inv.status !== 'confirmed' || locked.inv.invitedUserId === null) {
      throw new UnprocessableEntityException({ detail: MSG.badInvitationLink });
    }
    const invitee = await manager.getRepository(User).findOneByOrFail({ id: locked.inv.invitedUserId });
    return { ...locked, invitee };
  }

  private async refuseExistingMember(
    manager: EntityManager,
    organizationId: number,
    userId: number,
    role: Invitation['role'],
  ) {
    if (await manager.getRepository(OrganizationMember).exists({ where: { organizationId, userId, role } })) {
      throw new ConflictException({ detail: MSG.alreadyMember });
    }
  }

  /** user_data only fills what the user has not told us yet (their profile is edited elsewhere). */
  private async fillBlanks(manager: EntityManager, user: User, data: AcceptUserDataDto): Promise<void> {
    const patch: Partial<User> = {};
    if (!user.lastName && data.last_name) patch.lastName = data.last_name;
    if (!user.phone && data.phone) patch.phone = normalizePhone(data.phone);
    if (!user.email && data.email) patch.email = data.email;
    if (Object.keys(patch).length > 0) await manager.getRepository(User).update({ id: user.id }, patch);
  }

  draft<K extends NotificationKind>(to: User, kind: K, payload: NotificationDraft<K>['payload']): NotificationDraft<K> {
    return { chatId: to.telegramId, userId: to.id, kind, payload };
  }

  notify(manager: EntityManager, drafts: NotificationDraft[]): Promise<number> {
    return this.notifications.enqueue(drafts, manager);
  }
}

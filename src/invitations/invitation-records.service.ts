import { DomainError } from '../common/domain-error';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import type { NotificationDraft, NotificationKind } from '../notifications/notification-kinds';
import { NotificationsService } from '../notifications/notifications.service';
import type { Organization } from '../organizations/entities/organization.entity';
import type { User } from '../users/entities/user.entity';
import { Invitation } from './entities/invitation.entity';
import { invitationCodeMatches } from './invitation-code';
import { fullName, toInvitationResponse } from './invitation.mapper';
import type { InvitationResponse } from './invitations.contract';
import { organizationById, organizationByIdOrFail, organizationsByIds } from '../organizations/organization-store';
import { usersByIds } from '../users/user-store';

/** An invitation locked for a status change, with its organization. */
export interface Locked {
  inv: Invitation;
  org: Organization;
}

/**
 * What every side of invitations shares: full responses (with organization and invitee names), row locks
 * for a status change, and queued bot notices. Owns no rule about who may do what.
 */
@Injectable()
export class InvitationRecords {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly notifications: NotificationsService,
  ) {}

  /** Maps invitations (for their organization's owner or admins) with organization and invited users' names. */
  async toResponses(manager: EntityManager, invitations: Invitation[]): Promise<InvitationResponse[]> {
    if (invitations.length === 0) return [];
    const orgIds = [...new Set(invitations.map((i) => i.organizationId))];
    const userIds = [...new Set(invitations.map((i) => i.invitedUserId).filter((id): id is number => id !== null))];
    const orgs = await organizationsByIds(manager, orgIds);
    const users = await usersByIds(manager, userIds);
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

  async toResponse(manager: EntityManager, inv: Invitation): Promise<InvitationResponse> {
    const [res] = await this.toResponses(manager, [inv]);
    return res;
  }

  async organizationName(manager: EntityManager, organizationId: number): Promise<string> {
    const org = await organizationById(manager, organizationId);
    return org?.name ?? '';
  }

  /** Locks the invitation row for a status change; unknown -> 404 with `notFound`. */
  /** `notFound`: the refusal when there is no such invitation (each caller answers it in its own words). */
  async lock(manager: EntityManager, id: number, notFound: () => Error): Promise<Locked> {
    const inv = await manager.getRepository(Invitation).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!inv) throw notFound();
    const org = await organizationByIdOrFail(manager, inv.organizationId);
    return { inv, org };
  }

  /**
   * Locks an invitation that someone outside its organization acts on by id: the id must come with its
   * deep_link_code. A missing or wrong code answers exactly like an unknown id (404 Неверная ссылка приглашения).
   */
  async lockWithCode(manager: EntityManager, id: number, code: unknown): Promise<Locked> {
    const inv = await manager.getRepository(Invitation).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!inv || !invitationCodeMatches(inv.deepLinkCode, code)) throw new DomainError('invitation_not_found');
    const org = await organizationByIdOrFail(manager, inv.organizationId);
    return { inv, org };
  }

  draft<K extends NotificationKind>(to: User, kind: K, payload: NotificationDraft<K>['payload']): NotificationDraft<K> {
    return { chatId: to.telegramId, userId: to.id, kind, payload };
  }

  /** Queues the notices in the caller's transaction (sent once it commits). */
  notify(manager: EntityManager, drafts: NotificationDraft[]): Promise<number> {
    return this.notifications.enqueue(drafts, manager);
  }
}

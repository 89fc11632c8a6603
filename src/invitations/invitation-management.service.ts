import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { randomCode } from '../deep-links/booking-links';
import { MSG } from '../common/messages';
import type { PageQuery } from '../common/page.contract';
import { pageOf, pageWindow } from '../common/paging';
import type { Organization } from '../organizations/entities/organization.entity';
import { relationTo } from '../access/organization-access';
import type { User } from '../users/entities/user.entity';
import { CreateInvitationDto } from './dto/invitation.dto';
import { Invitation } from './entities/invitation.entity';
import { InvitationRecords } from './invitation-records.service';
import { PlanLimitsService } from '../billing/plan-limits.service';
import type { InvitationActionResponse, InvitationListResponse, InvitationResponse } from './invitations.contract';
import { organizationById, organizationExists, organizationOfOwner } from '../organizations/organization-store';
import { userByIdOrFail } from '../users/user-store';
import { DomainError } from '../common/domain-error';

/** The owner's side: create invitations, list them (a page at a time, newest first), cancel them. */
@Injectable()
export class InvitationManagementService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly records: InvitationRecords,
    private readonly plans: PlanLimitsService,
  ) {}

  /** POST /invitations/: only the organization's owner invites. */
  async create(user: User, dto: CreateInvitationDto): Promise<InvitationResponse> {
    const manager = this.db.manager;
    const org = await organizationById(manager, dto.organization_id);
    if (!org) throw new DomainError('organization_not_found');
    if (org.ownerId !== user.id) throw new DomainError('forbidden');
    if (dto.role === 'master') await this.plans.assertMastersRoom(manager, org.id, null);
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
    return this.records.toResponse(manager, inv);
  }

  /** GET /invitations/my: the invitations of the caller's own organization, newest first, a page at a time. */
  async listMine(user: User, q?: PageQuery): Promise<InvitationListResponse> {
    const org = await this.ownedOrganization(this.db.manager, user);
    return this.page(this.db.manager, org.id, q);
  }

  /** GET /invitations/pending: acceptances (status confirmed) waiting for the owner's decision. */
  async listPending(user: User, q?: PageQuery): Promise<InvitationListResponse> {
    const org = await this.ownedOrganization(this.db.manager, user);
    return this.page(this.db.manager, org.id, q, 'confirmed');
  }

  /** GET /invitations/organization/{id}: the owner and the organization's admins. */
  async listForOrganization(user: User, organizationId: number, q?: PageQuery): Promise<InvitationListResponse> {
    const manager = this.db.manager;
    if (!(await organizationExists(manager, organizationId))) {
      throw new DomainError('organization_not_found');
    }
    const relation = await relationTo(manager, organizationId, user.id);
    if (relation !== 'owner' && relation !== 'admin') throw new DomainError('forbidden');
    return this.page(manager, organizationId, q);
  }

  /** DELETE /invitations/{id}: the owner cancels a pending or confirmed invitation (status rejected).
   *  Someone who had already accepted it is told it will not happen. */
  async cancel(user: User, id: number): Promise<InvitationActionResponse> {
    return this.db.transaction(async (manager) => {
      const { inv, org } = await this.records.lock(manager, id, () => new DomainError('invitation_id_not_found'));
      if (org.ownerId !== user.id) throw new DomainError('forbidden');
      if (inv.status !== 'pending' && inv.status !== 'confirmed') {
        throw new DomainError('invitation_not_cancellable');
      }
      const waiting = inv.status === 'confirmed' ? inv.invitedUserId : null;
      inv.status = 'rejected';
      await manager.getRepository(Invitation).save(inv);
      if (waiting !== null) {
        const invitee = await userByIdOrFail(manager, waiting);
        await this.records.notify(manager, [
          this.records.draft(invitee, 'invitation_decided', {
            organization_name: org.name,
            accepted: false,
            role: inv.role,
          }),
        ]);
      }
      return { message: MSG.invitationCancelled, invitation: await this.records.toResponse(manager, inv) };
    });
  }

  private async ownedOrganization(manager: EntityManager, user: User): Promise<Organization> {
    const org = await organizationOfOwner(manager, user.id);
    if (!org) throw new DomainError('forbidden');
    return org;
  }

  /** One page of an organization's invitations, newest first (id breaks ties, so pages never overlap). */
  private async page(
    manager: EntityManager,
    organizationId: number,
    q: PageQuery | undefined,
    status?: Invitation['status'],
  ): Promise<InvitationListResponse> {
    const window = pageWindow(q);
    const rows = await manager.getRepository(Invitation).find({
      where: { organizationId, ...(status ? { status } : {}) },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: window.limit + 1,
      skip: window.offset,
    });
    const { items, has_more, next_offset } = pageOf(rows, window);
    return { invitations: await this.records.toResponses(manager, items), has_more, next_offset };
  }
}

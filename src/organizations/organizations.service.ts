import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ensureOwnerRole } from '../users/user-role-store';
import { organizationBookingLink } from '../deep-links/booking-links';
import { normalizePhone } from '../common/validators/phone';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { inLinkTransaction } from '../deep-links/deep-link-conflict';
import { DeepLinksService } from '../deep-links/deep-links.service';
import type { NotificationDraft } from '../notifications/notification-kinds';
import { NotificationsService } from '../notifications/notifications.service';
import { DeepLinkSuggestionsService } from '../deep-links/deep-link-suggestions.service';
import type { User } from '../users/entities/user.entity';
import { OrganizationRequestDto, OrganizationSearchQueryDto } from './dto/organization.dto';
import { Organization } from './entities/organization.entity';
import { PENDING_INVITATIONS, type PendingInvitations } from './pending-invitations';
import { MANAGED_ORGANIZATION_CTE, myOrganization, relationTo } from '../access/organization-access';
import { TeamRow, toOrganizationResponse, toTeamMember } from './organization.mapper';
import { visibleOrganization } from '../access/access.sql';
import type {
  LocationListResponse,
  LocationResponse,
  MyOrganizationResponse,
  OrganizationResponse,
  OrganizationSearchResponse,
  OrganizationStatsResponse,
  OrganizationUpdateResponse,
  TeamResponse,
} from './organizations.contract';
import { preparedQuery } from '../database/prepared-query';
import { CLOCK, Clock } from '../common/clock';
import { placeColumnsOf } from '../common/place';
import { DomainError } from '../common/domain-error';

/** "Today" and "this month" of the statistics are Moscow days and months. */
const TZ = 'Europe/Moscow';

/** A link another master or organization took first (also when a concurrent request took it). */
const linkTaken = () => new DomainError('deep_link_unavailable');

@Injectable()
export class OrganizationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly deepLinks: DeepLinksService,
    private readonly notifications: NotificationsService,
    private readonly suggestions: DeepLinkSuggestionsService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly modules: ModuleRef,
  ) {}

  private invitations: PendingInvitations | null = null;

  private toResponse(org: Organization): OrganizationResponse {
    return toOrganizationResponse(org, this.config.botUsername);
  }

  /** POST /organizations/: the caller (registered, without an organization) becomes its owner.
   *  Without a deep link one is suggested from the name, as POST /registration/suggest-deep-link does.
   *  user_type stays as it is; the 'organization' role row names the new organization. */
  async create(user: User, dto: OrganizationRequestDto): Promise<OrganizationResponse> {
    return inLinkTransaction(this.db, linkTaken, async (manager) => {
      const orgs = manager.getRepository(Organization);
      if (await orgs.exists({ where: { ownerId: user.id } })) {
        throw new DomainError('organization_exists');
      }
      let deepLink = dto.deep_link ?? null;
      if (deepLink) {
        if (!(await this.deepLinks.isAvailable(deepLink, {}, manager))) {
          throw new DomainError('deep_link_unavailable');
        }
      } else {
        const suggested = await this.suggestions.suggest(dto.name, 'org', manager);
        if (!suggested.available) throw new DomainError('deep_link_unavailable');
        deepLink = suggested.link;
      }
      const org = await orgs.save(
        orgs.create({
          ownerId: user.id,
          name: dto.name,
          description: dto.description ?? null,
          phone: dto.phone ? normalizePhone(dto.phone) : null,
          email: dto.email ?? null,
          address: dto.address ?? null,
          category: dto.category ?? null,
          ...placeColumnsOf(dto),
          deepLink,
        }),
      );
      await ensureOwnerRole(manager, user.id, org.id);
      return this.toResponse(org);
    });
  }

  /** The organization or 404, then the caller's relation to it or 403. */
  private async requireRelation(
    manager: EntityManager,
    user: User,
    id: number,
    allowed: ('owner' | 'admin' | 'master')[],
  ): Promise<Organization> {
    const org = await manager.getRepository(Organization).findOne({ where: { id } });
    if (!org) throw new DomainError('organization_not_found');
    const relation = await relationTo(manager, id, user.id);
    if (!relation || !allowed.includes(relation)) throw new DomainError('forbidden');
    return org;
  }

  /** GET /organizations/{id}: for its owner, admins and masters. */
  async findOne(user: User, id: number): Promise<OrganizationResponse> {
    const org = await this.requireRelation(this.db.manager, user, id, ['owner', 'admin', 'master']);
    return this.toResponse(org);
  }

  /** GET /organizations/my/organization */
  async mine(user: User): Promise<MyOrganizationResponse> {
    const mine = await myOrganization(this.db.manager, user.id);
    if (!mine) return { exists: false, organization: null };
    const org = await this.db.getRepository(Organization).findOneOrFail({ where: { id: mine.organizationId } });
    return { exists: true, organization: this.toResponse(org), role: mine.role };
  }

  /** GET /organizations/my/team: owner and organization admins. One query: access and the team. */
  async team(user: User): Promise<TeamResponse> {
    const rows: (TeamRow & { organization_id: number })[] = await preparedQuery(
      this.db,
      `WITH ${MANAGED_ORGANIZATION_CTE}
       SELECT managed.organization_id, m.id, m.user_id, m.role, u.first_name, u.last_name, u.phone, u.email,
              mp.specialization, m.master_code, m.joined_at, (m.is_blocked OR u.is_blocked) AS is_blocked
         FROM managed
         LEFT JOIN organization_members m ON m.organization_id = managed.organization_id
         LEFT JOIN users u ON u.id = m.user_id
         LEFT JOIN master_profiles mp ON mp.user_id = m.user_id
        ORDER BY m.joined_at, m.id`,
      [user.id],
    );
    if (!rows.length) throw new DomainError('forbidden');
    const members = rows.filter((r) => r.id !== null);
    return {
      admins: members.filter((r) => r.role === 'admin').map(toTeamMember),
      masters: members.filter((r) => r.role === 'master').map(toTeamMember),
    };
  }

  /** GET /organizations/my/stats: owner and organization admins. Cancelled appointments do not count;
   *  "today" and "this month" are the Moscow calendar day and month of the CLOCK's now. */
  async stats(user: User): Promise<OrganizationStatsResponse> {
    const [row]: Record<keyof OrganizationStatsResponse, string>[] = await preparedQuery(
      this.db,
      `WITH ${MANAGED_ORGANIZATION_CTE}, b AS (
         SELECT date_trunc('day', $2::timestamptz AT TIME ZONE '${TZ}') AS day_local,
                date_trunc('month', $2::timestamptz AT TIME ZONE '${TZ}') AS month_local
       ), r AS (
         SELECT day_local AT TIME ZONE '${TZ}' AS day_start,
                (day_local + interval '1 day') AT TIME ZONE '${TZ}' AS day_end,
                month_local AT TIME ZONE '${TZ}' AS month_start,
                (month_local + interval '1 month') AT TIME ZONE '${TZ}' AS month_end
           FROM b
       )
       SELECT
         (SELECT count(*) FROM appointments a, r WHERE a.organization_id = o.id AND a.status <> 'cancelled'
             AND a.starts_at >= r.day_start AND a.starts_at < r.day_end) AS appointments_today,
         (SELECT count(*) FROM appointments a, r WHERE a.organization_id = o.id AND a.status <> 'cancelled'
             AND a.starts_at >= r.month_start AND a.starts_at < r.month_end) AS appointments_month,
         (SELECT count(*) FROM services WHERE organization_id = o.id) AS services_count,
         (SELECT count(*) FROM organization_members WHERE organization_id = o.id AND role = 'master') AS masters_count,
         (SELECT count(*) FROM organization_members WHERE organization_id = o.id AND role = 'admin') AS admins_count
         FROM (SELECT organization_id AS id FROM managed) o`,
      [user.id, new Date(this.clock.now()).toISOString()],
    );
    if (!row) throw new DomainError('forbidden');
    return {
      appointments_today: Number(row.appointments_today),
      appointments_month: Number(row.appointments_month),
      services_count: Number(row.services_count),
      masters_count: Number(row.masters_count),
      admins_count: Number(row.admins_count),
    };
  }

  /** PUT /organizations/{id} (owner only). A new deep link, in one transaction: pending invitations
   *  (which carry the old context) are deleted and every master, admin and client is told. */
  async update(user: User, id: number, dto: OrganizationRequestDto): Promise<OrganizationUpdateResponse> {
    return inLinkTransaction(this.db, linkTaken, async (manager) => {
      const repo = manager.getRepository(Organization);
      const org = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!org) throw new DomainError('organization_not_found');
      if (org.ownerId !== user.id) throw new DomainError('forbidden');

      const oldLink = org.deepLink;
      const newLink = dto.deep_link ?? oldLink;
      const linkChanged = newLink !== oldLink;
      if (linkChanged && !(await this.deepLinks.isAvailable(newLink, { organizationId: org.id }, manager))) {
        throw new DomainError('deep_link_unavailable');
      }

      org.name = dto.name;
      org.description = dto.description ?? null;
      org.phone = dto.phone ? normalizePhone(dto.phone) : null;
      org.email = dto.email ?? null;
      org.address = dto.address ?? null;
      org.category = dto.category ?? null;
      Object.assign(org, placeColumnsOf(dto));
      org.deepLink = newLink;
      const saved = await repo.save(org);
      const response: OrganizationUpdateResponse = this.toResponse(saved);
      if (!linkChanged) return response;

      this.invitations ??= this.modules.get<PendingInvitations>(PENDING_INVITATIONS, { strict: false });
      const deleted = await this.invitations.drop(manager, org.id);
      const notified = await this.notifyLinkChanged(manager, saved, oldLink);
      return { ...response, stats: { deleted_invitations: deleted, ...notified } };
    });
  }

  /** One notice per person: masters, then admins, then clients with an appointment in the organization
   *  (someone who is both counts once, in the first group). The owner made the change and is skipped. */
  private async notifyLinkChanged(
    manager: EntityManager,
    org: Organization,
    oldLink: string,
  ): Promise<{ notified_masters: number; notified_admins: number; notified_clients: number }> {
    const rows: { user_id: number; telegram_id: string; grp: 'master' | 'admin' | 'client' }[] = await manager.query(
      `SELECT m.user_id, u.telegram_id, m.role AS grp, CASE m.role WHEN 'master' THEN 0 ELSE 1 END AS rank
         FROM organization_members m JOIN users u ON u.id = m.user_id
        WHERE m.organization_id = $1
       UNION
       SELECT DISTINCT a.client_id, u.telegram_id, 'client', 2
         FROM appointments a JOIN users u ON u.id = a.client_id
        WHERE a.organization_id = $1
       ORDER BY rank, user_id`,
      [org.id],
    );
    const seen = new Set<number>([org.ownerId]);
    const counts = { master: 0, admin: 0, client: 0 };
    const payload = {
      organization_name: org.name,
      old_link: oldLink,
      new_link: org.deepLink,
      booking_link: organizationBookingLink(this.config.botUsername, org.deepLink),
    };
    const drafts: NotificationDraft<'organization_link_changed'>[] = [];
    for (const r of rows) {
      if (seen.has(r.user_id)) continue;
      seen.add(r.user_id);
      counts[r.grp]++;
      drafts.push({ chatId: Number(r.telegram_id), userId: r.user_id, kind: 'organization_link_changed', payload });
    }
    await this.notifications.enqueue(drafts, manager);
    return { notified_masters: counts.master, notified_admins: counts.admin, notified_clients: counts.client };
  }

  /** GET /organizations/?search=&limit=&page= : visible organizations by name, category or address (ILIKE). */
  async search(query: OrganizationSearchQueryDto): Promise<OrganizationSearchResponse> {
    const limit = query.limit ?? 20;
    const page = query.page ?? 1;
    const qb = this.db.getRepository(Organization).createQueryBuilder('o').where(visibleOrganization('o'));
    if (query.search) {
      const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      qb.andWhere('(o.name ILIKE :p OR o.category ILIKE :p OR o.address ILIKE :p)', { p: pattern });
    }
    const orgs = await qb
      .orderBy('o.name', 'ASC')
      .addOrderBy('o.id', 'ASC')
      .take(limit)
      .skip((page - 1) * limit)
      .getMany();
    return { organizations: orgs.map((o) => this.toResponse(o)) };
  }

  /*
   * Locations. There is no locations table: an organization has exactly one location, its address.
   * The location's id is the organization's id; POST replaces it (organization-places.service.ts).
   */
  private toLocations(org: Organization): LocationResponse[] {
    return org.address ? [{ id: org.id, organization_id: org.id, address: org.address }] : [];
  }

  /** GET /organizations/{id}/locations: for the organization's owner, admins and masters. */
  async locations(user: User, id: number): Promise<LocationListResponse> {
    const org = await this.requireRelation(this.db.manager, user, id, ['owner', 'admin', 'master']);
    return { locations: this.toLocations(org) };
  }
}

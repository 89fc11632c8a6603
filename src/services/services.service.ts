import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MSG } from '../common/messages';
import type { PageQuery } from '../common/page.contract';
import { pageOf, pageWindow, type Page } from '../common/paging';
import type { User } from '../users/entities/user.entity';
import { Service } from './entities/service.entity';
import type { ServiceResponse } from './services.contract';
import { ServiceRequestDto } from './dto/service-request.dto';
import { toServiceResponse } from './dto/service-response';
import {
  CALLER_SCOPE_SQL,
  MASTER_SERVICES_SQL,
  ORGANIZATION_ACCESS_SQL,
  ORGANIZATION_SERVICES_SQL,
  PAGE_SQL,
  SERVICES_WHERE_SQL,
} from './services.sql';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../config/app.config';
import { columnsOf, depositRefusal, serviceDeposit, settingOf } from '../deposits/deposit-rules';
import { groupFields } from './group-fields';
import type { DepositSetting } from '../deposits/deposits.contract';

/** Where the caller's services live: the organization they own, else their own (a master profile). */
interface CallerScope {
  ownedOrganizationId: number | null;
  hasMasterProfile: boolean;
  /** An organization where the caller is an (unblocked) administrator: read-only view of its services. */
  adminOrganizationId: number | null;
}

interface ServiceAccess {
  isOwner: boolean;
  isMember: boolean;
}

@Injectable()
export class ServicesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The deposit the service will ask for (undefined: the request leaves it as it is), checked against the
   * price it will have: 422 when payments are off, or the amount is below the minimum or above the price.
   */
  private depositFor(
    requested: DepositSetting | null | undefined,
    current: DepositSetting | null,
    price: number | null,
  ) {
    if (requested !== undefined && requested !== null && !this.config.paymentProviderToken) {
      throw new DomainError('payments_off');
    }
    const setting = requested === undefined ? current : requested;
    const refusal = setting ? depositRefusal(setting, price) : null;
    if (refusal) throw new DomainError(refusal);
    return requested === undefined ? undefined : columnsOf(requested);
  }

  async create(user: User, dto: ServiceRequestDto): Promise<ServiceResponse> {
    const scope = await this.scopeOf(user.id);
    let owner: { organizationId: number | null; masterId: number | null };
    if (scope.ownedOrganizationId !== null) owner = { organizationId: scope.ownedOrganizationId, masterId: null };
    else if (scope.hasMasterProfile) owner = { organizationId: null, masterId: user.id };
    else throw new DomainError('forbidden');

    const deposit = this.depositFor(dto.deposit, null, dto.price ?? null);
    const repo = this.db.getRepository(Service);
    const saved = await repo.save(
      repo.create({
        depositType: deposit?.deposit_type ?? null,
        depositValue: deposit?.deposit_value ?? null,
        name: dto.name,
        description: dto.description ?? null,
        durationMinutes: dto.duration_minutes ?? null,
        price: dto.price ?? null,
        category: dto.category ?? null,
        ...groupFields(dto, null),
        ...owner,
      }),
    );
    return toServiceResponse(saved);
  }

  /** GET /services/my: the owner's organization's, an independent master's own, or (read-only) the
   *  organization an administrator works for; one page by name. */
  async listMine(user: User, q?: PageQuery): Promise<Page<ServiceResponse>> {
    const scope = await this.scopeOf(user.id);
    if (scope.ownedOrganizationId !== null) return this.listWhere('organization_id', scope.ownedOrganizationId, q);
    if (scope.hasMasterProfile) return this.listWhere('master_id', user.id, q);
    if (scope.adminOrganizationId !== null) return this.listWhere('organization_id', scope.adminOrganizationId, q);
    return { items: [], has_more: false, next_offset: null };
  }

  async get(user: User, id: number): Promise<ServiceResponse> {
    const { service, access } = await this.load(user, id);
    if (!access.isOwner && !access.isMember) throw new DomainError('forbidden');
    return toServiceResponse(service);
  }

  async update(user: User, id: number, dto: ServiceRequestDto): Promise<ServiceResponse> {
    const { service, access } = await this.load(user, id);
    if (!access.isOwner) throw new DomainError('forbidden');
    service.name = dto.name;
    if (dto.description !== undefined) service.description = dto.description;
    if (dto.duration_minutes !== undefined) service.durationMinutes = dto.duration_minutes;
    if (dto.price !== undefined) service.price = dto.price;
    if (dto.category !== undefined) service.category = dto.category;
    Object.assign(service, groupFields(dto, service));
    const current = settingOf({ deposit_type: service.depositType, deposit_value: service.depositValue });
    const deposit = this.depositFor(dto.deposit, current, service.price === null ? null : Number(service.price));
    if (deposit) {
      service.depositType = deposit.deposit_type;
      service.depositValue = deposit.deposit_value;
    }
    const saved = await this.db.getRepository(Service).save(service);
    return toServiceResponse(saved);
  }

  async remove(user: User, id: number): Promise<{ message: string }> {
    const { service, access } = await this.load(user, id);
    if (!access.isOwner) throw new DomainError('forbidden');
    await this.db.getRepository(Service).delete({ id: service.id });
    return { message: MSG.serviceDeleted };
  }

  /** Public: an (unblocked) master's own services, one page by name. */
  listOfMaster(masterUserId: number, q?: PageQuery): Promise<Page<ServiceResponse>> {
    return this.page(MASTER_SERVICES_SQL, [masterUserId], q);
  }

  /** Public: an organization's services (hidden while its owner is blocked), one page by name. */
  listOfOrganization(organizationId: number, q?: PageQuery): Promise<Page<ServiceResponse>> {
    return this.page(ORGANIZATION_SERVICES_SQL, [organizationId], q);
  }

  private listWhere(
    column: 'organization_id' | 'master_id',
    value: number,
    q: PageQuery | undefined,
  ): Promise<Page<ServiceResponse>> {
    return this.page(SERVICES_WHERE_SQL(column), [value], q);
  }

  /** `select` ordered by name (then id, so pages never overlap), one row more than the page to tell if there is more. */
  private async page(select: string, params: unknown[], q: PageQuery | undefined): Promise<Page<ServiceResponse>> {
    const window = pageWindow(q);
    const n = params.length;
    const rows: ServiceRow[] = await this.db.query(PAGE_SQL(select, n), [...params, window.limit + 1, window.offset]);
    return pageOf(rows.map(fromRow), window);
  }

  private async scopeOf(userId: number): Promise<CallerScope> {
    const [row]: { owned: number | null; profile: boolean; admin_of: number | null }[] = await this.db.query(
      CALLER_SCOPE_SQL,
      [userId],
    );
    return { ownedOrganizationId: row.owned, hasMasterProfile: row.profile, adminOrganizationId: row.admin_of };
  }

  /** The service and what the caller may do with it: owner (organization owner or owning master) changes it,
   *  members (administrators, masters) of its organization read it. Unknown id: 404. */
  private async load(user: User, id: number): Promise<{ service: Service; access: ServiceAccess }> {
    const service = await this.db.getRepository(Service).findOne({ where: { id } });
    if (!service) throw new DomainError('service_not_found');
    if (service.masterId !== null && service.organizationId === null) {
      const isOwner = service.masterId === user.id;
      return { service, access: { isOwner, isMember: false } };
    }
    const [row]: { owner: boolean; member: boolean }[] = await this.db.query(ORGANIZATION_ACCESS_SQL, [
      service.organizationId,
      user.id,
    ]);
    return { service, access: { isOwner: row.owner, isMember: row.member } };
  }
}

interface ServiceRow {
  id: number;
  name: string;
  description: string | null;
  duration_minutes: number | null;
  price: string | number | null;
  category: string | null;
  organization_id: number | null;
  master_id: number | null;
  deposit_type: 'fixed' | 'percent' | null;
  deposit_value: number | null;
  capacity: number | null;
  min_participants: number | null;
  min_check_hours: number;
}

function fromRow(r: ServiceRow): ServiceResponse {
  const price = r.price === null ? null : Number(r.price);
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    duration_minutes: r.duration_minutes,
    price,
    category: r.category,
    organization_id: r.organization_id,
    master_id: r.master_id,
    deposit: serviceDeposit(r, price),
    capacity: r.capacity,
    min_participants: r.min_participants,
    min_check_hours: r.min_check_hours,
  };
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { User } from '../users/entities/user.entity';
import { LocationRequestDto } from './dto/organization.dto';
import { Organization } from './entities/organization.entity';
import type { LocationResponse } from './organizations.contract';
import { DomainError } from '../common/domain-error';

/** Where an organization is, written outside its full edit: its one location (the address) and its point. */
@Injectable()
export class OrganizationPlacesService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** POST /organizations/locations (owner only): replaces the address. */
  async setLocation(user: User, dto: LocationRequestDto): Promise<LocationResponse> {
    return this.db.transaction(async (manager) => {
      const repo = manager.getRepository(Organization);
      const org = await repo.findOne({ where: { id: dto.organization_id }, lock: { mode: 'pessimistic_write' } });
      if (!org) throw new DomainError('organization_not_found');
      if (org.ownerId !== user.id) throw new DomainError('forbidden');
      org.address = dto.address;
      await repo.save(org);
      return { id: org.id, organization_id: org.id, address: dto.address };
    });
  }

  /** The point of the organization `userId` owns (a location shared with the bot); false when they own none. */
  async setOwnPoint(userId: number, point: { latitude: number; longitude: number }): Promise<boolean> {
    const result = await this.db.getRepository(Organization).update({ ownerId: userId }, point);
    return (result.affected ?? 0) > 0;
  }
}

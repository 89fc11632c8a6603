import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CLOCK, Clock } from '../common/clock';
import { preparedQuery } from '../database/prepared-query';
import type { MasterBundle } from '../schedules/master-days';
import type { User } from '../users/entities/user.entity';
import type { FavoriteMaster, FavoriteOrganization, FavoritesResponse } from './favorites.contract';
import {
  ADD_MASTER_SQL,
  ADD_ORGANIZATION_SQL,
  LIST_MASTERS_SQL,
  LIST_ORGANIZATIONS_SQL,
  REMOVE_MASTER_SQL,
  REMOVE_ORGANIZATION_SQL,
} from './favorites.sql';
import { nextFree, nextFreeWindow } from './next-free';
import { DomainError } from '../common/domain-error';

type MasterRow = Omit<FavoriteMaster, 'next_free'> & MasterBundle & { durations: number[]; sessions: number[] };

/**
 * A client's favorite masters and organizations. Adding and removing are idempotent, one statement each;
 * a provider without a public page (unknown, blocked, left their organization) is a 404 and is never listed.
 */
@Injectable()
export class FavoritesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  addMaster(user: User, masterId: number): Promise<void> {
    return this.change(ADD_MASTER_SQL, user, masterId, 'master_not_found');
  }

  removeMaster(user: User, masterId: number): Promise<void> {
    return this.change(REMOVE_MASTER_SQL, user, masterId, 'master_not_found');
  }

  addOrganization(user: User, organizationId: number): Promise<void> {
    return this.change(ADD_ORGANIZATION_SQL, user, organizationId, 'organization_not_found');
  }

  removeOrganization(user: User, organizationId: number): Promise<void> {
    return this.change(REMOVE_ORGANIZATION_SQL, user, organizationId, 'organization_not_found');
  }

  /** GET /favorites: two statements (masters with their slot data, organizations), then the slot engine. */
  async list(user: User): Promise<FavoritesResponse> {
    const now = this.clock.now();
    const w = nextFreeWindow(now);
    const [masters, organizations] = await Promise.all([
      preparedQuery<MasterRow>(this.db, LIST_MASTERS_SQL, [user.id, w.from, w.to, w.lo, w.hi]),
      preparedQuery<FavoriteOrganization>(this.db, LIST_ORGANIZATIONS_SQL, [user.id]),
    ]);
    return {
      masters: masters.map((m) => ({
        id: m.id,
        first_name: m.first_name,
        last_name: m.last_name,
        specialization: m.specialization,
        rating: m.rating,
        reviews_count: m.reviews_count,
        book_path: m.book_path,
        next_free: nextFree(m, m.durations, now, m.sessions),
      })),
      organizations: organizations.map((o) => ({
        id: o.id,
        name: o.name,
        address: o.address,
        rating: o.rating,
        reviews_count: o.reviews_count,
        book_path: o.book_path,
      })),
    };
  }

  private async change(
    sql: string,
    user: User,
    id: number,
    notFound: 'master_not_found' | 'organization_not_found',
  ): Promise<void> {
    const [row] = await preparedQuery<{ found: boolean }>(this.db, sql, [user.id, id]);
    if (!row?.found) throw new DomainError(notFound);
  }
}

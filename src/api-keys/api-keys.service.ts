import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ApiKeyAuthenticator, ApiKeyCaller } from '../auth/api-key-access';
import { assertBusinessPlan } from '../billing/requires-plan.decorator';
import { PlanLimitsService } from '../billing/plan-limits.service';
import { CLOCK, type Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../config/app.config';
import { sqlInstant } from '../database/sql-instant';
import type { User } from '../users/entities/user.entity';
import { findUserByTelegramId } from '../users/user-lookup';
import type {
  ApiKeyListResponse,
  ApiKeyResponse,
  ApiKeyScope,
  CreateApiKeyRequest,
  CreatedApiKeyResponse,
} from './api-keys.contract';
import { INSERT_KEY_SQL, LIST_KEYS_SQL, REVOKE_KEY_SQL, USE_KEY_SQL } from './api-keys.sql';
import { businessParams, ownedBusiness } from './owned-business';

const MINUTE = 60_000;
/** What a key looks like: `bk_` and 32 characters of base64url (192 random bits). */
const KEY_PREFIX = 'bk_';
const SHOWN = 11;

interface KeyRow {
  id: number;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  last_used_at: Date | null;
  created_at: Date;
}

interface KeyUse {
  id: number;
  scopes: ApiKeyScope[];
  organization_id: number | null;
  master_id: number | null;
  telegram_id: number | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const toResponse = (r: KeyRow): ApiKeyResponse => ({
  id: Number(r.id),
  name: r.name,
  prefix: r.prefix,
  scopes: r.scopes,
  last_used_at: iso(r.last_used_at),
  created_at: new Date(r.created_at).toISOString(),
});

export const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/**
 * A business's API keys: the owner makes, lists and revokes them; the guard asks `authenticate` for a request
 * that carries one. Only a key's SHA-256 is stored (a key is 192 random bits, so a fast hash is enough and a
 * lookup is one indexed statement); revoking takes effect on the next request (nothing is cached).
 */
@Injectable()
export class ApiKeysService implements ApiKeyAuthenticator {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly plans: PlanLimitsService,
    @InjectThrottlerStorage() private readonly counts: ThrottlerStorage,
  ) {}

  async create(user: User, req: CreateApiKeyRequest): Promise<CreatedApiKeyResponse> {
    const business = await ownedBusiness(this.db, user.id);
    const key = KEY_PREFIX + randomBytes(24).toString('base64url');
    const scopes = (['read', 'write'] as const).filter((s) => req.scopes.includes(s));
    const [row] = await this.db.query<KeyRow[]>(INSERT_KEY_SQL, [
      ...businessParams(business),
      user.id,
      req.name,
      key.slice(0, SHOWN),
      hashKey(key),
      scopes,
      sqlInstant(this.clock.now()),
    ]);
    return { ...toResponse(row), key };
  }

  async list(user: User): Promise<ApiKeyListResponse> {
    const business = await ownedBusiness(this.db, user.id);
    const rows = await this.db.query<KeyRow[]>(LIST_KEYS_SQL, businessParams(business));
    return { items: rows.map(toResponse) };
  }

  async revoke(user: User, id: number): Promise<void> {
    const business = await ownedBusiness(this.db, user.id);
    const rows = await this.db.query<{ id: number }[]>(REVOKE_KEY_SQL, [
      ...businessParams(business),
      id,
      sqlInstant(this.clock.now()),
    ]);
    if (rows.length === 0) throw new DomainError('api_key_not_found');
  }

  async authenticate(token: string, scope: ApiKeyScope | undefined): Promise<{ user: User; key: ApiKeyCaller }> {
    const [row] = await this.db.query<KeyUse[]>(USE_KEY_SQL, [hashKey(token), sqlInstant(this.clock.now())]);
    if (!row || row.telegram_id === null) throw new DomainError('api_key_invalid');
    if (scope === undefined) throw new DomainError('api_key_route');
    if (!row.scopes.includes(scope)) throw new DomainError('api_key_scope');
    await this.limit(row.id);
    const business = {
      organizationId: row.organization_id === null ? null : Number(row.organization_id),
      masterId: Number(row.master_id ?? 0),
    };
    // a business that left Enterprise keeps its keys, but they open nothing until it is back
    await assertBusinessPlan(this.plans, business, 'enterprise');
    const user = await findUserByTelegramId(this.db, Number(row.telegram_id));
    if (!user) throw new DomainError('api_key_invalid');
    if (user.isBlocked) throw new DomainError('account_blocked');
    return { user, key: { keyId: Number(row.id), scopes: row.scopes } };
  }

  /** API_KEY_REQUESTS_PER_MINUTE per key, in this process (429 for the rest of the minute past it). */
  private async limit(keyId: number): Promise<void> {
    const limit = this.config.apiKeyRequestsPerMinute;
    if (limit === 0) return;
    const r = await this.counts.increment(`api-key:${keyId}`, MINUTE, limit, MINUTE, 'default');
    if (r.isBlocked) throw new DomainError('too_many_requests');
  }
}

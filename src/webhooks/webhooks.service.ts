import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { businessParams, ownedBusiness } from '../api-keys/owned-business';
import { CLOCK, type Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { assertPublicUrl, type Resolve, UnsafeUrlError } from '../common/public-address';
import { APP_CONFIG, type AppConfig } from '../config/app.config';
import { sqlInstant } from '../database/sql-instant';
import type { User } from '../users/entities/user.entity';
import { newWebhookSecret } from './webhook-signature';
import {
  type CreatedWebhookResponse,
  type CreateWebhookRequest,
  DELIVERY_LOG_SIZE,
  type DeliveryStatus,
  WEBHOOK_EVENTS,
  type WebhookDeliveriesResponse,
  type WebhookEvent,
  type WebhookListResponse,
  type WebhookResponse,
} from './webhooks.contract';
import {
  DELETE_WEBHOOK_SQL,
  DELIVERY_LOG_SQL,
  INSERT_WEBHOOK_SQL,
  LIST_WEBHOOKS_SQL,
  OWN_WEBHOOK_SQL,
} from './webhooks.sql';

interface HookRow {
  id: number;
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
  created_at: Date;
  disabled_at: Date | null;
}

interface DeliveryRow {
  id: string;
  event: WebhookEvent;
  status: DeliveryStatus;
  attempts: number;
  created_at: Date;
  last_attempt_at: Date | null;
  response_code: number | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const toResponse = (r: HookRow): WebhookResponse => ({
  id: Number(r.id),
  url: r.url,
  events: r.events,
  enabled: r.enabled,
  created_at: new Date(r.created_at).toISOString(),
  disabled_at: iso(r.disabled_at),
});

/** The webhooks of the business the caller owns: made (the URL checked), listed, deleted, and their log. */
@Injectable()
export class WebhooksService {
  /** Tests resolve host names with their own table. */
  resolve: Resolve | undefined;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(user: User, req: CreateWebhookRequest): Promise<CreatedWebhookResponse> {
    const business = await ownedBusiness(this.db, user.id);
    try {
      await assertPublicUrl(req.url, { allowPrivate: this.config.webhookAllowPrivate, resolve: this.resolve });
    } catch (e) {
      if (e instanceof UnsafeUrlError) throw new DomainError('webhook_url_unsafe', { reason: e.reason });
      throw e;
    }
    const secret = newWebhookSecret();
    const events = WEBHOOK_EVENTS.filter((e) => req.events.includes(e));
    const [row] = await this.db.query<HookRow[]>(INSERT_WEBHOOK_SQL, [
      ...businessParams(business),
      user.id,
      req.url,
      events,
      secret,
      sqlInstant(this.clock.now()),
    ]);
    return { ...toResponse(row), secret };
  }

  async list(user: User): Promise<WebhookListResponse> {
    const business = await ownedBusiness(this.db, user.id);
    const rows = await this.db.query<HookRow[]>(LIST_WEBHOOKS_SQL, businessParams(business));
    return { items: rows.map(toResponse) };
  }

  async remove(user: User, id: number): Promise<void> {
    const business = await ownedBusiness(this.db, user.id);
    const rows = await this.db.query<{ id: number }[]>(DELETE_WEBHOOK_SQL, [...businessParams(business), id]);
    if (rows.length === 0) throw new DomainError('webhook_not_found');
  }

  async deliveries(user: User, id: number): Promise<WebhookDeliveriesResponse> {
    const business = await ownedBusiness(this.db, user.id);
    const own = await this.db.query<{ id: number }[]>(OWN_WEBHOOK_SQL, [...businessParams(business), id]);
    if (own.length === 0) throw new DomainError('webhook_not_found');
    const rows = await this.db.query<DeliveryRow[]>(DELIVERY_LOG_SQL, [id, DELIVERY_LOG_SIZE]);
    return {
      items: rows.map((r) => ({
        id: Number(r.id),
        event: r.event,
        status: r.status,
        attempts: r.attempts,
        created_at: new Date(r.created_at).toISOString(),
        last_attempt_at: iso(r.last_attempt_at),
        response_code: r.response_code,
      })),
    };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { BusinessRow } from '../billing/billing.sql';
import { PlanLimitsService } from '../billing/plan-limits.service';
import { planRequired } from '../billing/requires-plan.decorator';
import { planCovers } from '../billing/plans';
import { CLOCK, Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import type { User } from '../users/entities/user.entity';
import type {
  NotificationPreviewResponse,
  NotificationTemplateItem,
  NotificationTemplatesResponse,
} from './notification-templates.contract';
import { DELETE_SQL, LIST_SQL, UPSERT_SQL } from './notification-templates.sql';
import { sampleButtons } from './template-preview';
import { SAMPLE_VALUES, STANDARD_TEXTS } from './template-standard';
import {
  checkTemplate,
  isTemplateKind,
  isTemplateLang,
  NOTICE_OF_KIND,
  PLACEHOLDERS_OF_KIND,
  renderTemplate,
  TEMPLATE_KINDS,
  TEMPLATE_LANGS,
  type TemplateKind,
  type TemplateLang,
} from './template-text';

/**
 * A business's own notification texts. The business is the caller's own (the organization they own, else
 * themselves as an independent master), as billing and support pick it; everyone else 403. Saving needs Pro
 * with billing on (403 plan_required); reading, previewing and going back to the standard text do not, and
 * texts saved on Pro are kept on Basic (the standard ones go out meanwhile).
 */
@Injectable()
export class NotificationTemplatesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly plans: PlanLimitsService,
  ) {}

  async list(user: User): Promise<NotificationTemplatesResponse> {
    const business = await this.ownBusiness(user);
    const rows: { notice: string; lang: string; text: string }[] = await this.db.query(LIST_SQL, params(business));
    const own = new Map(rows.map((r) => [`${r.notice}:${r.lang}`, r.text]));
    const templates: NotificationTemplateItem[] = TEMPLATE_KINDS.flatMap((kind) =>
      TEMPLATE_LANGS.map((lang) => ({
        kind,
        lang,
        standard_text: STANDARD_TEXTS[kind][lang],
        own_text: own.get(`${NOTICE_OF_KIND[kind]}:${lang}`) ?? null,
        placeholders: [...PLACEHOLDERS_OF_KIND[kind]],
      })),
    );
    return { own_texts_in_use: this.inUse(business), templates };
  }

  async save(user: User, kind: string, lang: string, text: string): Promise<NotificationTemplatesResponse> {
    const [k, l] = known(kind, lang);
    const business = await this.ownBusiness(user);
    if (!this.inUse(business)) throw planRequired('pro');
    assertFit(text, k);
    await this.db.query(UPSERT_SQL[business.kind], [
      business.id,
      NOTICE_OF_KIND[k],
      l,
      text,
      new Date(this.clock.now()),
    ]);
    return this.list(user);
  }

  async reset(user: User, kind: string, lang: string): Promise<NotificationTemplatesResponse> {
    const [k, l] = known(kind, lang);
    const business = await this.ownBusiness(user);
    await this.db.query(DELETE_SQL, [...params(business), NOTICE_OF_KIND[k], l]);
    return this.list(user);
  }

  async preview(user: User, kind: string, lang: string, text: string): Promise<NotificationPreviewResponse> {
    const [k, l] = known(kind, lang);
    await this.ownBusiness(user);
    assertFit(text, k);
    return {
      text: renderTemplate(text, k, SAMPLE_VALUES[l], l) ?? '',
      buttons: sampleButtons(k, l, this.config.webappUrl),
    };
  }

  /** Own texts go out: always with billing off, else while the plan in force is Pro or above. */
  private inUse(business: BusinessRow): boolean {
    return !this.plans.enabled || planCovers(this.plans.effective(business).plan, 'pro');
  }

  private async ownBusiness(user: User): Promise<BusinessRow> {
    const row = await this.plans.businessOfUser(user.id);
    if (!row) throw new DomainError('forbidden');
    return row;
  }
}

const params = (b: BusinessRow): [number | null, number | null] =>
  b.kind === 'organization' ? [b.id, null] : [null, b.id];

function known(kind: string, lang: string): [TemplateKind, TemplateLang] {
  if (!isTemplateKind(kind) || !isTemplateLang(lang)) throw new DomainError('template_kind_not_found');
  return [kind, lang];
}

/** 422 naming what is wrong: an unknown placeholder, a brace without its pair, or too long a message. */
function assertFit(text: string, kind: TemplateKind): void {
  const problem = checkTemplate(text, kind);
  if (!problem) return;
  if (problem.problem === 'unknown_placeholder')
    throw new DomainError('template_placeholder_unknown', { name: problem.name });
  if (problem.problem === 'unclosed_brace') throw new DomainError('template_brace_unclosed', { at: problem.at + 1 });
  throw new DomainError('template_too_long', { length: problem.length });
}

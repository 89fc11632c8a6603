import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { assertBusinessPlan, businessHasPlan } from '../../billing/requires-plan.decorator';
import { PlanLimitsService } from '../../billing/plan-limits.service';
import { CLOCK, Clock } from '../../common/clock';
import type { DigestFigures, WeeklyDigestNotice } from '../../notifications/notification-kinds';
import type { BusinessView } from '../../access/business-view';
import { BusinessViewService } from '../../access/business-view.service';
import type { StatisticsTotals } from '../statistics.contract';
import { StatisticsService } from '../statistics.service';
import type { DigestSettings } from './digest.contract';
import { digestWeek, nextDigestDue, reportedWeek } from './digest-plan';
import {
  CLAIM_DIGESTS_SQL,
  DELIVER_DIGEST_SQL,
  DIGEST_ON_SQL,
  DIGEST_RECIPIENTS_SQL,
  DIGEST_SUBSCRIBE_SQL,
  DIGEST_UNSUBSCRIBE_SQL,
  PLAN_DIGEST_SQL,
} from './digest.sql';
import { DomainError } from '../../common/domain-error';

/** A claimed digest is this runner's for this long; one that died mid-way leaves it to the next round. */
const LEASE_MS = 10 * 60_000;

interface Recipient {
  user_id: number;
  chat_id: number;
  is_blocked: boolean;
  org_name: string | null;
  owner: boolean;
  independent: boolean;
}

export interface DigestBatchResult {
  claimed: number;
  sent: number;
}

const figures = (t: StatisticsTotals): DigestFigures => ({
  revenue: t.revenue,
  visits: t.visits,
  occupancy: t.occupancy,
  no_show_rate: t.no_show_rate,
});

/**
 * The weekly digest of owners and independent masters: a switch (off by default), and, each Monday 09:00
 * in the business's zone, last week against the week before as a bot message. Due rows like the masters'
 * agendas; a (recipient, week) key makes it once a week whatever the number of instances and restarts.
 */
@Injectable()
export class DigestService {
  private readonly logger = new Logger('Digest');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly views: BusinessViewService,
    private readonly statistics: StatisticsService,
    private readonly plans: PlanLimitsService,
  ) {}

  async settings(userId: number): Promise<DigestSettings> {
    await this.viewOf(userId);
    const [row]: { enabled: boolean }[] = await this.db.query(DIGEST_ON_SQL, [userId]);
    return { enabled: row.enabled };
  }

  async update(userId: number, enabled: boolean): Promise<DigestSettings> {
    const view = await this.viewOf(userId);
    if (!enabled) await this.db.query(DIGEST_UNSUBSCRIBE_SQL, [userId]);
    else {
      // the digest is the Pro report's figures: switched on like the report is opened
      await assertBusinessPlan(this.plans, businessOfView(view, userId), 'pro');
      const due = nextDigestDue(this.clock.now(), view.timeZone);
      await this.db.query(DIGEST_SUBSCRIBE_SQL, [userId, new Date(due).toISOString()]);
    }
    return { enabled };
  }

  /**
   * One batch of due digests (the weekly-digests job calls it each round). Each is claimed a lease ahead, its
   * week's figures read, then the delivery key and the notice written in one statement, and the next Monday
   * planned. A digest due days ago (the server was down) goes out late within its week, never for a week gone by.
   */
  async dispatch(nowMs: number, batchSize: number): Promise<DigestBatchResult> {
    const [claimed]: [{ user_id: number }[], number] = await this.db.query(CLAIM_DIGESTS_SQL, [
      new Date(nowMs).toISOString(),
      new Date(nowMs + LEASE_MS).toISOString(),
      batchSize,
    ]);
    if (claimed.length === 0) return { claimed: 0, sent: 0 };
    const recipients: Recipient[] = await this.db.query(DIGEST_RECIPIENTS_SQL, [claimed.map((c) => c.user_id)]);
    let sent = 0;
    for (const r of recipients) {
      try {
        if (await this.dispatchOne(r, nowMs)) sent++;
      } catch (e) {
        // the lease brings it back; the others of the batch still go
        this.logger.error(`digest of user ${r.user_id} failed: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    return { claimed: claimed.length, sent };
  }

  private async dispatchOne(r: Recipient, nowMs: number): Promise<boolean> {
    if (!r.owner && !r.independent) {
      await this.db.query(DIGEST_UNSUBSCRIBE_SQL, [r.user_id]);
      return false;
    }
    const view = await this.viewOf(r.user_id);
    const week = digestWeek(nowMs, view.timeZone);
    let sent = false;
    // a business back on Basic gets no digest; it resumes on the next Monday once on Pro again
    const onPro = await businessHasPlan(this.plans, businessOfView(view, r.user_id), 'pro');
    if (nowMs >= week.dueMs && !r.is_blocked && onPro) {
      const notice = await this.notice(view, r, week.monday);
      const rows: unknown[] = await this.db.query(DELIVER_DIGEST_SQL, [
        r.user_id,
        week.monday,
        r.chat_id,
        JSON.stringify(notice),
        new Date(nowMs).toISOString(),
      ]);
      sent = rows.length > 0;
    }
    const next = nowMs >= week.dueMs ? week.nextDueMs : week.dueMs;
    await this.db.query(PLAN_DIGEST_SQL, [r.user_id, new Date(next).toISOString()]);
    return sent;
  }

  private async notice(view: BusinessView, r: Recipient, monday: string): Promise<WeeklyDigestNotice> {
    const range = reportedWeek(monday);
    const report = await this.statistics.report(view, range);
    return {
      ...range,
      business_name: view.kind === 'organization' ? r.org_name : null,
      current: figures(report.totals),
      previous: figures(report.previous_totals),
      by_day: report.by_day.map((d) => ({ date: d.date, revenue: d.revenue })),
    };
  }

  /** An owner's organization; an independent master's own bookings outside organizations; others 403. */
  private async viewOf(userId: number): Promise<BusinessView> {
    const [r]: Recipient[] = await this.db.query(DIGEST_RECIPIENTS_SQL, [[userId]]);
    if (!r || (!r.owner && !r.independent)) throw new DomainError('digest_forbidden');
    const view = await this.views.resolve(userId, null, 'digest_forbidden');
    if (r.owner) return view;
    return {
      kind: 'master',
      organizationId: null,
      masterIds: [userId],
      timeZone: view.timeZone,
      notesOwner: { organizationId: null, masterId: userId },
    };
  }
}

/** The business whose plan a digest counts: the owner's organization, else the independent master. */
const businessOfView = (view: BusinessView, userId: number) => ({
  organizationId: view.organizationId,
  masterId: userId,
});

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../database/prepared-query';
import { addDays, dateOfDay, dayNumber } from '../time-core/calendar-date';
import type { Period } from '../time-core/slot-types';
import { localToInstant } from '../time-core/zone';
import { viewParams, type BusinessView } from '../access/business-view';
import { BusinessViewService, viewOfRow, type ViewRow } from '../access/business-view.service';
import { EncodedCopies, type EncodedBody } from '../sessions/encoded-copies';
import {
  emptyCounts,
  roubles,
  clipPeriods,
  overlapMs,
  toTotals,
  type ClientKinds,
  type Counts,
  type ReportPeriod,
} from './report-figures';
import { reportSql, reportVersionCheckSql } from './report.sql';
import { VIEW_AND_REPORT_VERSION_SQL } from './report-version.sql';
import { keepReport, reportKey, type KeptReport } from './kept-reports';
import { workingWindow, type MasterSchedule } from './working-time';
import { groupSessionFields, type GroupSessionsRow } from './group-sessions-figures';
import type { StatisticsMasterRow, StatisticsReportResponse, StatisticsTotals } from './statistics.contract';

/** The default of `lost_after_days`. */
export const LOST_AFTER_DAYS_DEFAULT = 60;

/** A report's dates (already validated: from <= to, at most 366 days). */
export interface ReportRange {
  from: string;
  to: string;
  /** 7..365; default 60. */
  lostAfterDays?: number;
}

/** The statement's row: the data and its version. */
interface ReportRow {
  version: string;
  data: WindowRow;
}

interface WindowRow {
  masters: (MasterSchedule & { id: number; first_name: string; last_name: string | null })[];
  /** Per master and period: is it the range, counts, revenue and retained kopecks, booked time merged. */
  periods: [number, boolean, number, number, number, number, number, number, [number, number][]][];
  /** Per date of the range (day number): bookings, visits, revenue kopecks. */
  days: [number, number, number, number][];
  /** Per service visited in the range: id, name, visits, revenue kopecks. */
  services: [number, string, number, number][];
  /** client-kinds.sql.ts: per master of the range [id, new, returning, lost]; merged: the range's, then the previous period's. */
  kinds: { masters: [number, number, number, number][]; merged: [number, number, number, number, number, number] };
  group_sessions: GroupSessionsRow | null;
}

/**
 * The statistics of a business: whose bookings (a view, see business-view.ts) and the report over them.
 * A report is kept (per view, range and lost_after_days: it depends on no clock) with the version of its
 * data (report_versions, moved by the database on every change the report reads, whichever instance made
 * it); asking again costs one statement that reads the version rows while they stay the same.
 */
@Injectable()
export class StatisticsService {
  private readonly kept = new Map<string, KeptReport>();
  /** Per caller and question (user, master asked about, range): the key of the report they got last. */
  private readonly asked = new Map<string, string>();
  private readonly copies = new EncodedCopies();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly views: BusinessViewService,
  ) {}

  /** The caller's view (403/404 as BusinessViewService.resolve). One statement. */
  resolveView(userId: number, masterId: number | null = null): Promise<BusinessView> {
    return this.views.resolve(userId, masterId);
  }

  /**
   * The report of a view over a range and the same number of days right before it (see the contract
   * for every definition). One statement; a report asked again is first checked by its version (one small
   * statement) and answered from the process while its data has not changed.
   */
  async report(view: BusinessView, range: ReportRange): Promise<StatisticsReportResponse> {
    return (await this.keptReport(view, range)).answer;
  }

  /**
   * The caller's report (`masterId`: narrowed to one master, as resolveView) as JSON bytes in the encoding
   * the client accepts. The report the caller got last for the same question is checked with the view in
   * one statement (VIEW_AND_REPORT_VERSION_SQL): while the view and the data are the same it is sent again,
   * neither written nor compressed again.
   */
  async reportBody(
    userId: number,
    masterId: number | null,
    range: ReportRange,
    accept: string | undefined,
  ): Promise<EncodedBody> {
    const asked = `${userId}|${masterId}|${range.from}|${range.to}|${range.lostAfterDays}`;
    const last = this.asked.get(asked);
    const kept = last === undefined ? undefined : this.kept.get(last);
    let view: BusinessView;
    let version: string | undefined;
    if (kept) {
      const [row] = await preparedQuery<ViewRow & { version: string }>(this.db, VIEW_AND_REPORT_VERSION_SQL, [
        userId,
        masterId,
        kept.masters,
      ]);
      view = viewOfRow(row, userId, masterId);
      if (reportKey(view, range) === last) version = row.version;
    } else view = await this.resolveView(userId, masterId);
    const report = await this.keptReport(view, range, version);
    keepReport(this.asked, asked, reportKey(view, range));
    report.body ??= Buffer.from(JSON.stringify(report.answer));
    return this.copies.encode(report.body, accept);
  }

  /** The view's report, kept; `version`: the data's version already read beside the view (else read here). */
  private async keptReport(view: BusinessView, range: ReportRange, version?: string): Promise<KeptReport> {
    const lostAfterDays = range.lostAfterDays ?? LOST_AFTER_DAYS_DEFAULT;
    const key = reportKey(view, range);
    const kept = this.kept.get(key);
    if (kept) {
      if (version === undefined) {
        const [org, masters] = viewParams(view);
        const check = reportVersionCheckSql(view);
        [{ version }] = await preparedQuery<{ version: string }>(this.db, check, [org, masters, kept.masters]);
      }
      if (version === kept.version) return keepReport(this.kept, key, kept);
    }
    const [row] = await preparedQuery<ReportRow>(
      this.db,
      reportSql(view),
      this.reportParams(view, range, lostAfterDays),
    );
    const w = row.data;
    const answer = this.answer(view, range, w);
    return keepReport(this.kept, key, { version: row.version, masters: w.masters.map((m) => m.id), answer });
  }

  /** The statement's parameters $1..$13 (report.sql.ts). */
  private reportParams(view: BusinessView, range: ReportRange, lostAfterDays: number): unknown[] {
    const zone = view.timeZone;
    const days = dayNumber(range.to) - dayNumber(range.from) + 1;
    const previous = { from: addDays(range.from, -days), to: addDays(range.from, -1) };
    const cur = period(range.from, range.to, zone);
    const prev = period(previous.from, previous.to, zone);
    const [org, masters] = viewParams(view);
    return [
      org,
      masters,
      prev.start,
      cur.end,
      addDays(previous.from, -2),
      addDays(range.to, 2),
      cur.start,
      zone,
      previous.from,
      range.from,
      range.to,
      lostBefore(range.to, lostAfterDays, zone),
      lostBefore(previous.to, lostAfterDays, zone),
    ];
  }

  /** The report from the statement's data. */
  private answer(view: BusinessView, range: ReportRange, w: WindowRow): StatisticsReportResponse {
    const zone = view.timeZone;
    const days = dayNumber(range.to) - dayNumber(range.from) + 1;
    const previous = { from: addDays(range.from, -days), to: addDays(range.from, -1) };
    const cur = period(range.from, range.to, zone);
    const prev = period(previous.from, previous.to, zone);
    const periodOf = { cur: new Map<number, PeriodRow>(), prev: new Map<number, PeriodRow>() };
    for (const row of w.periods) periodOf[row[1] ? 'cur' : 'prev'].set(row[0], row);
    const kindsOf = new Map(w.kinds.masters.map(([id, n, r, l]) => [id, kinds(n, r, l)]));

    // per master: counts, occupancy and client marks of both periods
    const totals = { cur: new Side(), prev: new Side() };
    const byMaster: StatisticsMasterRow[] = [];
    for (const m of w.masters) {
      // working time of both periods at once (they are adjacent), then cut at the range's start
      const window = workingWindow(m, prev.start, cur.end);
      const sides = { cur: new Side(), prev: new Side() };
      for (const [name, p] of [
        ['cur', cur],
        ['prev', prev],
      ] as const) {
        const row = periodOf[name].get(m.id);
        const work = clipPeriods(window, p.start, p.end);
        const side = sides[name];
        if (row) side.counts = countsOf(row);
        side.workMs = work.reduce((s, x) => s + x.end - x.start, 0);
        side.bookedMs = row ? overlapMs(toPeriods(row[8]), work) : 0;
        totals[name].add(side);
      }
      const figures = sides.cur.totals(kindsOf.get(m.id) ?? kinds(0, 0, 0));
      byMaster.push({ master_id: m.id, name: fullName(m), ...figures });
    }
    // bookings of masters the view no longer lists cannot happen (the masters come from the bookings),
    // so the totals' counts are the per-master counts summed; clients are counted across masters
    const [cn, cr, cl, pn, pr, pl] = w.kinds.merged;
    const byDay = new Map(w.days.map(([day, bookings, visits, kop]) => [day, { bookings, visits, kop }]));

    return {
      from: range.from,
      to: range.to,
      time_zone: zone,
      previous,
      totals: totals.cur.totals(kinds(cn, cr, cl)),
      previous_totals: totals.prev.totals(kinds(pn, pr, pl)),
      by_master: byMaster,
      by_service: w.services
        .map(([id, name, visits, kop]) => ({ service_id: id, name, visits, revenue: roubles(Number(kop)) }))
        .sort(
          (a, b) =>
            b.revenue - a.revenue || b.visits - a.visits || a.name.localeCompare(b.name) || a.service_id - b.service_id,
        ),
      ...(totals.cur.counts.retainedKop || totals.prev.counts.retainedKop
        ? {
            deposits_retained: roubles(totals.cur.counts.retainedKop),
            previous_deposits_retained: roubles(totals.prev.counts.retainedKop),
          }
        : {}),
      ...groupSessionFields(w.group_sessions),
      by_day: Array.from({ length: days }, (_, i) => {
        const n = cur.firstDay + i;
        const c = byDay.get(n);
        return {
          date: dateOfDay(n),
          bookings: c?.bookings ?? 0,
          visits: c?.visits ?? 0,
          revenue: roubles(Number(c?.kop ?? 0)),
        };
      }),
    };
  }
}

/** Counts and occupancy of one period, summed over masters. */
class Side {
  counts = emptyCounts();
  workMs = 0;
  bookedMs = 0;

  add(o: Side): void {
    this.counts.bookings += o.counts.bookings;
    this.counts.visits += o.counts.visits;
    this.counts.cancelled += o.counts.cancelled;
    this.counts.noShow += o.counts.noShow;
    this.counts.revenueKop += o.counts.revenueKop;
    this.counts.retainedKop += o.counts.retainedKop;
    this.workMs += o.workMs;
    this.bookedMs += o.bookedMs;
  }

  totals(k: ClientKinds): StatisticsTotals {
    return toTotals(this.counts, this.bookedMs, this.workMs, k);
  }
}

type PeriodRow = WindowRow['periods'][number];

/** A master's period row as counts (kopecks arrive as JSON numbers; bigint sums may come as text). */
function countsOf([, , bookings, visits, cancelled, noShow, revenueKop, retainedKop]: PeriodRow): Counts {
  return {
    bookings,
    visits,
    cancelled,
    noShow,
    revenueKop: Number(revenueKop),
    retainedKop: Number(retainedKop),
  };
}

const toPeriods = (list: [number, number][]): Period[] => list.map(([start, end]) => ({ start, end }));

function period(from: string, to: string, zone: string): ReportPeriod {
  return {
    firstDay: dayNumber(from),
    lastDay: dayNumber(to),
    start: localToInstant(from, 0, zone),
    end: localToInstant(addDays(to, 1), 0, zone),
  };
}

const fullName = (u: { first_name: string; last_name: string | null }): string =>
  u.last_name ? `${u.first_name} ${u.last_name}` : u.first_name;

const kinds = (newClients: number, returning: number, lost: number): ClientKinds => ({ newClients, returning, lost });

/**
 * Where "lost" starts for a period ending on `lastDate`: the start of the date `days` before it (a last
 * visit before that instant is on a date more than `days` days before the period's last date).
 */
const lostBefore = (lastDate: string, days: number, zone: string): number =>
  localToInstant(addDays(lastDate, -days), 0, zone);

// The statistics report: plain types the mini app (and the exports) import with `import type`.

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD (both inclusive, at most 366 days), optional master and lost-client threshold. */
export interface StatisticsReportQuery {
  from: string;
  to: string;
  master_id?: number;
  /** 7..365, default 60. */
  lost_after_days?: number;
}

/** The figures of one period (and of one master, in by_master). */
export interface StatisticsTotals {
  /**
   * Bookings whose start falls on a date of the range (the view's zone), cancelled included, and holds still
   * being paid; an unpaid hold that lapsed (`expired`) or a payment whose time was taken (`payment_conflict`)
   * never was a booking and counts nowhere.
   */
  bookings: number;
  /** Completed bookings. */
  visits: number;
  cancelled: number;
  no_show: number;
  /** The sum of the visits' frozen prices (a null price counts 0), roubles. */
  revenue: number;
  /** revenue / visits to 2 decimals; null without visits. */
  average_check: number | null;
  /** cancelled / bookings to 4 decimals; null without bookings. */
  cancellation_rate: number | null;
  /** no_show / (visits + no_show) to 4 decimals; null when both are 0. */
  no_show_rate: number | null;
  /** Minutes of bookings not cancelled inside working time / working minutes (schedule, overrides, minus blocks). */
  occupancy: number | null;
  new_clients: number;
  returning_clients: number;
  lost_clients: number;
}

export interface StatisticsMasterRow extends StatisticsTotals {
  master_id: number;
  name: string;
}

/**
 * Group sessions (a master's time offered to several clients at once, src/sessions) of one period: those
 * starting on a date of the range and not cancelled (a session cancelled by staff or for want of its
 * minimum offered nothing). Each seat is also a booking, so the totals count it like any booking (its
 * visit's revenue is the seat's own price); these figures show the group work apart.
 */
export interface StatisticsGroupSessions {
  sessions: number;
  /** The sum of those sessions' capacities. */
  seats_offered: number;
  /** Their seats booked and not cancelled: attended, no-show, or still to come. */
  seats_taken: number;
  /** seats_taken / seats_offered to 4 decimals; null without seats offered. */
  occupancy: number | null;
  /** Completed seats. */
  visits: number;
  /** The sum of those seats' frozen prices (each seat at its own; a null price counts 0), roubles. */
  revenue: number;
}

export interface StatisticsServiceRow {
  service_id: number;
  name: string;
  visits: number;
  revenue: number;
}

export interface StatisticsDayRow {
  date: string;
  bookings: number;
  visits: number;
  revenue: number;
}

export interface StatisticsReportResponse {
  from: string;
  to: string;
  time_zone: string;
  /** The same number of days right before `from`. */
  previous: { from: string; to: string };
  totals: StatisticsTotals;
  previous_totals: StatisticsTotals;
  by_master: StatisticsMasterRow[];
  /** Highest revenue first. */
  by_service: StatisticsServiceRow[];
  /** Every date from `from` to `to`. */
  by_day: StatisticsDayRow[];
  /**
   * Deposits the business kept without a visit (a client's late cancel, a no-show: deposit status
   * `retained`), roubles, in the period and the one before. Apart from the totals, whose figures are the
   * report's written definitions: a visit's paid deposit is part of its price, so it is in `revenue` only.
   * Present only when either period kept some: a business without deposits gets the report's shape as written.
   */
  deposits_retained?: number;
  previous_deposits_retained?: number;
  /** The period's group sessions and the one before; present only when either period had one. */
  group_sessions?: StatisticsGroupSessions;
  previous_group_sessions?: StatisticsGroupSessions;
}

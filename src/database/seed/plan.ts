// How many rows of each kind a scale means, and which user ids hold which role (contiguous ranges).

/** Telegram ids of seeded users: TG_BASE + users.id. The super admin is user 1. */
export const TG_BASE = 700_000_000;

export interface Plan {
  users: number;
  owners: number;
  independent: number;
  orgMasters: number;
  admins: number;
  clients: number;
  appointments: number;
  services: number;
  // first user id of each range (user 1 is the super admin)
  ownerFrom: number;
  indepFrom: number;
  orgMasterFrom: number;
  adminFrom: number;
  clientFrom: number;
  /** Appointments fall on working days from `pastDays` before today, over `days` days. */
  pastDays: number;
  days: number;
  /** Every provider in this city (an index into CITIES), or null: spread over all of them. */
  homeCity: number | null;
}

/** Where the appointments fall around the seed's clock. */
export interface Window {
  pastDays: number;
  days: number;
}
/** A year (about nine months back, three ahead): history for statistics, and bookings to come. */
export const YEAR_WINDOW: Window = { pastDays: 270, days: 365 };

export function planFor(scale: number, window: Window = YEAR_WINDOW): Plan {
  const n = (base: number, min: number) => Math.max(min, Math.round(base * scale));
  const owners = n(500, 3);
  const independent = n(1800, 4);
  const orgMasters = n(1200, 6);
  const admins = n(500, 3);
  const users = Math.max(n(10_000, 0), 1 + owners + independent + orgMasters + admins + 10);
  const clients = users - 1 - owners - independent - orgMasters - admins;
  const ownerFrom = 2;
  const indepFrom = ownerFrom + owners;
  const orgMasterFrom = indepFrom + independent;
  const adminFrom = orgMasterFrom + orgMasters;
  const clientFrom = adminFrom + admins;
  return {
    users,
    owners,
    independent,
    orgMasters,
    admins,
    clients,
    appointments: n(200_000, 50),
    services: n(20_000, 40),
    ownerFrom,
    indepFrom,
    orgMasterFrom,
    adminFrom,
    clientFrom,
    pastDays: window.pastDays,
    days: window.days,
    homeCity: null,
  };
}

// Every react-query key of the mini app, one per resource, in one place. A resource's hook and every
// invalidation use the same key, so a change refreshes every screen that shows the data (updating "me"
// from the profile or from the management's My data refreshes both).

export const queryKeys = {
  me: ['users', 'me'],
  masterCode: ['users', 'me', 'master-code'],
  myRoles: ['additional-roles', 'my-roles'],
  myOrganization: ['organizations', 'my', 'organization'],
  team: ['organizations', 'my', 'team'],
  stats: ['organizations', 'my', 'stats'],
  organizationSearch: (search: string) => ['organizations', 'search', search],
  myInvitations: ['invitations', 'my'],
  invitationById: (id: number | null, code: string | null) => ['invitations', 'by-id', id, code],
  myServices: ['services', 'my'],
  /** Everything of the admin panel (refreshed together after a block or unblock). */
  admin: ['admin'],
  adminStats: ['admin', 'stats'],
  adminUsers: (query: object) => ['admin', 'users', query],
  adminUser: (id: number | null) => ['admin', 'user', id],
  adminAppointmentsToday: ['admin', 'appointments', 'today'],
  publicOrganization: (deepLink: string) => ['public', 'organization', deepLink],
  publicMaster: (deepLink: string) => ['public', 'master', deepLink],
  publicOrganizationMaster: (masterCode: string) => ['public', 'organization-master', masterCode],
  /** A master's schedule ({master} = 'me' or a user id) and, under it, their overrides and blocks. */
  schedule: (master: string) => ['schedules', master],
  scheduleOverridesAll: (master: string) => ['schedules', master, 'overrides'],
  scheduleBlocksAll: (master: string) => ['schedules', master, 'blocks'],
  scheduleOverrides: (master: string, from: string, to: string) => ['schedules', master, 'overrides', from, to],
  scheduleBlocks: (master: string, from: string, to: string) => ['schedules', master, 'blocks', from, to],
  /** Free start times of a public master page for one service (pages of dates). */
  masterSlots: (kind: string, code: string, serviceId: number) => ['public', kind, code, 'slots', serviceId],
  /** Every booking list (refreshed together after any change to a booking). */
  appointments: ['appointments'],
  myAppointments: (scope: 'upcoming' | 'past') => ['appointments', 'my', scope],
  appointmentCalendar: (from: string, to: string, masterId: number | null) => [
    'appointments',
    'calendar',
    from,
    to,
    masterId,
  ],
  /** Where a linked booking (a bot notice's ?appointment=) lies: searched for in the calendar around `today`. */
  findAppointment: (id: number, masterId: number | null, today: string) => [
    'appointments',
    'find',
    id,
    masterId,
    today,
  ],
  /** Which dates of a repeating visit are free (under appointments: any booking change refreshes it). */
  seriesPreview: (masterId: number, serviceId: number, startsAt: string, rrule: string) => [
    'appointments',
    'series-preview',
    masterId,
    serviceId,
    startsAt,
    rrule,
  ],
  /** The master's calendar subscription address. */
  calendarFeed: ['calendar-feed'],
  /** The master's connected outside calendars (Google, CalDAV). */
  calendarSync: ['calendar-sync'],
  /** A short-lived download address of one booking's .ics. */
  icsLink: (appointmentId: number) => ['ics-link', appointmentId],
  /** The caller's waitlist (active entries). */
  myWaitlist: ['waitlist', 'my'],
  /** Free times of a master for a service (a public …/slots path), for moving a booking. */
  rescheduleSlots: (path: string, serviceId: number, from: string, to: string) => [
    'appointments',
    'slots',
    path,
    serviceId,
    from,
    to,
  ],
  /** The plan of the caller's business, and the admin's list of plan payments. */
  billing: ['billing'],
  billingAdminPayments: ['billing', 'admin', 'payments'],
  /** The client base: lists and cards (refreshed together). */
  clients: ['clients'],
  clientList: (q: string, segment: string) => ['clients', 'list', q, segment],
  clientCard: (key: string) => ['clients', 'card', key],
  /** One export (asked again while queued) and the statistics digest settings. */
  exportJob: (id: string) => ['exports', id],
  statisticsDigest: ['statistics', 'digest'],
  statisticsReport: (from: string, to: string) => ['statistics', 'report', from, to],
  favorites: ['favorites'],
  /** A master's own profile (address, map point) and the map's settings. */
  masterProfile: ['masters', 'me', 'profile'],
  mapConfig: ['map', 'config'],
  /** Every review list (refreshed together after a review or a reply). */
  reviews: ['reviews'],
  bookingReview: (appointmentId: number) => ['reviews', 'booking', appointmentId],
  publicReviews: (kind: string, link: string) => ['reviews', 'public', kind, link],
  myReviews: ['reviews', 'my'],
  adminReviews: (status: string) => ['reviews', 'admin', status],
  /** Search results (under searchHits: every query's pages) and the map's points. */
  search: ['search'],
  searchHits: ['search', 'hits'],
  searchHitsOf: (query: object) => ['search', 'hits', query],
  searchMap: (bbox: string, query: object) => ['search', 'map', bbox, query],
  /** The caller's support thread, and the admin's inbox and threads. */
  mySupport: ['support', 'mine'],
  supportInbox: ['support', 'admin', 'inbox'],
  supportThread: (id: number) => ['support', 'admin', 'thread', id],
  /** Group sessions: staff's lists per master and one session with its attendees. */
  sessions: ['sessions'],
  masterSessions: (master: string, from: string, to: string) => ['sessions', 'master', master, from, to],
  session: (id: number) => ['sessions', 'one', id],
  /** A public page's coming sessions (counts only). */
  publicSessions: (kind: string, link: string, from: string, to: string) => [
    'public',
    kind,
    link,
    'sessions',
    from,
    to,
  ],
} as const;

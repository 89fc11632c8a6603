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
} as const;

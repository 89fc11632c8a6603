import { lastDepositState, paidDepositBooking } from './deposit-fixtures';
import { Organization } from '../../src/organizations/entities/organization.entity';
import { Service } from '../../src/services/entities/service.entity';
import { In } from 'typeorm';
import { MasterProfile } from '../../src/users/entities/master-profile.entity';
import { User } from '../../src/users/entities/user.entity';
import type { Persona, PersonaName, World } from '../support/world';
import { PERSONAS } from '../support/world';
import {
  freshBookingBody,
  freshStart,
  lastBookingState,
  lastSeriesState,
  orgBooking,
  orgMasterWorksAllDay,
  orgSeries,
  thisWeek,
} from './appointment-fixtures';
import { freshFeedUrl, freshIcsLink } from './calendar-feed-fixtures';
import { lastConnectionState, masterConnection } from './calendar-sync-fixtures';
import { clientWaitlistEntry, freshWaitlistBody, lastEntryState } from './waitlist-fixtures';
import { bookingToReview, clientReview, lastReviewState } from './review-fixtures';
import { encodeClientKey } from '../../src/clients/client-key';
import { digestState, exportsState, ownerExport, ownerExportLink } from './export-fixtures';
import { integrationsState, ownerApiKey, ownerWebhook } from './integration-fixtures';
import { freshSessionReq, lastSessionState, orgSession } from './session-fixtures';

/** 'ok' = any 2xx; a number = exactly that status. */
export type Outcome = 'ok' | number;
export type Expectations = Record<PersonaName, Outcome>;

export interface RouteRow {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The route pattern as the router holds it (parameter names are free). */
  path: string;
  /** Why a route is outside the authorization rules of the product (docs, health, dev login, webhook). */
  infra?: string;
  expect: Expectations;
  /** The concrete request a persona sends (default: GET/DELETE of `path`, no body). */
  req?: (w: World, actor: Persona) => Promise<Req> | Req;
  /** The request changes the caller (registration, roles, own organization): act as a new persona of the same kind. */
  freshActor?: boolean;
  /**
   * Known disagreements between the endpoint and the rules, reported to its owner: the spec outcome in
   * `expect` stays the target; until the endpoint is fixed the observed outcome is tolerated (and printed).
   */
  deviations?: Partial<Record<PersonaName, { got: Outcome; why: string }>>;
  /** What the request would change: a refused request must leave it exactly as it was. */
  guarded?: (w: World) => Promise<unknown>;
}

export interface Req {
  url: string;
  body?: unknown;
}

type Partial9 = Partial<Expectations>;

export const fill = (value: Outcome, over: Partial9 = {}): Expectations =>
  ({ ...Object.fromEntries(PERSONAS.map((p) => [p, value])), ...over }) as Expectations;

/** Anyone, with or without init data (blocked users too: these pages do not look at the caller). */
export const anyone = (over: Partial9 = {}): Expectations => fill('ok', over);

/** Default access: registered, unblocked users; `over` narrows it for some personas. */
export const registered = (over: Partial9 = {}): Expectations =>
  fill('ok', { anonymous: 401, stranger: 403, blocked: 403, ...over });

/** Only `allowed` personas; the other registered ones get `others` (403 unless told). */
export const only = (allowed: PersonaName[], others: Outcome = 403, over: Partial9 = {}): Expectations =>
  fill(others, {
    anonymous: 401,
    stranger: 403,
    blocked: 403,
    ...Object.fromEntries(allowed.map((p) => [p, 'ok'])),
    ...over,
  });

/** @TelegramOnly registration calls: a stranger succeeds, the registered get 409. */
export const registration = (over: Partial9 = {}): Expectations =>
  fill(409, { anonymous: 401, stranger: 'ok', blocked: 403, ...over });

/** @SuperAdminOnly. */
export const superAdminOnly = (): Expectations => fill(403, { anonymous: 401, superAdmin: 'ok' });

let seq = 0;
/** A deep link nobody has: lowercase latin, digits, hyphen. */
export const uniqueLink = (prefix = 'lnk') => `${prefix}-${Date.now().toString(36)}-${(seq++).toString(36)}`;

export const CLIENT_BODY = { first_name: 'Анна', last_name: 'Смирнова', phone: '+79161234567', email: null };

/** The organization master whose schedule the schedule rows use. */
const orgMasterId = (w: World) => w.personas.orgMaster.user!.id;

export const SCHEDULE_BODY = {
  time_zone: 'Europe/Moscow',
  pattern: { type: 'weekly', week: { mon: [['09:00', '18:00']], tue: [['09:00', '18:00']] } },
  slot_step_minutes: 30,
  min_notice_minutes: 60,
  horizon_days: 60,
  buffer_minutes: 0,
  cancel_cutoff_hours: 3,
};

let dateSeq = 0;
/** A date no other request used (for overrides created to be deleted). */
const freshDate = () => new Date(Date.UTC(2031, 0, 1) + dateSeq++ * 86_400_000).toISOString().slice(0, 10);

/** Every favorite row there is (a refused request must add or remove none). */
const favoriteRows = (w: World) =>
  w.db.query(
    `SELECT 'm' AS kind, client_id, master_id AS id FROM favorite_masters
     UNION ALL SELECT 'o', client_id, organization_id FROM favorite_organizations ORDER BY 1, 2, 3`,
  );

/**
 * The authorization table: every route of the API, the concrete request, and who may do it.
 * Rows are run in order; requests that change data use fresh targets (or fresh callers) so that
 * they cannot break another row.
 *
 * Adding a route? The matrix fails with "has no route without a row" until it has a row here:
 * - `path` as the router holds it (`/api/things/:id`; parameter names do not matter),
 * - `expect` from spec section 6: `anyone()` for @Public, `registered()` for the default access,
 *   `only([...])` for owner/member rules, `registration()` for @TelegramOnly sign-ups, `superAdminOnly()`,
 * - `req` building a request that would succeed for the allowed personas (fresh targets when it
 *   deletes or changes something), `freshActor` when it changes the caller, `guarded` for what a
 *   refused request must not touch. The fuzz suite reuses `req` as its template of a valid request.
 */
export const ROWS: RouteRow[] = [
  // ----- infrastructure: public by design, outside the product's rules -----
  { method: 'GET', path: '/api/health', infra: 'health', expect: anyone() },
  { method: 'HEAD', path: '/api/health', infra: 'health', expect: anyone() },
  { method: 'GET', path: '/api/docs', infra: 'docs', expect: anyone() },
  { method: 'GET', path: '/api/docs-json', infra: 'docs', expect: anyone() },
  { method: 'GET', path: '/api/docs-yaml', infra: 'docs', expect: anyone() },
  { method: 'GET', path: '/api/docs/*', infra: 'docs', expect: anyone(), req: () => ({ url: '/api/docs/index.html' }) },
  {
    method: 'HEAD',
    path: '/api/docs/*',
    infra: 'docs',
    expect: anyone(),
    req: () => ({ url: '/api/docs/index.html' }),
  },
  { method: 'GET', path: '/api/docs/index.html', infra: 'docs', expect: anyone() },
  // registered by the docs plugin, but swagger-ui-dist ships no LICENSE file here
  { method: 'GET', path: '/api/docs/LICENSE', infra: 'docs', expect: fill(404) },
  { method: 'GET', path: '/api/docs/swagger-ui-init.js', infra: 'docs', expect: anyone() },
  { method: 'GET', path: '/api/docs/docs/swagger-ui-init.js', infra: 'docs', expect: anyone() },
  { method: 'GET', path: '/dev-login', infra: 'dev login (DEV_LOGIN=1 only)', expect: anyone() },
  {
    method: 'GET',
    path: '/dev-login/open',
    infra: 'dev login (DEV_LOGIN=1 only)',
    expect: anyone(fill(302)),
    req: () => ({ url: '/dev-login/open?id=100001&first_name=%D0%90%D0%BD%D0%BD%D0%B0&path=/' }),
  },
  {
    // identity here is the X-Telegram-Bot-Api-Secret-Token header (bot tests cover it); with BOT_MODE=off
    // (as in this app) the route answers 404 to everyone, init data or not
    method: 'POST',
    path: '/api/telegram/webhook',
    infra: 'telegram webhook (secret header, BOT_MODE=webhook only)',
    expect: fill(404),
    req: () => ({ url: '/api/telegram/webhook', body: { update_id: 1 } }),
  },

  // ----- registration -----
  {
    method: 'GET',
    path: '/api/registration/check',
    expect: anyone({ blocked: 403 }),
  },
  {
    method: 'POST',
    path: '/api/registration/client',
    expect: registration(),
    freshActor: true,
    req: () => ({ url: '/api/registration/client', body: CLIENT_BODY }),
  },
  {
    method: 'POST',
    path: '/api/registration/master',
    expect: registration(),
    freshActor: true,
    req: () => ({
      url: '/api/registration/master',
      body: { ...CLIENT_BODY, category: 'Красота', specialization: 'Стилист', deep_link: uniqueLink('m') },
    }),
  },
  {
    method: 'POST',
    path: '/api/registration/owner',
    expect: registration(),
    freshActor: true,
    req: () => ({
      url: '/api/registration/owner',
      body: {
        ...CLIENT_BODY,
        organization_name: 'Новый салон',
        organization_phone: '+74951234567',
        organization_deep_link: uniqueLink('o'),
      },
    }),
  },
  {
    method: 'GET',
    path: '/api/registration/check-deep-link/:code',
    expect: anyone(),
    req: () => ({ url: '/api/registration/check-deep-link/free-link-abc' }),
  },
  {
    method: 'GET',
    path: '/api/registration/check-deep-link-availability',
    expect: anyone(),
    req: () => ({ url: '/api/registration/check-deep-link-availability?deep_link=free-link-abc' }),
  },
  {
    method: 'POST',
    path: '/api/registration/suggest-deep-link',
    expect: anyone(),
    req: () => ({ url: '/api/registration/suggest-deep-link', body: { name: 'Салон Красоты' } }),
  },
  {
    method: 'POST',
    path: '/api/registration/register-organization-master',
    expect: registration(),
    freshActor: true,
    req: async (w) => {
      const inv = await w.freshInvitation();
      return {
        url: '/api/registration/register-organization-master',
        body: { ...CLIENT_BODY, invitation_id: inv.id, invitation_code: inv.deepLinkCode },
      };
    },
  },
  {
    method: 'POST',
    path: '/api/registration/invitation',
    expect: registration(),
    freshActor: true,
    req: async (w) => {
      const inv = await w.freshInvitation({ role: 'admin' });
      return {
        url: '/api/registration/invitation',
        body: { ...CLIENT_BODY, invitation_id: inv.id, invitation_code: inv.deepLinkCode },
      };
    },
  },

  // ----- users -----
  { method: 'GET', path: '/api/users/me', expect: registered() },
  {
    method: 'PUT',
    path: '/api/users/me',
    expect: registered(),
    req: (_w, a) => ({ url: '/api/users/me', body: { first_name: a.user?.firstName ?? 'Имя', phone: '+79161234567' } }),
  },
  { method: 'GET', path: '/api/users/me/master-code', expect: registered() },
  { method: 'GET', path: '/api/users', expect: registered(), req: () => ({ url: '/api/users/' }) },
  {
    // someone's own record: only that someone (the client); everyone else 403
    method: 'GET',
    path: '/api/users/:id',
    expect: only(['client']),
    req: (w) => ({ url: `/api/users/${w.personas.client.user!.id}` }),
  },
  {
    method: 'PUT',
    path: '/api/users/:id',
    expect: only(['client']),
    req: (_w, a) => ({
      url: `/api/users/${_w.personas.client.user!.id}`,
      body: { first_name: `Имя от ${a.name}`, phone: '+79161234567' },
    }),
    guarded: (w) =>
      w.db
        .getRepository(User)
        .findOneByOrFail({ id: w.personas.client.user!.id })
        .then((u) => [u.firstName, u.phone]),
  },

  // ----- additional roles -----
  { method: 'GET', path: '/api/additional-roles/my-roles', expect: registered() },
  {
    method: 'GET',
    path: '/api/additional-roles/check-role/:role',
    expect: registered(),
    req: () => ({ url: '/api/additional-roles/check-role/master' }),
  },
  {
    // adding the client role: whoever lacks it gets it, whoever has it gets 409
    method: 'POST',
    path: '/api/additional-roles/add-role',
    expect: registered({ client: 409, orgAdmin: 409, orgMaster: 409, formerOrgMaster: 409, superAdmin: 409 }),
    freshActor: true,
    req: () => ({ url: '/api/additional-roles/add-role', body: { role_type: 'client', phone: '+79161234567' } }),
  },
  {
    // removing the primary role is refused for everyone who has it
    method: 'DELETE',
    path: '/api/additional-roles/remove-role/:role',
    expect: registered({
      client: 422,
      orgAdmin: 422,
      orgMaster: 422,
      formerOrgMaster: 422,
      superAdmin: 422,
      master: 404,
      owner: 404,
      otherOwner: 404,
    }),
    freshActor: true,
    req: () => ({ url: '/api/additional-roles/remove-role/client' }),
  },

  // ----- organizations -----
  {
    method: 'GET',
    path: '/api/organizations/:id',
    expect: only(['owner', 'orgAdmin', 'orgMaster']),
    req: (w) => ({ url: `/api/organizations/${w.org.id}` }),
  },
  { method: 'GET', path: '/api/organizations/my/organization', expect: registered() },
  { method: 'GET', path: '/api/organizations/my/team', expect: only(['owner', 'otherOwner', 'orgAdmin']) },
  { method: 'GET', path: '/api/organizations/my/stats', expect: only(['owner', 'otherOwner', 'orgAdmin']) },
  {
    method: 'PUT',
    path: '/api/organizations/:id',
    expect: only(['owner']),
    req: (w, a) => ({
      url: `/api/organizations/${w.org.id}`,
      body: {
        name: `Салон от ${a.name}`,
        phone: w.org.phone,
        address: w.org.address,
        category: w.org.category,
        deep_link: w.org.deepLink,
      },
    }),
    guarded: (w) =>
      w.db
        .getRepository(Organization)
        .findOneByOrFail({ id: w.org.id })
        .then((o) => [o.name, o.deepLink, o.address]),
  },
  {
    method: 'GET',
    path: '/api/organizations',
    expect: registered(),
    req: () => ({ url: '/api/organizations/?search=%D0%A1%D0%B0%D0%BB%D0%BE%D0%BD' }),
  },
  {
    method: 'POST',
    path: '/api/organizations/locations',
    expect: only(['owner']),
    req: (w, a) => ({
      url: '/api/organizations/locations',
      body: { organization_id: w.org.id, address: `Адрес от ${a.name}` },
    }),
    guarded: (w) =>
      w.db
        .getRepository(Organization)
        .findOneByOrFail({ id: w.org.id })
        .then((o) => o.address),
  },
  {
    method: 'GET',
    path: '/api/organizations/:id/locations',
    expect: only(['owner', 'orgAdmin', 'orgMaster']),
    req: (w) => ({ url: `/api/organizations/${w.org.id}/locations` }),
  },

  // ----- invitations -----
  {
    method: 'POST',
    path: '/api/invitations',
    expect: only(['owner']),
    req: (w) => ({ url: '/api/invitations/', body: { organization_id: w.org.id, role: 'master' } }),
  },
  { method: 'GET', path: '/api/invitations/my', expect: only(['owner', 'otherOwner']) },
  { method: 'GET', path: '/api/invitations/pending', expect: only(['owner', 'otherOwner']) },
  {
    method: 'GET',
    path: '/api/invitations/organization/:id',
    expect: only(['owner', 'orgAdmin']),
    req: (w) => ({ url: `/api/invitations/organization/${w.org.id}` }),
  },
  {
    method: 'GET',
    path: '/api/invitations/by-id/:id',
    expect: anyone(),
    // the page has the id and the code from the bot link; without the code see invitation-secrets
    req: (w) => ({ url: `/api/invitations/by-id/${w.invitation.id}?code=${w.invitation.deepLinkCode}` }),
  },
  {
    method: 'GET',
    path: '/api/invitations/:deepLink',
    expect: anyone(),
    req: (w) => ({ url: `/api/invitations/${w.invitation.deepLinkCode}` }),
  },
  {
    method: 'DELETE',
    path: '/api/invitations/:id',
    expect: only(['owner']),
    req: async (w) => ({ url: `/api/invitations/${(await w.freshInvitation()).id}` }),
  },
  {
    // a registered user accepts a pending admin invitation (not its owner; not someone already admin there)
    method: 'POST',
    path: '/api/invitations/accept',
    expect: registered({ owner: 422, orgAdmin: 409 }),
    req: async (w) => {
      const inv = await w.freshInvitation({ role: 'admin' });
      return { url: '/api/invitations/accept', body: { invitation_id: inv.id, invitation_code: inv.deepLinkCode } };
    },
  },
  {
    method: 'POST',
    path: '/api/invitations/confirm',
    expect: only(['owner']),
    req: async (w) => {
      const invitee = await w.freshClient();
      const inv = await w.freshInvitation({ status: 'confirmed', invitedUserId: invitee.user.id });
      return {
        url: `/api/invitations/confirm?owner_telegram_id=${w.personas.owner.tg!.id}`,
        body: { invitation_id: inv.id },
      };
    },
  },
  {
    method: 'POST',
    path: '/api/invitations/reject',
    expect: only(['owner']),
    req: async (w) => {
      const invitee = await w.freshClient();
      const inv = await w.freshInvitation({ status: 'confirmed', invitedUserId: invitee.user.id });
      return {
        url: `/api/invitations/reject?owner_telegram_id=${w.personas.owner.tg!.id}`,
        body: { invitation_id: inv.id },
      };
    },
  },

  // ----- services -----
  // everyone registered may ask; only owners (their organization's), admins (their organization's) and
  // masters (their own) get anything back
  { method: 'GET', path: '/api/services/my', expect: registered() },
  {
    method: 'GET',
    path: '/api/services/:id',
    expect: only(['owner', 'orgAdmin', 'orgMaster']),
    req: (w) => ({ url: `/api/services/${w.orgService.id}` }),
  },
  {
    method: 'PUT',
    path: '/api/services/:id',
    expect: only(['owner']),
    req: (w, a) => ({
      url: `/api/services/${w.orgService.id}`,
      body: { name: `Услуга от ${a.name}`, duration_minutes: 60, price: 1500 },
    }),
    guarded: (w) =>
      w.db
        .getRepository(Service)
        .findOneByOrFail({ id: w.orgService.id })
        .then((x) => [x.name, x.price]),
  },
  {
    method: 'DELETE',
    path: '/api/services/:id',
    expect: only(['owner']),
    req: async (w) => ({ url: `/api/services/${(await w.freshService()).id}` }),
  },
  {
    method: 'POST',
    path: '/api/services',
    expect: only(['owner', 'otherOwner', 'master']),
    req: () => ({ url: '/api/services/', body: { name: 'Новая услуга', duration_minutes: 30, price: 500 } }),
  },
  {
    method: 'GET',
    path: '/api/services/master/:id',
    expect: anyone(),
    req: (w) => ({ url: `/api/services/master/${w.personas.master.user!.id}` }),
  },
  {
    method: 'GET',
    path: '/api/services/organization/:id',
    expect: anyone(),
    req: (w) => ({ url: `/api/services/organization/${w.org.id}` }),
  },

  // ----- public pages -----
  {
    method: 'GET',
    path: '/api/public/organization/:deepLink',
    expect: anyone(),
    req: (w) => ({ url: `/api/public/organization/${w.org.deepLink}` }),
  },
  {
    method: 'GET',
    path: '/api/public/master/:deepLink',
    expect: anyone(),
    req: (w) => ({ url: `/api/public/master/${w.masterProfile.deepLink}` }),
  },
  {
    method: 'GET',
    path: '/api/public/organization-master/:masterCode',
    expect: anyone(),
    req: (w) => ({ url: `/api/public/organization-master/${w.orgMasterCode}` }),
  },

  // ----- schedules: the master themself ("me" or their id), their organization's owner and admins -----
  {
    method: 'GET',
    path: '/api/schedules/:master',
    expect: only(['owner', 'orgAdmin', 'orgMaster']),
    req: (w) => ({ url: `/api/schedules/${orgMasterId(w)}` }),
  },
  {
    method: 'PUT',
    path: '/api/schedules/:master',
    expect: only(['owner', 'orgAdmin', 'orgMaster']),
    req: (w, a) => ({
      url: `/api/schedules/${orgMasterId(w)}`,
      // what varies per persona must not touch later rows' bookings (a buffer would lengthen them)
      body: { ...SCHEDULE_BODY, cancel_cutoff_hours: a.name.length },
    }),
    guarded: (w) =>
      w.db.query(`SELECT time_zone, pattern, cancel_cutoff_hours FROM master_schedules WHERE master_id = $1`, [
        orgMasterId(w),
      ]),
  },
  {
    method: 'GET',
    path: '/api/schedules/:master/overrides',
    expect: only(['owner', 'orgAdmin', 'orgMaster']),
    req: (w) => ({ url: `/api/schedules/${orgMasterId(w)}/overrides?from=2026-12-01&to=2026-12-31` }),
  },
  {
    method: 'PUT',
    path: '/api/schedules/:master/overrides/:date',
    expect: only(['owner', 'orgAdmin', 'orgMaster']),
    req: (w, a) => ({
      url: `/api/schedules/${orgMasterId(w)}/overrides/2026-12-15`,
      body: { intervals: [['10:00', `1${a.name.length % 10}:30`]] },
    }),
    guarded: (w) =>
      w.db.query(`SELECT intervals FROM schedule_overrides WHERE master_id = $1 AND date = '2026-12-15'`, [
        orgMasterId(w),
      ]),
  },
  {
    method: 'DELETE',
    path: '/api/schedules/:master/overrides/:date',
    expect: only(['owner', 'orgAdmin', 'orgMaster']),
    req: async (w) => {
      const date = freshDate();
      await w.db.query(`INSERT INTO schedule_overrides (master_id, date, intervals) VALUES ($1, $2, '[]')`, [
        orgMasterId(w),
        date,
      ]);
      return { url: `/api/schedules/${orgMasterId(w)}/overrides/${date}` };
    },
  },
  {
    method: 'GET',
    path: '/api/schedules/:master/blocks',
    expect: only(['owner', 'orgAdmin', 'orgMaster']),
    req: (w) => ({ url: `/api/schedules/${orgMasterId(w)}/blocks?from=2026-12-01&to=2026-12-31` }),
  },
  {
    method: 'POST',
    path: '/api/schedules/:master/blocks',
    expect: only(['owner', 'orgAdmin', 'orgMaster']),
    req: (w) => ({
      url: `/api/schedules/${orgMasterId(w)}/blocks`,
      body: { starts_at: '2026-12-16T10:00:00+03:00', ends_at: '2026-12-16T12:00:00+03:00', note: 'Обучение' },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/schedules/:master/blocks/:id',
    expect: only(['owner', 'orgAdmin', 'orgMaster']),
    req: async (w) => {
      const [{ id }]: { id: number }[] = await w.db.query(
        `INSERT INTO schedule_blocks (master_id, starts_at, ends_at) VALUES ($1, now(), now() + interval '1 hour')
         RETURNING id`,
        [orgMasterId(w)],
      );
      return { url: `/api/schedules/${orgMasterId(w)}/blocks/${id}` };
    },
  },
  {
    // a series of the organization master's blocks: changed from its first occurrence on
    method: 'PATCH',
    path: '/api/schedules/series/:series_id',
    expect: only(['owner', 'orgAdmin', 'orgMaster']),
    req: async (w) => {
      const [{ id }]: { id: number }[] = await w.db.query(
        `INSERT INTO schedule_block_series (master_id, rrule, first_starts_at, duration_minutes, time_zone)
         VALUES ($1, 'FREQ=DAILY;INTERVAL=1;COUNT=2', '2026-12-16T10:00:00+03:00', 60, 'Europe/Moscow') RETURNING id`,
        [orgMasterId(w)],
      );
      await w.db.query(
        `INSERT INTO schedule_blocks (master_id, series_id, starts_at, ends_at)
         SELECT $1, $2, s, s + interval '1 hour'
           FROM unnest(ARRAY['2026-12-16T10:00:00+03:00', '2026-12-17T10:00:00+03:00']::timestamptz[]) s`,
        [orgMasterId(w), id],
      );
      return {
        url: `/api/schedules/series/${id}`,
        body: { from: '2026-12-16T10:00:00+03:00', note: 'Обучение' },
      };
    },
    guarded: (w) => w.db.query(`SELECT rrule, note FROM schedule_block_series ORDER BY id`),
  },
  // ----- group sessions: the organization master's, for them and the organization's owner and admins -----
  {
    method: 'POST',
    path: '/api/schedules/:master/sessions',
    expect: only(['owner', 'orgAdmin', 'orgMaster']),
    req: (w) => freshSessionReq(w),
  },
  {
    method: 'GET',
    path: '/api/schedules/:master/sessions',
    expect: only(['owner', 'orgAdmin', 'orgMaster']),
    req: (w) => ({ url: `/api/schedules/${orgMasterId(w)}/sessions?from=2032-01-01&to=2032-02-28` }),
  },
  {
    method: 'GET',
    path: '/api/schedules/sessions/:id',
    expect: only(['owner', 'orgAdmin', 'orgMaster']),
    req: async (w) => ({ url: `/api/schedules/sessions/${await orgSession(w)}` }),
  },
  {
    method: 'PATCH',
    path: '/api/schedules/sessions/:id',
    expect: only(['owner', 'orgAdmin', 'orgMaster']),
    req: async (w) => ({ url: `/api/schedules/sessions/${await orgSession(w)}`, body: { capacity: 12 } }),
    guarded: lastSessionState,
  },
  {
    method: 'POST',
    path: '/api/schedules/sessions/:id/cancel',
    expect: only(['owner', 'orgAdmin', 'orgMaster']),
    req: async (w) => ({ url: `/api/schedules/sessions/${await orgSession(w)}/cancel`, body: {} }),
    guarded: lastSessionState,
  },
  {
    method: 'GET',
    path: '/api/public/master/:deepLink/sessions',
    expect: anyone(),
    req: (w) => ({ url: `/api/public/master/${w.masterProfile.deepLink}/sessions` }),
  },
  {
    method: 'GET',
    path: '/api/public/organization/:deepLink/sessions',
    expect: anyone(),
    req: (w) => ({ url: `/api/public/organization/${w.org.deepLink}/sessions?from=2032-01-01&to=2032-02-28` }),
  },
  {
    // which organization services the master performs: set by the organization, not by the master
    method: 'GET',
    path: '/api/schedules/:master/services',
    expect: only(['owner', 'orgAdmin']),
    req: (w) => ({ url: `/api/schedules/${orgMasterId(w)}/services` }),
  },
  {
    method: 'PUT',
    path: '/api/schedules/:master/services',
    expect: only(['owner', 'orgAdmin']),
    req: (w) => ({ url: `/api/schedules/${orgMasterId(w)}/services`, body: { service_ids: null } }),
    guarded: (w) =>
      w.db.query(`SELECT service_ids FROM organization_master_services WHERE master_id = $1`, [orgMasterId(w)]),
  },

  // ----- public free slots -----
  {
    method: 'GET',
    path: '/api/public/master/:deepLink/slots',
    expect: anyone(),
    req: (w) => ({
      url: `/api/public/master/${w.masterProfile.deepLink}/slots?service_id=${w.masterService.id}&from=2026-12-01&to=2026-12-07`,
    }),
  },
  {
    method: 'GET',
    path: '/api/public/organization-master/:masterCode/slots',
    expect: anyone(),
    req: (w) => ({
      url: `/api/public/organization-master/${w.orgMasterCode}/slots?service_id=${w.orgService.id}&from=2026-12-01&to=2026-12-07`,
    }),
  },
  {
    method: 'GET',
    path: '/api/public/organization/:deepLink/slots',
    expect: anyone(),
    req: (w) => ({
      url: `/api/public/organization/${w.org.deepLink}/slots?service_id=${w.orgService.id}&from=2026-12-01&to=2026-12-07`,
    }),
  },
  // ----- appointments -----
  {
    // any registered user books as a client (here a fresh independent master's free slot each time)
    method: 'POST',
    path: '/api/appointments',
    expect: registered(),
    req: async (w) => ({ url: '/api/appointments', body: await freshBookingBody(w) }),
  },
  {
    method: 'GET',
    path: '/api/appointments/my',
    expect: registered(),
    req: () => ({ url: '/api/appointments/my?scope=upcoming' }),
  },
  {
    // a master reads their own; an owner or admin their organization's; clients have no calendar, nor has
    // a master who left the organization (their bookings there are the organization's)
    method: 'GET',
    path: '/api/appointments/calendar',
    expect: only(['master', 'owner', 'otherOwner', 'orgAdmin', 'orgMaster']),
    req: () => {
      const { from, to } = thisWeek();
      return { url: `/api/appointments/calendar?from=${from}&to=${to}` };
    },
  },
  {
    // the master for themself; the owner and admins for their organization's masters
    method: 'POST',
    path: '/api/appointments/manual',
    expect: only(['owner', 'orgAdmin', 'orgMaster']),
    req: async (w) => {
      await orgMasterWorksAllDay(w);
      return {
        url: '/api/appointments/manual',
        body: {
          master_id: w.personas.orgMaster.user!.id,
          service_id: w.orgService.id,
          starts_at: freshStart(),
          client_name: 'Гость Матрицы',
          client_phone: '+79161112233',
        },
      };
    },
  },
  {
    // the client's booking with the organization master: its client, master, owner and admins; others 404,
    // and so does the master who left the organization for a booking of theirs there
    method: 'POST',
    path: '/api/appointments/:id/cancel',
    expect: only(['client', 'owner', 'orgAdmin', 'orgMaster'], 404),
    req: async (w, a) => ({
      url: `/api/appointments/${await orgBooking(w, 1, a)}/cancel`,
      body: { reason: 'матрица' },
    }),
    guarded: lastBookingState,
  },
  {
    method: 'POST',
    path: '/api/appointments/:id/reschedule',
    expect: only(['client', 'owner', 'orgAdmin', 'orgMaster'], 404),
    req: async (w, a) => {
      await orgMasterWorksAllDay(w);
      return { url: `/api/appointments/${await orgBooking(w, 1, a)}/reschedule`, body: { starts_at: freshStart() } };
    },
    guarded: lastBookingState,
  },
  {
    // any registered user may see which times of a weekly series are free (a fresh master each time)
    method: 'POST',
    path: '/api/appointments/series/preview',
    expect: registered(),
    req: async (w) => {
      const { comment: _c, ...body } = await freshBookingBody(w);
      return { url: '/api/appointments/series/preview', body: { ...body, rrule: 'FREQ=WEEKLY;COUNT=2' } };
    },
  },
  {
    // any registered user books repeating visits as a client, as one booking (staff's by-hand form is checked
    // by test/api/appointments-series*.e2e-spec.ts)
    method: 'POST',
    path: '/api/appointments/series',
    expect: registered(),
    req: async (w) => ({
      url: '/api/appointments/series',
      body: { ...(await freshBookingBody(w)), rrule: 'FREQ=WEEKLY;COUNT=2', on_conflict: 'fail' },
    }),
  },
  {
    // the client's series with the organization master: as one booking's cancel, its client, master, owner
    // and admins; others 404, and so does the master who left the organization
    method: 'POST',
    path: '/api/appointments/series/:id/cancel',
    expect: only(['client', 'owner', 'orgAdmin', 'orgMaster'], 404),
    req: async (w, a) => ({ url: `/api/appointments/series/${await orgSeries(w, a)}/cancel`, body: {} }),
    guarded: lastSeriesState,
  },
  {
    // staff mark a visit after its start; its client sees the booking but may not mark it (403)
    method: 'POST',
    path: '/api/appointments/:id/status',
    expect: only(['owner', 'orgAdmin', 'orgMaster'], 404, { client: 403 }),
    req: async (w, a) => ({
      url: `/api/appointments/${await orgBooking(w, -1, a)}/status`,
      body: { status: 'completed' },
    }),
    guarded: lastBookingState,
  },
  // ----- deposits (prepayments through Telegram Payments): the business marks a paid deposit -----
  {
    // its master, the organization's owner and admins; its client and any other business 403
    method: 'POST',
    path: '/api/appointments/:id/deposit/refunded',
    expect: only(['owner', 'orgAdmin', 'orgMaster'], 403),
    req: async (w) => ({ url: `/api/appointments/${await paidDepositBooking(w)}/deposit/refunded` }),
    guarded: lastDepositState,
  },
  {
    method: 'POST',
    path: '/api/appointments/:id/deposit/retain',
    expect: only(['owner', 'orgAdmin', 'orgMaster'], 403),
    req: async (w) => ({ url: `/api/appointments/${await paidDepositBooking(w)}/deposit/retain` }),
    guarded: lastDepositState,
  },
  // ----- waitlist -----
  {
    // any registered user waits as a client (here for a fresh independent master each time)
    method: 'POST',
    path: '/api/waitlist',
    expect: registered(),
    req: async (w) => ({ url: '/api/waitlist', body: await freshWaitlistBody(w) }),
  },
  { method: 'GET', path: '/api/waitlist/my', expect: registered() },
  {
    // the client's own entry: only they may leave it; for everyone else it does not exist
    method: 'DELETE',
    path: '/api/waitlist/:id',
    expect: only(['client'], 404),
    req: async (w) => ({ url: `/api/waitlist/${await clientWaitlistEntry(w)}` }),
    guarded: lastEntryState,
  },

  // ----- calendar feed and .ics files -----
  {
    // masters only (independent or in an organization, not one who left it); made on the first call
    method: 'GET',
    path: '/api/calendar-feed',
    expect: only(['master', 'orgMaster']),
  },
  {
    method: 'POST',
    path: '/api/calendar-feed/rotate',
    expect: only(['master', 'orgMaster']),
  },
  {
    // calendar apps fetch it without init data: the secret token is the credential (unknown tokens 404)
    method: 'GET',
    path: '/api/calendar-feed/:file',
    expect: anyone(),
    req: async (w) => ({ url: await freshFeedUrl(w) }),
  },
  {
    // the booking's client and master only; its organization's staff, a master who left it (for their own
    // booking there) and everyone else 404
    method: 'GET',
    path: '/api/appointments/:id/ics',
    expect: only(['client', 'orgMaster'], 404),
    req: async (w, a) => ({ url: `/api/appointments/${await orgBooking(w, 1, a)}/ics` }),
  },
  {
    method: 'GET',
    path: '/api/appointments/:id/ics-link',
    expect: only(['client', 'orgMaster'], 404),
    req: async (w, a) => ({ url: `/api/appointments/${await orgBooking(w, 1, a)}/ics-link` }),
  },
  {
    // a signed, short-lived address of one booking's file: the signature is the credential
    method: 'GET',
    path: '/api/appointments/ics/:token',
    expect: anyone(),
    req: async (w) => ({ url: await freshIcsLink(w) }),
  },

  // ----- calendar sync (the master's own calendars; the matrix runs without CALENDAR_SECRET_KEY) -----
  {
    // masters only (independent or in an organization); each sees their own connections
    method: 'GET',
    path: '/api/calendar-sync',
    expect: only(['master', 'orgMaster']),
  },
  {
    // a master gets 422 «Интеграция с календарями не настроена» here (no key in the matrix)
    method: 'POST',
    path: '/api/calendar-sync/google/start',
    expect: only([], 403, { master: 422, orgMaster: 422 }),
  },
  {
    // Google sends the browser back without init data: the signed single-use state is the credential
    method: 'GET',
    path: '/api/calendar-sync/google/callback',
    // (a browser gets the same refusal as a small HTML page)
    expect: fill(422),
    req: () => ({ url: '/api/calendar-sync/google/callback?code=x&state=1.a.b' }),
  },
  {
    method: 'POST',
    path: '/api/calendar-sync/caldav',
    expect: only([], 403, { master: 422, orgMaster: 422 }),
    req: () => ({
      url: '/api/calendar-sync/caldav',
      body: { server_url: 'https://caldav.example.com/', username: 'matrix', password: 'secret' },
    }),
  },
  {
    // the master's own connection; another master: 404 (it is not theirs)
    method: 'PUT',
    path: '/api/calendar-sync/:id/calendars',
    expect: only(['master'], 403, { orgMaster: 404 }),
    req: async (w) => ({
      url: `/api/calendar-sync/${await masterConnection(w)}/calendars`,
      body: { calendars: [{ id: 'cal-1', blocks_time: false, receives_bookings: true }] },
    }),
    guarded: lastConnectionState,
  },
  {
    method: 'POST',
    path: '/api/calendar-sync/:id/sync',
    expect: only(['master'], 403, { orgMaster: 404 }),
    req: async (w) => ({ url: `/api/calendar-sync/${await masterConnection(w)}/sync` }),
    guarded: lastConnectionState,
  },
  {
    method: 'DELETE',
    path: '/api/calendar-sync/:id',
    expect: only(['master'], 403, { orgMaster: 404 }),
    req: async (w) => ({ url: `/api/calendar-sync/${await masterConnection(w)}` }),
    guarded: lastConnectionState,
  },

  // ----- reviews -----
  {
    // the booking's client only; everyone else's booking is 403, and so is the organization's own people's
    // booking of it (owner, admin, its master as the client: the business does not review itself)
    method: 'POST',
    path: '/api/appointments/:id/review',
    expect: only(['client']),
    req: async (w, actor) => ({
      url: `/api/appointments/${await bookingToReview(w, actor)}/review`,
      body: { rating: 5 },
    }),
  },
  {
    method: 'PUT',
    path: '/api/appointments/:id/review',
    expect: only(['client']),
    req: async (w) => ({
      url: `/api/appointments/${(await clientReview(w)).appointmentId}/review`,
      body: { rating: 3, text: 'изменено' },
    }),
    guarded: lastReviewState,
  },
  {
    method: 'DELETE',
    path: '/api/appointments/:id/review',
    expect: only(['client']),
    req: async (w) => ({ url: `/api/appointments/${(await clientReview(w)).appointmentId}/review` }),
    guarded: lastReviewState,
  },
  {
    // its author, the booking's master and the organization's owner and admins
    method: 'GET',
    path: '/api/appointments/:id/review',
    expect: only(['client', 'owner', 'orgAdmin', 'orgMaster']),
    req: async (w) => ({ url: `/api/appointments/${(await clientReview(w)).appointmentId}/review` }),
  },
  {
    // any registered user; a master, owner or admin sees the reviews they answer for, others an empty list
    method: 'GET',
    path: '/api/reviews/my',
    expect: registered(),
  },
  {
    method: 'POST',
    path: '/api/reviews/:id/reply',
    expect: only(['owner', 'orgAdmin', 'orgMaster']),
    req: async (w) => ({ url: `/api/reviews/${(await clientReview(w)).reviewId}/reply`, body: { text: 'Спасибо' } }),
    guarded: lastReviewState,
  },
  {
    // any registered user, once per review
    method: 'POST',
    path: '/api/reviews/:id/report',
    expect: registered(),
    req: async (w) => ({ url: `/api/reviews/${(await clientReview(w)).reviewId}/report`, body: { reason: 'спам' } }),
    guarded: lastReviewState,
  },
  {
    method: 'GET',
    path: '/api/public/master/:deepLink/reviews',
    expect: anyone(),
    req: (w) => ({ url: `/api/public/master/${w.masterProfile.deepLink}/reviews` }),
  },
  {
    method: 'GET',
    path: '/api/public/organization-master/:masterCode/reviews',
    expect: anyone(),
    req: (w) => ({ url: `/api/public/organization-master/${w.orgMasterCode}/reviews?limit=5` }),
  },
  {
    method: 'GET',
    path: '/api/public/organization/:deepLink/reviews',
    expect: anyone(),
    req: (w) => ({ url: `/api/public/organization/${w.org.deepLink}/reviews` }),
  },

  // ----- places and favorites: the master's card, a client's favorite masters and organizations -----
  {
    // masters now: independent, or a master of an organization (not one who left it)
    method: 'GET',
    path: '/api/masters/me/profile',
    expect: only(['master', 'orgMaster']),
  },
  {
    method: 'PUT',
    path: '/api/masters/me/profile',
    expect: only(['master', 'orgMaster']),
    req: (_w, a) => ({ url: '/api/masters/me/profile', body: { about: `О себе: ${a.name}` } }),
    guarded: (w) =>
      w.db
        .getRepository(MasterProfile)
        .find({ where: { userId: In([w.personas.master.user!.id, w.personas.orgMaster.user!.id]) } })
        .then((rows) => rows.map((r) => [r.userId, r.about]).sort()),
  },
  { method: 'GET', path: '/api/favorites', expect: registered() },
  {
    method: 'PUT',
    path: '/api/favorites/masters/:id',
    expect: registered(),
    req: (w) => ({ url: `/api/favorites/masters/${w.masterProfile.userId}` }),
    guarded: favoriteRows,
  },
  {
    method: 'DELETE',
    path: '/api/favorites/masters/:id',
    expect: registered(),
    req: (w) => ({ url: `/api/favorites/masters/${w.masterProfile.userId}` }),
    guarded: favoriteRows,
  },
  {
    method: 'PUT',
    path: '/api/favorites/organizations/:id',
    expect: registered(),
    req: (w) => ({ url: `/api/favorites/organizations/${w.org.id}` }),
    guarded: favoriteRows,
  },
  {
    method: 'DELETE',
    path: '/api/favorites/organizations/:id',
    expect: registered(),
    req: (w) => ({ url: `/api/favorites/organizations/${w.org.id}` }),
    guarded: favoriteRows,
  },

  // ----- search and map: anyone; init data only marks the caller's favorites -----
  {
    method: 'GET',
    path: '/api/search',
    expect: anyone(),
    req: () => ({ url: '/api/search?q=%D1%81%D1%82%D1%80%D0%B8%D0%B6%D0%BA%D0%B0&limit=5' }),
  },
  {
    method: 'GET',
    path: '/api/search/map',
    expect: anyone(),
    req: () => ({ url: '/api/search/map?bbox=37,55,38.5,56.5' }),
  },

  // ----- statistics report and client base -----
  {
    // an owner or admin: their organization; a master (independent or of an organization): their own
    method: 'GET',
    path: '/api/statistics/report',
    expect: only(['master', 'owner', 'otherOwner', 'orgAdmin', 'orgMaster']),
    req: () => ({ url: '/api/statistics/report?from=2026-11-01&to=2026-11-30' }),
  },
  {
    method: 'GET',
    path: '/api/clients',
    expect: only(['master', 'owner', 'otherOwner', 'orgAdmin', 'orgMaster']),
  },
  {
    // the world's client booked with the organization's master: another business does not know them
    method: 'GET',
    path: '/api/clients/:key',
    expect: only(['owner', 'orgAdmin', 'orgMaster'], 403, { master: 404, otherOwner: 404 }),
    req: (w) => ({ url: `/api/clients/${encodeClientKey(`u:${w.personas.client.user!.id}`)}` }),
  },
  {
    method: 'PUT',
    path: '/api/clients/:key/note',
    expect: only(['owner', 'orgAdmin', 'orgMaster'], 403, { master: 404, otherOwner: 404 }),
    req: (w) => ({
      url: `/api/clients/${encodeClientKey(`u:${w.personas.client.user!.id}`)}/note`,
      body: { note: 'Заметка', tags: ['VIP'] },
    }),
    guarded: (w) =>
      w.db.query(`SELECT organization_id, master_id, client_key, note, tags FROM client_notes ORDER BY id`),
  },

  // ----- exports and the weekly digest -----
  {
    // whoever has statistics (as the report): a file of their view is queued
    method: 'POST',
    path: '/api/exports',
    expect: only(['master', 'owner', 'otherOwner', 'orgAdmin', 'orgMaster']),
    req: () => ({
      url: '/api/exports',
      body: { kind: 'appointments', format: 'csv', from: '2026-11-01', to: '2026-11-30' },
    }),
    guarded: exportsState,
  },
  {
    // its requester only; for everyone else it does not exist
    method: 'GET',
    path: '/api/exports/:id',
    expect: only(['owner'], 404),
    req: async (w) => ({ url: `/api/exports/${await ownerExport(w)}` }),
  },
  {
    // a signed, short-lived address of the file: the signature is the credential (no init data needed)
    method: 'GET',
    path: '/api/exports/:id/file',
    expect: anyone(),
    req: async (w) => ({ url: await ownerExportLink(w) }),
  },
  {
    // owners and independent masters
    method: 'GET',
    path: '/api/statistics/digest',
    expect: only(['master', 'owner', 'otherOwner']),
  },
  {
    method: 'PUT',
    path: '/api/statistics/digest',
    expect: only(['master', 'owner', 'otherOwner']),
    req: () => ({ url: '/api/statistics/digest', body: { enabled: true } }),
    guarded: digestState,
  },

  // ----- super admin -----
  { method: 'GET', path: '/api/admin/stats', expect: superAdminOnly() },
  {
    method: 'GET',
    path: '/api/admin/users',
    expect: superAdminOnly(),
    req: () => ({ url: '/api/admin/users?page=1&limit=20' }),
  },
  {
    method: 'GET',
    path: '/api/admin/users/:id',
    expect: superAdminOnly(),
    req: (w) => ({ url: `/api/admin/users/${w.personas.client.user!.id}` }),
  },
  { method: 'GET', path: '/api/admin/appointments/today', expect: superAdminOnly() },
  {
    method: 'GET',
    path: '/api/admin/reviews',
    expect: superAdminOnly(),
    req: () => ({ url: '/api/admin/reviews?status=all' }),
  },
  {
    method: 'POST',
    path: '/api/admin/reviews/:id/hide',
    expect: superAdminOnly(),
    req: async (w) => ({ url: `/api/admin/reviews/${(await clientReview(w)).reviewId}/hide` }),
    guarded: lastReviewState,
  },
  {
    method: 'POST',
    path: '/api/admin/reviews/:id/unhide',
    expect: superAdminOnly(),
    req: async (w) => ({ url: `/api/admin/reviews/${(await clientReview(w)).reviewId}/unhide` }),
    guarded: lastReviewState,
  },
  {
    method: 'POST',
    path: '/api/admin/users/:id/block',
    expect: superAdminOnly(),
    req: async (w) => ({ url: `/api/admin/users/${(await w.freshClient()).user.id}/block` }),
  },
  {
    method: 'POST',
    path: '/api/admin/users/:id/unblock',
    expect: superAdminOnly(),
    req: async (w) => ({ url: `/api/admin/users/${(await w.freshClient({ isBlocked: true })).user.id}/unblock` }),
  },

  // ----- billing (plans paid with Telegram Stars; the matrix runs with BILLING off) -----
  {
    // an owner sees their organization's plan, an independent master their own; others have none
    method: 'GET',
    path: '/api/billing',
    expect: only(['owner', 'otherOwner', 'master']),
  },
  {
    // billing off: the plan holders are told so (422), the others are refused first
    method: 'POST',
    path: '/api/billing/subscribe',
    expect: only([], 403, { owner: 422, otherOwner: 422, master: 422 }),
    req: () => ({ url: '/api/billing/subscribe', body: { plan: 'pro' } }),
  },
  {
    method: 'POST',
    path: '/api/billing/cancel',
    expect: only([], 403, { owner: 422, otherOwner: 422, master: 422 }),
  },
  { method: 'GET', path: '/api/admin/billing/payments', expect: superAdminOnly() },
  {
    method: 'POST',
    path: '/api/admin/billing/payments/:id/refund',
    expect: fill(403, { anonymous: 401, superAdmin: 404 }),
    req: () => ({ url: '/api/admin/billing/payments/2147483000/refund' }),
  },

  // ----- support in the chat: every registered user has a conversation; the inbox is the super admin's -----
  { method: 'GET', path: '/api/support/conversation', expect: registered() },
  {
    method: 'POST',
    path: '/api/support/messages',
    expect: registered(),
    req: () => ({ url: '/api/support/messages', body: { text: 'matrix: вопрос в поддержку' } }),
  },
  { method: 'GET', path: '/api/admin/support/conversations', expect: superAdminOnly() },
  {
    method: 'GET',
    path: '/api/admin/support/conversations/:id',
    expect: fill(403, { anonymous: 401, superAdmin: 404 }),
    req: () => ({ url: '/api/admin/support/conversations/2147483000' }),
  },
  {
    method: 'POST',
    path: '/api/admin/support/conversations/:id/reply',
    expect: fill(403, { anonymous: 401, superAdmin: 404 }),
    req: () => ({ url: '/api/admin/support/conversations/2147483000/reply', body: { text: 'ответ' } }),
  },
  {
    // billing off in the matrix: any business may have a manager; null removes none that is not there
    method: 'PUT',
    path: '/api/admin/support/managers/:kind/:id',
    expect: superAdminOnly(),
    req: (w) => ({ url: `/api/admin/support/managers/organization/${w.org.id}`, body: { telegram_id: null } }),
  },

  // ----- API keys and webhooks: the owner of a business (an organization's owner, an independent master) -----
  {
    method: 'POST',
    path: '/api/api-keys',
    expect: only(['master', 'owner', 'otherOwner']),
    req: () => ({ url: '/api/api-keys', body: { name: 'matrix', scopes: ['read'] } }),
    guarded: integrationsState,
  },
  { method: 'GET', path: '/api/api-keys', expect: only(['master', 'owner', 'otherOwner']) },
  {
    // the owner's own key; another business does not know it
    method: 'DELETE',
    path: '/api/api-keys/:id',
    expect: only(['owner'], 403, { master: 404, otherOwner: 404 }),
    req: async (w) => ({ url: `/api/api-keys/${await ownerApiKey(w)}` }),
    guarded: integrationsState,
  },
  {
    method: 'POST',
    path: '/api/webhooks',
    expect: only(['master', 'owner', 'otherOwner']),
    req: () => ({ url: '/api/webhooks', body: { url: 'https://93.184.216.34/matrix', events: ['booking.created'] } }),
    guarded: integrationsState,
  },
  { method: 'GET', path: '/api/webhooks', expect: only(['master', 'owner', 'otherOwner']) },
  {
    method: 'DELETE',
    path: '/api/webhooks/:id',
    expect: only(['owner'], 403, { master: 404, otherOwner: 404 }),
    req: async (w) => ({ url: `/api/webhooks/${await ownerWebhook(w)}` }),
    guarded: integrationsState,
  },
  {
    method: 'GET',
    path: '/api/webhooks/:id/deliveries',
    expect: only(['owner'], 403, { master: 404, otherOwner: 404 }),
    req: async (w) => ({ url: `/api/webhooks/${await ownerWebhook(w)}/deliveries` }),
  },
  // ----- own notification texts: the caller's own business (an owner's organization, an independent master) -----
  { method: 'GET', path: '/api/notification-templates', expect: only(['owner', 'otherOwner', 'master']) },
  {
    // billing off in the matrix: saving needs no plan
    method: 'PUT',
    path: '/api/notification-templates/:kind/:lang',
    expect: only(['owner', 'otherOwner', 'master']),
    req: () => ({ url: '/api/notification-templates/reminder/ru', body: { text: 'matrix: ждём вас {date} в {time}' } }),
  },
  {
    method: 'DELETE',
    path: '/api/notification-templates/:kind/:lang',
    expect: only(['owner', 'otherOwner', 'master']),
    req: () => ({ url: '/api/notification-templates/reminder/ru' }),
  },
  {
    method: 'POST',
    path: '/api/notification-templates/:kind/:lang/preview',
    expect: only(['owner', 'otherOwner', 'master']),
    req: () => ({ url: '/api/notification-templates/reminder/ru/preview', body: { text: 'Ждём вас, {client_name}' } }),
  },

  // ----- error log -----
  {
    method: 'POST',
    path: '/api/logs/error',
    expect: anyone(),
    req: () => ({ url: '/api/logs/error', body: { message: 'matrix: test error', status: 500, url: '/profile' } }),
  },

  // ----- the map's tile source (the mini app's map): the same for everyone -----
  { method: 'GET', path: '/api/map/config', expect: anyone() },

  // ----- last: requests that turn the caller into an owner (fresh callers; the super admin is unique) -----
  {
    method: 'POST',
    path: '/api/organizations',
    expect: registered({ owner: 409, otherOwner: 409 }),
    freshActor: true,
    req: () => ({ url: '/api/organizations/', body: { name: 'Ещё один салон', phone: '+74951234567' } }),
  },
];

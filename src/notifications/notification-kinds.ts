/** What the bot can tell people. The backend writes kind + payload; the bot renders the text
 *  in the recipient's language (bot/locales) and adds buttons where a kind needs them. */
export interface NotificationPayloads {
  /** Owner: a registered user accepted an invitation; Подтвердить / Отклонить buttons. */
  invitation_confirmation_needed: {
    invitation_id: number;
    organization_name: string;
    member_name: string;
    role: 'master' | 'admin';
  };
  /** Owner: an invitation was used and the person is in the team now. */
  invitation_accepted: { organization_name: string; member_name: string; role: 'master' | 'admin' };
  /** Owner: a new member joined (registered through the invitation link). */
  member_joined: { organization_name: string; member_name: string; role: 'master' | 'admin' };
  /** Invitee: the owner confirmed or rejected their acceptance. */
  invitation_decided: { organization_name: string; accepted: boolean; role: 'master' | 'admin' };
  /** Master: welcome with the personal booking link (registration or added master role). */
  master_welcome: { first_name: string; booking_link: string };
  /** Masters, admins, clients: the organization's deep link changed. */
  organization_link_changed: { organization_name: string; old_link: string; new_link: string; booking_link: string };
  /** User: blocked or unblocked by the super admin. */
  account_blocked: Record<string, never>;
  account_unblocked: Record<string, never>;
  /**
   * A new booking. The master's side (the master, an organization's owner and admins) with `to: 'master'`;
   * the client who booked with `to: 'client'` (their confirmation, with where to come and whom to call).
   */
  appointment_booked: AppointmentNotice & {
    comment: string | null;
    manual: boolean;
    address?: string | null;
    contact_phone?: string | null;
    /** Repeating visits booked at once: one notice names them all (each is its own booking). */
    series?: SeriesNotice;
    /** A seat of a group session: the message names the session. */
    session_id?: number;
  };
  /** The other side of a cancelled booking. */
  appointment_cancelled: AppointmentNotice & {
    cancelled_by: 'client' | 'master' | 'organization';
    reason: string | null;
    /** The coming visits of a series cancelled at once: one notice names them all. */
    series?: SeriesNotice;
  };
  /** The other side of a moved booking: `starts_at` is the new time, `old_starts_at` the one it had. */
  appointment_rescheduled: AppointmentNotice & {
    moved_by: 'client' | 'master' | 'organization';
    old_starts_at: string;
  };
  /**
   * Master: seats of a group session taken and freed since the last such message (at most one per session
   * every 15 minutes, src/sessions/session-rounds.ts), and where the session stands now.
   */
  session_seats_changed: GroupSessionNotice & { taken: number; freed: number };
  /** Master: a group session below its minimum of participants was cancelled by itself (attendees are told). */
  session_cancelled: GroupSessionNotice & { min_participants: number };
  /** A client on a waitlist: a fitting time freed up; «Записаться» takes it (the first tap wins). */
  waitlist_offer: WaitlistOfferNotice;
  /** A client on a waitlist: the time offered to them was taken by someone else (they still wait). */
  waitlist_offer_gone: WaitlistOfferNotice;
  /**
   * Client: the booking is `lead_minutes` away (sent by src/reminders/reminder-runner.ts), with the buttons
   * Приду (callback rem:come:<appointment_id>), Отменить (rem:cancel:<appointment_id>) and Перенести (the
   * mini app's reschedule). The outbox drops it unsent once the booking has started, moved or ended.
   */
  appointment_reminder: AppointmentNotice & {
    lead_minutes: number;
    address: string | null;
    contact_phone: string | null;
  };
  /** Master: the client tapped Приду under a reminder (status planned -> confirmed). */
  appointment_confirmed_by_client: AppointmentNotice;
  /** Master: the day's live bookings at their agenda time (`date` local in `time_zone`); `more`: the list
   *  was cut (src/reminders/agenda-dispatch.ts AGENDA_MAX_ITEMS). */
  master_agenda: { date: string; time_zone: string; items: AgendaItem[]; more: boolean };
  /** The master's side of a booking: its client left a review; a button opens the reply form. */
  review_received: ReviewNotice;
  /**
   * Client: two hours after a visit, how was it? Buttons 1★…5★ (callback rv:<stars>:<appointment_id>),
   * «Записаться снова» (the master's page with the service) and «Не спрашивать» (rv:mute:<appointment_id>).
   */
  review_request: ReviewRequestNotice;
  /**
   * A review's author: the visit they reviewed was marked a no-show afterwards; the review stays public and
   * went to the super admin's moderation.
   */
  review_disputed: AppointmentNotice & { review_id: number; rating: number };
  /**
   * The requester of an export: its file, sent as the document itself (sendDocument) with this caption. The
   * row is written with the export and held until the file is made (src/exports/).
   */
  export_ready: ExportReadyNotice;
  /**
   * Owners and independent masters who turned it on: last week against the week before, sent as a chart of
   * revenue by day (sendPhoto) with this caption and a button opening Statistics.
   */
  weekly_digest: WeeklyDigestNotice;
  /** Client: the booking still waits for its deposit; a Pay button opens the invoice (src/deposits). */
  deposit_pay_prompt: DepositNotice & { invoice_url: string; hold_until: string };
  /**
   * The client (`to: 'client'`, with a button to pick another time: the paid deposit moves to it) and the
   * business (`to: 'master'`): a deposit was paid but its time had been taken meanwhile.
   */
  deposit_conflict: DepositNotice & { book_again_path: string | null };
  /**
   * The business: a paid deposit is to be returned (in the provider's dashboard); «Возврат сделан» (callback
   * dep:ref:<appointment_id>) marks it refunded. `reason`: the booking was cancelled, or a payment conflict
   * was not rebooked within a day.
   */
  deposit_refund_due: DepositNotice & { reason: 'cancelled' | 'conflict' };
  /**
   * The client (`to: 'client'`) and the business (`to: 'master'`): a payment came for a deposit that was paid
   * already (two invoices paid at once); it is kept, and the business is to return it. `amount`: that payment.
   */
  deposit_extra_payment: DepositNotice;
  /** The business's owner (the payer): a plan was paid (`renewal`: Telegram renewed it), until `paid_until`. */
  billing_payment_received: BillingNotice & { paid_until: string; renewal: boolean; amount: number };
  /** The owner, once a day for 3 days after paid_until: the plan lapsed, everything works until `grace_until`. */
  billing_grace: BillingNotice & { day: number; grace_until: string };
  /** The owner: the month's records reached `percent` % of the plan's `limit` (80 and 100, once a month each). */
  billing_records_usage: { business_name: string; percent: number; used: number; limit: number; month: string };
  /** The payer: the super admin refunded a payment; the plan it paid for has ended. */
  billing_refunded: BillingNotice & { amount: number };
  /**
   * The super admin (`to: 'admin'`, a button opens the conversation in /admin) and an Enterprise business's
   * personal manager (`to: 'manager'`): a user wrote to support. `priority`: their business's paid plan.
   */
  support_message: SupportMessageNotice;
  /** The user: support answered their conversation; a button opens the thread in the mini app. */
  support_reply: { conversation_id: number; text: string };
}

export type SupportMessageNotice = {
  to: 'admin' | 'manager';
  conversation_id: number;
  from_name: string;
  username: string | null;
  business_name: string | null;
  priority: 'pro' | 'enterprise' | null;
  text: string;
};

export type ExportReadyNotice = {
  export_id: string;
  kind: 'appointments' | 'clients' | 'report';
  file_name: string;
  from: string | null;
  to: string | null;
};

/** The figures of one week of a digest; rates are fractions, null without a denominator. */
export type DigestFigures = {
  revenue: number;
  visits: number;
  occupancy: number | null;
  no_show_rate: number | null;
};

export type WeeklyDigestNotice = {
  /** Monday and Sunday of last week (local dates of the business). */
  from: string;
  to: string;
  /** The organization's name, or null for an independent master. */
  business_name: string | null;
  current: DigestFigures;
  previous: DigestFigures;
  /** Revenue of each day of last week, Monday first (the chart). */
  by_day: { date: string; revenue: number }[];
};

/** Which plan of which business a billing notice is about. */
export type BillingNotice = { business_name: string; plan: 'basic' | 'pro' | 'enterprise' };

/** A booking's deposit as its notices show it: the booking's notice plus the roubles. */
export type DepositNotice = AppointmentNotice & { amount: number };

export type ReviewNotice = {
  review_id: number;
  rating: number;
  text: string | null;
  author_name: string;
  master_name: string;
  service_name: string | null;
  organization_name: string | null;
};

export type ReviewRequestNotice = {
  appointment_id: number;
  master_name: string;
  service_name: string | null;
  /** The visit's start with the master's offset. */
  starts_at: string;
  /** The mini app path of the master's page with the same service chosen. */
  book_again_path: string | null;
};

/** One booking of a master's agenda; `starts_at` carries the master's offset. */
export type AgendaItem = {
  appointment_id: number;
  starts_at: string;
  client_name: string | null;
  client_phone: string | null;
  service_name: string | null;
  status: 'planned' | 'confirmed';
};

/**
 * What every booking notice carries. `to` says which side reads it (the client, or the master's side:
 * the master, the owner, an admin); instants are ISO 8601 with the master's offset, so the local time is
 * in the text itself ('2026-12-01T09:00:00+03:00'), and `time_zone` names the zone.
 */
// a type, not an interface: payloads must fit the outbox's Record<string, unknown>
export type AppointmentNotice = {
  appointment_id: number;
  to: 'client' | 'master';
  starts_at: string;
  time_zone: string;
  service_name: string | null;
  master_name: string;
  client_name: string | null;
  client_phone: string | null;
  organization_name: string | null;
};

/** A group session as the master's notices name it; `starts_at` with the master's offset. */
export type GroupSessionNotice = {
  session_id: number;
  service_name: string | null;
  starts_at: string;
  time_zone: string;
  seats_taken: number;
  capacity: number;
};

/** A time offered to a waiting client: `starts_at` with the master's offset, `time_zone` naming the zone. */
export type WaitlistOfferNotice = {
  offer_id: number;
  starts_at: string;
  time_zone: string;
  master_name: string;
  service_name: string | null;
  organization_name: string | null;
};

export type NotificationKind = keyof NotificationPayloads;

export interface NotificationDraft<K extends NotificationKind = NotificationKind> {
  chatId: number;
  userId: number | null;
  kind: K;
  payload: NotificationPayloads[K];
}

/** Repeating visits named in one notice: every how many weeks, and the starts of the visits it is about. */
export type SeriesNotice = {
  series_id: number;
  every_weeks: number;
  starts: string[];
};

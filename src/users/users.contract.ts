export type UserType = 'client' | 'master' | 'organization';

export interface MeResponse {
  user_id: number;
  telegram_id: number;
  first_name: string;
  last_name: string | null;
  phone: string | null;
  phone_verified: boolean;
  email: string | null;
  user_type: UserType;
}

/**
 * GET /users/me: the caller, and where the mini app leads them at start-up: 'calendar_connect' (the calendars
 * screen) for a master who chose a Google or Apple calendar at registration and has connected no calendar
 * yet, the same hint the registration answered; null otherwise.
 */
export interface MyAccountResponse extends MeResponse {
  next: 'calendar_connect' | null;
}

/** PUT /users/me and PUT /users/{id} (own id only). Empty optional fields are sent as null. */
export interface UpdateMeRequest {
  first_name: string;
  last_name?: string | null;
  phone?: string | null;
  email?: string | null;
}

export interface MasterCodeResponse {
  has_master_code: boolean;
  /** Independent master: t.me/<bot>?start=master_<link>; organization master: ...org_master_<code>. */
  booking_link: string | null;
  /** An independent master's link (their public page /master/{deep_link}), else null. */
  deep_link: string | null;
  /** An organization master's code (/organization-master/{master_code}), else null. */
  master_code: string | null;
}

/** GET /users/ : the caller's organization people (owner/admin), or just the caller. */
export interface UserListResponse {
  users: MeResponse[];
}

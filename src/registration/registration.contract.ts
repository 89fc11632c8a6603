/** Registration calls (client, master, owner, organization master). Plain interfaces: the webapp imports them with
 *  `import type`. */
export type CalendarType = 'internal' | 'google' | 'apple';

export interface RegistrationCheckResponse {
  exists: boolean;
  user_type?: 'client' | 'master' | 'organization';
  /** Present (true) only for SUPER_ADMIN_TELEGRAM_ID, registered or not: the app lets them open /admin. */
  is_super_admin?: true;
}

export interface ClientRegistrationRequest {
  first_name: string;
  last_name?: string | null;
  phone: string;
  email?: string | null;
}

export interface MasterRegistrationRequest extends ClientRegistrationRequest {
  category: string;
  custom_category?: string | null;
  specialization?: string | null;
  calendar_type?: CalendarType;
  google_calendar_email?: string | null;
  apple_calendar_id?: string | null;
  deep_link: string;
}

export interface OwnerRegistrationRequest extends ClientRegistrationRequest {
  organization_name: string;
  organization_description?: string | null;
  organization_address?: string | null;
  organization_phone: string;
  organization_email?: string | null;
  organization_deep_link: string;
  calendar_type?: CalendarType;
  google_calendar_email?: string | null;
  apple_calendar_id?: string | null;
}

export interface RegistrationResponse {
  message: string;
  user_id: number;
  user_type: 'client' | 'master' | 'organization';
}

export interface MasterRegistrationResponse extends RegistrationResponse {
  /** https://t.me/<bot>?start=master_<deep_link> */
  booking_link: string;
  /**
   * Where the mini app leads the new master: 'calendar_connect' (the calendars screen) when they chose a Google
   * or Apple calendar at registration; null otherwise.
   */
  next: 'calendar_connect' | null;
}

export interface OwnerRegistrationResponse extends RegistrationResponse {
  organization_id: number;
  organization_name: string;
  /** https://t.me/<bot>?start=org_<deep_link> */
  booking_link: string;
}

export interface DeepLinkAvailabilityResponse {
  available: boolean;
}

export interface SuggestDeepLinkRequest {
  name: string;
}

export interface SuggestDeepLinkResponse {
  suggested_link: string;
  available: boolean;
}

export interface RegisterOrganizationMasterRequest {
  invitation_id: number;
  /** The invitation's deep_link_code (the `code` query parameter of the bot's invitation button). */
  invitation_code: string;
  first_name: string;
  last_name?: string | null;
  phone: string;
  email?: string | null;
}

export interface RegisterOrganizationMasterResponse {
  message: string;
  /** Masters: https://t.me/<bot>?start=org_master_<master_code>; admins: null. */
  booking_link: string | null;
}

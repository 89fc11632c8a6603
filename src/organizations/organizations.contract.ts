export interface OrganizationResponse {
  id: number;
  name: string;
  description: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  category: string | null;
  /** The organization's point (search by distance, the map); both null while it has none. */
  latitude: number | null;
  longitude: number | null;
  deep_link: string;
  /** Same value as deep_link (the spec names both). */
  deep_link_code: string;
  /** https://t.me/<bot>?start=org_<deep_link> */
  booking_link: string;
  owner_id: number;
  created_at: string;
}

/** POST /organizations/ and PUT /organizations/{id}. Empty optional fields are sent as null. */
export interface OrganizationRequest {
  name: string;
  description?: string | null;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  category?: string | null;
  /** Both or neither (422 naming the missing one); left out keeps the point, null clears it. */
  latitude?: number | null;
  longitude?: number | null;
  deep_link?: string | null;
}

export interface OrganizationUpdateResponse extends OrganizationResponse {
  /** Present when the deep link changed. */
  stats?: {
    deleted_invitations: number;
    notified_masters: number;
    notified_admins: number;
    notified_clients: number;
  };
}

export interface MyOrganizationResponse {
  exists: boolean;
  organization: OrganizationResponse | null;
  /** The caller's relation to it. */
  role?: 'owner' | 'admin' | 'master';
}

export interface TeamMember {
  id: number;
  user_id: number;
  first_name: string;
  last_name: string | null;
  phone: string | null;
  email: string | null;
  specialization: string | null;
  master_code: string | null;
  joined_at: string;
  is_blocked: boolean;
}

export interface TeamResponse {
  admins: TeamMember[];
  masters: TeamMember[];
}

export interface OrganizationStatsResponse {
  appointments_today: number;
  appointments_month: number;
  services_count: number;
  masters_count: number;
  admins_count: number;
}

export interface OrganizationSearchResponse {
  organizations: OrganizationResponse[];
}

export interface LocationRequest {
  organization_id: number;
  address: string;
}

export interface LocationResponse {
  id: number;
  organization_id: number;
  address: string;
}

/** GET /organizations/{id}/locations. An organization has one location: its address (none without one). */
export interface LocationListResponse {
  locations: LocationResponse[];
}

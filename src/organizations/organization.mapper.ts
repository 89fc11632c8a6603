import { organizationBookingLink } from '../deep-links/booking-links';
import type { Organization } from './entities/organization.entity';
import type { OrganizationResponse, TeamMember } from './organizations.contract';

export function toOrganizationResponse(org: Organization, botUsername: string): OrganizationResponse {
  return {
    id: org.id,
    name: org.name,
    description: org.description,
    phone: org.phone,
    email: org.email,
    address: org.address,
    category: org.category,
    latitude: org.latitude,
    longitude: org.longitude,
    deep_link: org.deepLink,
    deep_link_code: org.deepLink,
    booking_link: organizationBookingLink(botUsername, org.deepLink),
    owner_id: org.ownerId,
    created_at: new Date(org.createdAt).toISOString(),
  };
}

/** One row of the team query in OrganizationsService.team(). */
export interface TeamRow {
  id: number;
  user_id: number;
  role: 'master' | 'admin';
  first_name: string;
  last_name: string | null;
  phone: string | null;
  email: string | null;
  specialization: string | null;
  master_code: string | null;
  joined_at: Date;
  is_blocked: boolean;
}

export function toTeamMember(row: TeamRow): TeamMember {
  return {
    id: row.id,
    user_id: row.user_id,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    email: row.email,
    specialization: row.role === 'master' ? row.specialization : null,
    master_code: row.master_code,
    joined_at: new Date(row.joined_at).toISOString(),
    is_blocked: row.is_blocked,
  };
}

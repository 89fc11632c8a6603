import type { ServiceDeposit } from '../deposits/deposits.contract';

export interface PublicService {
  id: number;
  name: string;
  description: string | null;
  duration_minutes: number | null;
  price: number | null;
  /** The prepayment booking it asks for («Предоплата 500 ₽»: `amount`); null: none. */
  deposit: ServiceDeposit | null;
}

export interface PublicMasterResponse {
  id: number;
  first_name: string;
  last_name: string | null;
  category: string | null;
  specialization: string | null;
  /** Where the client goes: an independent master's own place, an organization master's organization's. */
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  /** A few words the master wrote about themselves. */
  about: string | null;
  phone: string | null;
  email: string | null;
  /** Organization masters: the organization; independent masters: null. */
  organization: { name: string; address: string | null; deep_link: string } | null;
  services: PublicService[];
  /** The mean of visible reviews to one decimal (null under three reviews) and their number. */
  rating: number | null;
  reviews_count: number;
}

export interface PublicOrganizationResponse {
  /** What the client's favorites name it by. */
  id: number;
  name: string;
  category: string | null;
  description: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  email: string | null;
  deep_link: string;
  masters: {
    id: number;
    first_name: string;
    last_name: string | null;
    specialization: string | null;
    master_code: string;
    rating: number | null;
    reviews_count: number;
  }[];
  services: PublicService[];
  rating: number | null;
  reviews_count: number;
}

/** What the bot asks of the public pages: whom a /start link names (null where the page answers 404). */
export interface PublicPagesPort {
  findMaster(deepLink: string): Promise<{ name: string } | null>;
  findOrganization(deepLink: string): Promise<{ name: string } | null>;
  findOrganizationMaster(code: string): Promise<{ name: string; organizationName: string } | null>;
}

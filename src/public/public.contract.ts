export interface PublicService {
  id: number;
  name: string;
  description: string | null;
  duration_minutes: number | null;
  price: number | null;
}

export interface PublicMasterResponse {
  id: number;
  first_name: string;
  last_name: string | null;
  category: string | null;
  specialization: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  /** Organization masters: the organization; independent masters: null. */
  organization: { name: string; address: string | null; deep_link: string } | null;
  services: PublicService[];
}

export interface PublicOrganizationResponse {
  name: string;
  category: string | null;
  description: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  deep_link: string;
  masters: {
    id: number;
    first_name: string;
    last_name: string | null;
    specialization: string | null;
    master_code: string;
  }[];
  services: PublicService[];
}

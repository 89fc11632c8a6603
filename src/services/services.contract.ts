export interface ServiceResponse {
  id: number;
  name: string;
  description: string | null;
  duration_minutes: number | null;
  price: number | null;
  category: string | null;
  organization_id: number | null;
  master_id: number | null;
}

/** POST /services/ and PUT /services/{id}. The owner's organization (or the master) is implied. */
export interface ServiceRequest {
  name: string;
  description?: string | null;
  duration_minutes?: number | null;
  price?: number | null;
  category?: string | null;
}

export interface AdminStatsResponse {
  total_users: number;
  new_today: number;
  owners: number;
  masters: number;
  clients: number;
  appointments_today: number;
  /** Bot notices by delivery state (the outbox), so the admin sees a stuck or failing sender. */
  notifications: { pending: number; sent: number; failed: number; undeliverable: number };
}

export interface AdminUserRow {
  id: number;
  telegram_id: number;
  first_name: string;
  last_name: string | null;
  phone: string | null;
  email: string | null;
  user_type: 'client' | 'master' | 'organization';
  is_blocked: boolean;
  created_at: string;
  appointments_count: number;
  organization_name: string | null;
}

export interface AdminUsersResponse {
  users: AdminUserRow[];
  total: number;
  page: number;
  total_pages: number;
}

export interface AdminUserDetails extends AdminUserRow {
  organization: {
    organization_id: number;
    organization_name: string;
    role: 'owner' | 'admin' | 'master';
    category: string | null;
    address: string | null;
    phone: string | null;
    email: string | null;
    deep_link: string;
    created_at: string;
    master_code_in_org: string | null;
    masters_count: number;
    admins_count: number;
  } | null;
  master_deep_link: string | null;
  master_category: string | null;
  master_specialization: string | null;
  master_address: string | null;
  total_appointments: number;
  completed_appointments: number;
  cancelled_appointments: number;
  total_spent: number;
  total_earned: number;
  personal_appointments_count: number;
  personal_services_count: number;
  org_appointments_count: number;
  org_services_count: number;
}

export interface AdminAppointment {
  id: number;
  appointment_date: string;
  client_name: string | null;
  client_phone: string | null;
  master_name: string;
  status: 'planned' | 'completed' | 'cancelled';
  price: number | null;
}

export interface AdminAppointmentsResponse {
  appointments: AdminAppointment[];
}

export interface BlockResponse {
  message: string;
  is_blocked: boolean;
}

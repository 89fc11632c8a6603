import type { DepositSetting, ServiceDeposit } from '../deposits/deposits.contract';

export interface ServiceResponse {
  id: number;
  name: string;
  description: string | null;
  duration_minutes: number | null;
  price: number | null;
  category: string | null;
  organization_id: number | null;
  master_id: number | null;
  /** The prepayment it asks for, with `amount` the roubles charged; null: none. */
  deposit: ServiceDeposit | null;
  /** null or 1: one client at a time; 2–500: a group service, booked by seats of its sessions. */
  capacity: number | null;
  /** A group session below it at `min_check_hours` before its start is cancelled by itself (2..capacity). */
  min_participants: number | null;
  /** 1–72, 12 unless set. */
  min_check_hours: number;
}

/** POST /services/ and PUT /services/{id}. The owner's organization (or the master) is implied. */
export interface ServiceRequest {
  name: string;
  description?: string | null;
  duration_minutes?: number | null;
  price?: number | null;
  category?: string | null;
  /** Needs PAYMENT_PROVIDER_TOKEN (else 422 «Приём оплаты не подключён»); null removes it. */
  deposit?: DepositSetting | null;
  capacity?: number | null;
  min_participants?: number | null;
  min_check_hours?: number;
}

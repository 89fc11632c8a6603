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
}

import type { PlanName } from './billing.contract';

/**
 * What each plan promises on the Tariff page, in order: the one list the mini app renders and the README table
 * follows. `built: false` is a line the product does not have yet: the page shows it with «Скоро» and does not
 * count it as included. Flipping a line to built is this one change. Plain data: the mini app imports it.
 */
export type PlanFeatureKey =
  | 'masters_5'
  | 'records_100'
  | 'basic_stats'
  | 'chat_support'
  | 'standard_templates'
  | 'languages'
  | 'masters_25'
  | 'unlimited_records'
  | 'analytics'
  | 'clients'
  | 'exports'
  | 'priority_support'
  | 'own_templates'
  | 'calendar_integration'
  | 'everything_in_pro'
  | 'unlimited_all'
  | 'personal_manager'
  | 'api'
  | 'white_label'
  | 'tax_service'
  | 'accounting';

export interface PlanFeature {
  key: PlanFeatureKey;
  built: boolean;
}

export const PLAN_FEATURES: Record<PlanName, readonly PlanFeature[]> = {
  basic: [
    { key: 'masters_5', built: true },
    { key: 'records_100', built: true },
    { key: 'basic_stats', built: true },
    { key: 'chat_support', built: true },
    { key: 'standard_templates', built: true },
    { key: 'languages', built: true },
  ],
  pro: [
    { key: 'masters_25', built: true },
    { key: 'unlimited_records', built: true },
    { key: 'analytics', built: true },
    { key: 'clients', built: true },
    { key: 'exports', built: true },
    { key: 'priority_support', built: true },
    { key: 'own_templates', built: true },
    { key: 'calendar_integration', built: true },
  ],
  enterprise: [
    { key: 'everything_in_pro', built: true },
    { key: 'unlimited_all', built: true },
    { key: 'personal_manager', built: true },
    { key: 'api', built: true },
    { key: 'white_label', built: false },
    { key: 'tax_service', built: false },
    { key: 'accounting', built: false },
  ],
};

/** The lines a plan really includes now. */
export const builtFeatures = (plan: PlanName): PlanFeatureKey[] =>
  PLAN_FEATURES[plan].filter((f) => f.built).map((f) => f.key);

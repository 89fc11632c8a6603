import { describePlanLimits } from './billing-limits-cases';

describePlanLimits('PostgreSQL');

import { describePlanLimits } from './billing-limits-cases';

describePlanLimits('embedded PGlite', { databaseUrl: 'memory://' });

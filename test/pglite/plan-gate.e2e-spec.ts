import { describePlanGate } from '../authz/plan-gate';

describePlanGate('embedded PGlite', { databaseUrl: 'memory://' });

import { describePlanGate } from './plan-gate';

describePlanGate('PostgreSQL');

import { describeSessionStaff } from './group-sessions-staff-cases';

describeSessionStaff('embedded PGlite', { databaseUrl: 'memory://' });

import { describeSessionStaff } from './group-sessions-staff-cases';

describeSessionStaff('PostgreSQL');

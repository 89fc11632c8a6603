import { describeSessions } from './group-sessions-cases';

describeSessions('PostgreSQL');

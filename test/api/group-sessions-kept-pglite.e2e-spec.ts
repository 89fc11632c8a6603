import { describeKeptSessions } from './group-sessions-kept-cases';

describeKeptSessions('embedded PGlite', { databaseUrl: 'memory://' });

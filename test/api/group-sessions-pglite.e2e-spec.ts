import { describeSessions } from './group-sessions-cases';

describeSessions('embedded PGlite', { databaseUrl: 'memory://' });

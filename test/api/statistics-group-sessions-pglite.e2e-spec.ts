import { describeGroupStatistics } from './statistics-group-sessions-cases';

describeGroupStatistics('embedded PGlite', { databaseUrl: 'memory://' });

import { describeGroupStatistics } from './statistics-group-sessions-cases';

describeGroupStatistics('PostgreSQL');

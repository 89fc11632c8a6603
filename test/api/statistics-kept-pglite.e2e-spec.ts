import { describeKeptReport } from './statistics-kept-cases';

describeKeptReport('embedded PGlite', { databaseUrl: 'memory://' });

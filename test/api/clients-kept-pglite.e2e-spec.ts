import { describeKeptClientList } from './clients-kept-cases';

describeKeptClientList('embedded PGlite', { databaseUrl: 'memory://' });

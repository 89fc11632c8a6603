import { describeKeptFreeOn } from './search-kept-free-on-cases';

describeKeptFreeOn('embedded PGlite', { databaseUrl: 'memory://' });

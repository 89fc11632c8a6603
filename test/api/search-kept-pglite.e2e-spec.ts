import { describeKeptSearch } from './search-kept-cases';

describeKeptSearch('embedded PGlite', { databaseUrl: 'memory://' });

import { describeSharedSearch } from './search-shared-cases';

describeSharedSearch('embedded PGlite', { databaseUrl: 'memory://' });

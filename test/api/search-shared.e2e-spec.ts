import { describeSharedSearch } from './search-shared-cases';

describeSharedSearch('PostgreSQL');

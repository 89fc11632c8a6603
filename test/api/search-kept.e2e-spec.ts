import { describeKeptSearch } from './search-kept-cases';

describeKeptSearch('PostgreSQL');

import { describeKeptFreeOn } from './search-kept-free-on-cases';

describeKeptFreeOn('PostgreSQL');

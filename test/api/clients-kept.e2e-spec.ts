import { describeKeptClientList } from './clients-kept-cases';

describeKeptClientList('PostgreSQL');

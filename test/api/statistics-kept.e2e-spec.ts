import { describeKeptReport } from './statistics-kept-cases';

describeKeptReport('PostgreSQL');

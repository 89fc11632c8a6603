import { describeKeptSessions } from './group-sessions-kept-cases';

describeKeptSessions('PostgreSQL');

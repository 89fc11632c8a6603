import { describeSessionRounds } from './group-sessions-rounds-cases';

describeSessionRounds('PostgreSQL');

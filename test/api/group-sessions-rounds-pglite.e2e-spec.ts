import { describeSessionRounds } from './group-sessions-rounds-cases';

describeSessionRounds('embedded PGlite', { databaseUrl: 'memory://' });

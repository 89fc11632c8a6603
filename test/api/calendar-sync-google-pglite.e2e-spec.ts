import { describeGoogleSync } from './calendar-sync-google-cases';

describeGoogleSync('PGlite', { databaseUrl: 'memory://' });

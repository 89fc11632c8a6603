import { describeGoogleSync } from './calendar-sync-google-cases';

describeGoogleSync('PostgreSQL');

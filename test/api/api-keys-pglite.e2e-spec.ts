import { describeApiKeys } from './api-keys-cases';

describeApiKeys('embedded PGlite', { databaseUrl: 'memory://' });

import { describeWebhooks } from './webhooks-cases';

describeWebhooks('embedded PGlite', { databaseUrl: 'memory://' });

import { describeWebhookAddresses } from './webhooks-address-cases';
import { describeWebhooks } from './webhooks-cases';

describeWebhooks('embedded PGlite', { databaseUrl: 'memory://' });
describeWebhookAddresses('embedded PGlite', { databaseUrl: 'memory://' });

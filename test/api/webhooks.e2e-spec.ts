import { describeWebhookAddresses } from './webhooks-address-cases';
import { describeWebhooks } from './webhooks-cases';

describeWebhooks('PostgreSQL');
describeWebhookAddresses('PostgreSQL');

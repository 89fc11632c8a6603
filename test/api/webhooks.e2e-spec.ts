import { describeWebhooks } from './webhooks-cases';

describeWebhooks('PostgreSQL');

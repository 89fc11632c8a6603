import { describeNotificationTemplates } from './notification-templates-cases';

describeNotificationTemplates('embedded PGlite', { databaseUrl: 'memory://' });

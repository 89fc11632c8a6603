import { describeSupport } from './support-cases';

describeSupport('embedded PGlite', { databaseUrl: 'memory://' });

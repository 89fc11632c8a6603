import { describePublicPagesWire } from './public-pages-wire-cases';

describePublicPagesWire('embedded PGlite', { databaseUrl: 'memory://' });

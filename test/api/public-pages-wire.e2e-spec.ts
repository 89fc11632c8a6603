import { describePublicPagesWire } from './public-pages-wire-cases';

describePublicPagesWire('PostgreSQL');

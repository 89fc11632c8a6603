import { describePublicReviewsWire } from './public-reviews-wire-cases';

describePublicReviewsWire('embedded PGlite', { databaseUrl: 'memory://' });

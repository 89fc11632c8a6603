import { describePublicReviewsWire } from './public-reviews-wire-cases';

describePublicReviewsWire('PostgreSQL');

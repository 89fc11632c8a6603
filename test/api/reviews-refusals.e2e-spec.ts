import { describeReviewRefusals } from './reviews-refusals-cases';

describeReviewRefusals('PostgreSQL');

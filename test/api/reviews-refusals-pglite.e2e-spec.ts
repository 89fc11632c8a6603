import { describeReviewRefusals } from './reviews-refusals-cases';

describeReviewRefusals('embedded PGlite', { databaseUrl: 'memory://' });

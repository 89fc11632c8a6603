import { describeNoShowAfterReview } from './reviews-no-show-cases';

describeNoShowAfterReview('PostgreSQL');

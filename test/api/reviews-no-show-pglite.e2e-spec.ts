import { describeNoShowAfterReview } from './reviews-no-show-cases';

describeNoShowAfterReview('embedded PGlite', { databaseUrl: 'memory://' });

import { describeRatingOrder } from './search-rating-order-cases';

describeRatingOrder('embedded PGlite', { databaseUrl: 'memory://' });

import { describeRatingOrder } from './search-rating-order-cases';

describeRatingOrder('PostgreSQL');

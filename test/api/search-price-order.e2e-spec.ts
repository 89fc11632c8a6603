import { describePriceOrder } from './search-price-order-cases';

describePriceOrder('PostgreSQL');

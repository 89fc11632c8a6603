import { describePriceOrder } from './search-price-order-cases';

describePriceOrder('embedded PGlite', { databaseUrl: 'memory://' });

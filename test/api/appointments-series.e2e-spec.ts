import { describeSeries } from './appointments-series-cases';

describeSeries('PostgreSQL');

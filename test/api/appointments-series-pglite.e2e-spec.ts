import { describeSeries } from './appointments-series-cases';

describeSeries('embedded PGlite', { databaseUrl: 'memory://' });

import { describeMatrix } from '../authz/matrix';

// every route once more on the embedded database: a handler that queries outside its transaction deadlocks here
describeMatrix('embedded PGlite', { databaseUrl: 'memory://' });

import { describeMatrix } from './matrix';

describeMatrix('PostgreSQL');

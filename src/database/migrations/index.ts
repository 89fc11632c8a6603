import { InitialSchema1763780000000 } from './1763780000000-initial-schema';

/** Every migration, oldest first. A new migration file is added here too. */
export const MIGRATIONS = [InitialSchema1763780000000];

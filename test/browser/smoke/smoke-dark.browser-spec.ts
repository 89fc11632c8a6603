import { describeSmoke } from './support/smoke-run';

/** The smoke run in the dark theme (support/smoke-run.ts): every screen of every role. */
describeSmoke('dark');

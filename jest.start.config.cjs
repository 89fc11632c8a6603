/** The README's start command itself (`npm start`: build when stale, bundle, run on embedded PGlite). */
const base = require('./jest.config.cjs');
module.exports = {
  ...base,
  roots: ['<rootDir>/test/start'],
  testMatch: ['**/*.start-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  globalSetup: undefined,
  globalTeardown: undefined,
  testTimeout: 300000,
  maxWorkers: 1,
};

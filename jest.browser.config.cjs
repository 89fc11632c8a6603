/**
 * Browser runs (headless Debian Chromium via playwright-core) against the real server. Two files at a time:
 * each has its own server on a free port, its own fake Bot API and artifacts folder, and a browser spends
 * much of a run waiting on pages, so two share the 2 cores well (the tier took 195 s instead of 306).
 */
const base = require('./jest.config.cjs');
module.exports = {
  ...base,
  roots: ['<rootDir>/test/browser'],
  testMatch: ['**/*.browser-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  globalSetup: '<rootDir>/test/browser/support/global-setup.ts',
  testTimeout: 120000,
  maxWorkers: 2,
};

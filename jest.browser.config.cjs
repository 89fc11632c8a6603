/** Browser runs (headless Debian Chromium via playwright-core) against the real server. One at a time. */
const base = require('./jest.config.cjs');
module.exports = {
  ...base,
  roots: ['<rootDir>/test/browser'],
  testMatch: ['**/*.browser-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  testTimeout: 120000,
  maxWorkers: 1,
};

/** API unit and e2e tests. Nest 12 is ESM-only, so @swc/jest transforms those packages too. */
const esmPackages = [
  '@nestjs',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
  'load-esm',
  'uid',
  'iterare',
  'cookie',
  'content-disposition',
  'ical.js',
  'temporal-polyfill',
  'temporal-utils',
];
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/bot', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/webapp/', '/test/browser/', '/test/start/'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  transform: {
    '^.+\\.(t|j|mj|cj)s$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // the few files that run for minutes start first, also on a clean clone without jest's timing cache
  testSequencer: '<rootDir>/test/support/slow-first-sequencer.cjs',
  testTimeout: 30000,
  maxWorkers: 2,
};

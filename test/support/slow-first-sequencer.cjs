/**
 * Jest's order of test files, with the few files known to run for minutes started first. Jest starts the
 * longest files first only when its cache (in the temp folder) remembers their times; a clean clone has no
 * cache and jest then orders by file size, which puts these small but slow files last: one worker then
 * runs them alone at the end while the other waits (the smoke run, 234 s, began near the end of the
 * browser tier). A file the cache has timed keeps jest's own order.
 */
const { default: Sequencer } = require('@jest/test-sequencer');
const { relative } = require('node:path');

/**
 * Seconds each took in a full CI run (2 cores): only files far above the rest are worth naming here. The
 * smoke run's two themes are about half of the one file they were (537 s) each.
 */
const SLOW_FILES = new Map([
  ['test/browser/smoke/smoke-light.browser-spec.ts', 280],
  ['test/browser/smoke/smoke-dark.browser-spec.ts', 260],
  ['test/pglite/matrix.e2e-spec.ts', 119],
  ['test/fuzz/bad-input.e2e-spec.ts', 87],
  ['test/authz/matrix.e2e-spec.ts', 43],
]);

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const ordered = super.sort(tests);
    const hint = (test) =>
      test.duration == null ? (SLOW_FILES.get(relative(test.context.config.rootDir, test.path)) ?? 0) : 0;
    return ordered
      .map((test, index) => ({ test, index, hint: hint(test) }))
      .sort((a, b) => b.hint - a.hint || a.index - b.index)
      .map((row) => row.test);
  }
}

module.exports = SlowFirstSequencer;

// `require('./register-ts.cjs')`: from then on this Node process loads .ts files from source, each compiled
// with @swc/core as it is required, with the options jest uses (jest.config.cjs). Used by run-ts.cjs (real
// server processes in tests) and by bench scripts that drive the app's classes without a build.
'use strict';
const fs = require('node:fs');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

const SWC = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

if (!Module._extensions['.ts']) {
  Module._extensions['.ts'] = function compileTs(module, filename) {
    const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...SWC, filename });
    module._compile(code, filename);
  };
}

#!/usr/bin/env node
// Runs a TypeScript entry point from source in a plain Node process (no build): each .ts file is compiled
// with @swc/core as it is required, with the same options jest uses (jest.config.cjs). Tests start real
// server processes with it: `node test/support/run-ts.cjs src/main.ts`.
'use strict';
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
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

Module._extensions['.ts'] = function compileTs(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...SWC, filename });
  module._compile(code, filename);
};

const entry = process.argv[2];
if (!entry) {
  console.error('usage: node test/support/run-ts.cjs <file.ts>');
  process.exit(2);
}
process.argv.splice(1, 1); // the entry sees itself as argv[1], as under `node file`
require(path.resolve(entry));

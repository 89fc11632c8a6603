#!/usr/bin/env node
// Runs a TypeScript entry point from source in a plain Node process (no build; see register-ts.cjs). Tests
// start real server processes with it: `node test/support/run-ts.cjs src/main.ts`.
'use strict';
const path = require('node:path');
require('./register-ts.cjs');

const entry = process.argv[2];
if (!entry) {
  console.error('usage: node test/support/run-ts.cjs <file.ts>');
  process.exit(2);
}
process.argv.splice(1, 1); // the entry sees itself as argv[1], as under `node file`
require(path.resolve(entry));

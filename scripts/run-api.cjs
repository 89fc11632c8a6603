#!/usr/bin/env node
// Runs the bundled API (dist/bundle/main.cjs, see scripts/bundle-api.mjs) with V8's code cache: the
// first start saves the compiled code next to the bundle once the app is up, later starts skip most of
// the parsing and compiling. The same idea as Node 22's module.enableCompileCache(), which Node 20 lacks.
// The cache file is named after the bundle's size and mtime, and V8 refuses a cache from another V8
// version or flags (then this start compiles as usual and saves a fresh one).
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const v8 = require('node:v8');
const Module = require('node:module');

// V8 drops the bytecode of functions it has not run for a few full GCs (each module's top level runs once),
// and a start on a busy machine runs more of them before the app is up: the cache it saved then lacked most
// of the module code (2.4 MB instead of 6.3) and every later start compiled that code again. Nothing is
// dropped until the cache is written (onReady); from then on V8 drops unused bytecode as usual. The flag
// is part of what V8 checks a cache against: it is set the same way when the cache is made and read.
v8.setFlagsFromString('--no-flush-bytecode');

const file = path.resolve(__dirname, '../dist/bundle/main.cjs');
const stat = fs.statSync(file);
const cacheFile = `${file}.${stat.size}-${Math.round(stat.mtimeMs)}.v8cache`;

let cachedData;
try {
  cachedData = fs.readFileSync(cacheFile);
} catch {
  cachedData = undefined;
}

const script = new vm.Script(Module.wrap(fs.readFileSync(file, 'utf8')), {
  filename: file,
  cachedData,
  importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
});
const used = Boolean(cachedData) && !script.cachedDataRejected;

/** Read by src/main.ts: it calls onReady() once the app listens, and says whether the cache was used. */
globalThis.__apiLoader = {
  codeCache: used ? 'used' : 'new',
  onReady() {
    try {
      if (used) return;
      for (const old of fs.readdirSync(path.dirname(file))) {
        if (old.endsWith('.v8cache')) fs.rmSync(path.join(path.dirname(file), old), { force: true });
      }
      fs.writeFileSync(cacheFile, script.createCachedData());
    } catch {
      // a read-only install simply starts without the cache next time
    } finally {
      v8.setFlagsFromString('--flush-bytecode');
    }
  },
};

// Load the bundle as Node would load a CommonJS main module.
const mod = new Module(file, null);
mod.filename = file;
mod.paths = Module._nodeModulePaths(path.dirname(file));
const localRequire = (id) => mod.require(id);
localRequire.resolve = (request, options) => Module._resolveFilename(request, mod, false, options);
localRequire.main = mod;
localRequire.cache = Module._cache;
Module._cache[file] = mod;
process.mainModule = mod;
script.runInThisContext()(mod.exports, localRequire, mod, file, path.dirname(file));
mod.loaded = true;

#!/usr/bin/env node
// Bundles the compiled API (dist/src/main.js, from tsc) into dist/bundle/main.cjs, the file `npm start`
// and the bench run. Node then reads one file instead of resolving and compiling ~2,000 modules under
// node_modules, which was most of the start-up time. tsc's output stays the source of truth (decorator
// metadata is already emitted there); rolldown (Vite's bundler, already installed) only joins files.
// Left outside: PGlite (it loads its .wasm and data files next to its own module), @nestjs/swagger
// (loaded on demand when the docs are on), pg (small; the bench's query counter hooks it from outside)
// and the optional packages Nest and TypeORM only try to load.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'rolldown';

const root = new URL('..', import.meta.url).pathname;

const EXTERNAL = [
  /^@electric-sql\/pglite/,
  /^@nestjs\/swagger/,
  'pg',
  // optional: required inside try/catch by Nest, TypeORM and pg; absent here
  /^@nestjs\/(microservices|websockets|platform-express)/,
  /^@fastify\/(view|multipart)/,
  'class-transformer/storage',
  'pg-native',
  // a native binding (.node) and libraries that read their own data files (fonts, AFM metrics) next to
  // themselves at run time: loaded from node_modules as they are
  /^@resvg\/resvg-js/,
  /^pdfkit(\/|$)/,
  /^exceljs(\/|$)/,
  /^dejavu-fonts-ttf(\/|$)/,
];

/**
 * @nestjs/typeorm looks up two TypeORM 0.3 exports through createRequire('typeorm') at load time: from
 * the bundle that loaded a second, unbundled TypeORM from node_modules (a fifth of the start-up) only to
 * find both missing in TypeORM 1. Here the lookup reads the bundled TypeORM instead.
 */
const nestTypeormCompat = {
  name: 'nest-typeorm-compat',
  transform(code, id) {
    if (!id.replace(/\\/g, '/').endsWith('/@nestjs/typeorm/dist/common/typeorm-compat.js')) return null;
    if (!code.includes("require('typeorm')"))
      throw new Error('@nestjs/typeorm changed its compat module: re-check scripts/bundle-api.mjs');
    return [
      "import * as typeorm from 'typeorm';",
      'const pick = (name) => typeorm[name];',
      "export const Connection = pick('Connection');",
      "export const AbstractRepository = pick('AbstractRepository');",
    ].join('\n');
  },
};

/**
 * Each compiled file of ours require()s @nestjs/common (an ES module) on its own, and rolldown answers each
 * such require with __toCommonJS(namespace): a fresh object with one getter per export, built at every call
 * site (~200 for @nestjs/common, ~90 for @nestjs/typeorm: tens of thousands of getters and their garbage, ~25 ms
 * of CPU at every start). Node's require returns one exports object per module; so does this, built once.
 */
const TO_COMMONJS = /var __toCommonJS = \(mod\) => (.+?);\n/;
const sharedToCommonJs = {
  name: 'shared-to-commonjs',
  renderChunk(code) {
    if (!code.includes('var __toCommonJS =')) return null;
    const m = TO_COMMONJS.exec(code);
    if (!m) throw new Error('rolldown changed its __toCommonJS helper: re-check scripts/bundle-api.mjs');
    const once = [
      'var __toCommonJSDone = new WeakMap();',
      'var __toCommonJS = (mod) => {',
      '\tlet done = __toCommonJSDone.get(mod);',
      `\tif (done === undefined) __toCommonJSDone.set(mod, done = ${m[1]});`,
      '\treturn done;',
      '};\n',
    ].join('\n');
    return { code: code.replace(m[0], () => once), map: null };
  },
};

/**
 * find-my-way compiles a matcher (new Function) for every static node of the route tree as it builds it, and
 * again for each node it splits: ~220 compilations while Nest registers our routes, the largest single cost
 * of route registration (V8's code cache cannot hold code made at run time). Here a node compiles its matcher when a request first reaches it, and keeps
 * it: the same function the router would have built (lookups after the first are unchanged), built only
 * for the nodes requests use.
 */
const FIND_MY_WAY_EAGER = [
  'this.matchPrefix = kind === NODE_TYPES.STATIC ? compilePrefixMatch(prefix) : null',
  'this.matchPrefix = compilePrefixMatch(childPrefix)',
];
const findMyWayLazyMatchers = {
  name: 'find-my-way-lazy-matchers',
  transform(code, id) {
    if (!id.replace(/\\/g, '/').endsWith('/find-my-way/lib/node.js')) return null;
    if (!FIND_MY_WAY_EAGER.every((line) => code.includes(line)))
      throw new Error('find-my-way changed its static nodes: re-check scripts/bundle-api.mjs');
    return [
      code
        .replace(FIND_MY_WAY_EAGER[0], 'this.matchPrefix = kind === NODE_TYPES.STATIC ? matchPrefixOnFirstUse : null')
        .replace(FIND_MY_WAY_EAGER[1], 'this.matchPrefix = matchPrefixOnFirstUse'),
      // called as node.matchPrefix(path, i): `this` is the node, whose prefix is final until split() resets this
      'function matchPrefixOnFirstUse(path, i) {',
      '  this.matchPrefix = compilePrefixMatch(this.prefix)',
      '  return this.matchPrefix(path, i)',
      '}',
    ].join('\n');
  },
};

/**
 * find-my-way also compiles, for every route it adds, the function that builds its request.params object
 * (new Function, ~400 compilations at start-up, none of them in V8's code cache). Here a route's function is
 * compiled when a request first matches it, and kept: the same function, built only for routes in use.
 */
const PARAMS_EAGER = '_createParamsObject: this._compileCreateParamsObject(params)';
const findMyWayLazyParams = {
  name: 'find-my-way-lazy-params',
  transform(code, id) {
    if (!id.replace(/\\/g, '/').endsWith('/find-my-way/lib/handler-storage.js')) return null;
    if (!code.includes(PARAMS_EAGER) || !code.includes('class HandlerStorage'))
      throw new Error('find-my-way changed its params objects: re-check scripts/bundle-api.mjs');
    return [
      code.replace(PARAMS_EAGER, '_createParamsObject: createParamsObjectOnFirstUse'),
      // called as handle._createParamsObject(...): `this` is the handler object, whose params never change
      'function createParamsObjectOnFirstUse(param0, param1, param2, param3, extraParams) {',
      '  this._createParamsObject = HandlerStorage.prototype._compileCreateParamsObject(this.params)',
      '  return this._createParamsObject(param0, param1, param2, param3, extraParams)',
      '}',
    ].join('\n');
  },
};

/**
 * grammY's Node build loads node-fetch (and with it whatwg-url and its Unicode tables) when it is itself
 * loaded, although it fetches nothing until the bot or a notice calls Telegram; the API loads grammY at every
 * start (the Bot API client, the notices' keyboards). Here node-fetch is required at the first call: the same
 * fetch function, called with the same arguments (grammY never calls it with a `this`).
 */
const GRAMMY_FETCH = {
  '/grammy/out/shim.node.js': [
    [
      'var node_fetch_1 = require("node-fetch");',
      'var node_fetch_1;\nfunction fetchOnFirstUse(...args) { return (node_fetch_1 ??= require("node-fetch")).default(...args); }',
    ],
    ['get: function () { return node_fetch_1.default; }', 'get: function () { return fetchOnFirstUse; }'],
  ],
  '/grammy/out/types.node.js': [
    [
      'const node_fetch_1 = require("node-fetch");',
      'const node_fetch_1 = { get default() { return require("node-fetch").default; } };',
    ],
  ],
};
const grammyLazyFetch = {
  name: 'grammy-lazy-fetch',
  transform(code, id) {
    const file = Object.keys(GRAMMY_FETCH).find((f) => id.replace(/\\/g, '/').endsWith(f));
    if (!file) return null;
    let out = code;
    for (const [eager, lazy] of GRAMMY_FETCH[file]) {
      if (!out.includes(eager)) throw new Error('grammY changed its fetch shim: re-check scripts/bundle-api.mjs');
      out = out.replace(eager, () => lazy);
    }
    return out;
  },
};

/**
 * TypeORM's DriverFactory requires all seventeen of its database drivers (MySQL, SQL Server, Oracle, SQLite,
 * Mongo, ...) and their query runners when it is loaded, to use one: ours is Postgres. Here each driver is
 * required when the factory first creates one of its kind; the same class, the same switch.
 */
const DRIVER_REQUIRE = /const (\w+Driver)_1 = require\("(\.\/[\w./-]+)"\);/g;
const typeormLazyDrivers = {
  name: 'typeorm-lazy-drivers',
  transform(code, id) {
    if (!id.replace(/\\/g, '/').endsWith('/typeorm/driver/DriverFactory.js')) return null;
    const drivers = [...code.matchAll(DRIVER_REQUIRE)].length;
    if (drivers < 10 || !code.includes('new PostgresDriver_1.PostgresDriver('))
      throw new Error('TypeORM changed its DriverFactory: re-check scripts/bundle-api.mjs');
    return code.replace(
      DRIVER_REQUIRE,
      (_, name, path) => `const ${name}_1 = { get ${name}() { return require("${path}").${name}; } };`,
    );
  },
};

/**
 * @fastify/compress asks of every answer whether it is a fetch Response or a web stream (`instanceof`): the
 * first read of Node's Response global loads its whole fetch implementation (undici), ReadableStream the web
 * streams, both only for that first request's answer (the bench's start-up ends with it). The same test
 * here first looks for a method every Response (every web stream) has, so a string or a Buffer answers no
 * without either global being loaded; what is a Response or a stream is recognised as before.
 */
const COMPRESS_CHECKS = {
  'return obj instanceof ReadableStream':
    "return typeof obj?.getReader === 'function' && obj instanceof ReadableStream",
  'return obj instanceof Response': "return typeof obj?.arrayBuffer === 'function' && obj instanceof Response",
};
const compressLazyGlobals = {
  name: 'compress-lazy-globals',
  transform(code, id) {
    if (!id.replace(/\\/g, '/').endsWith('/@fastify/compress/lib/utils.js')) return null;
    let out = code;
    for (const [eager, lazy] of Object.entries(COMPRESS_CHECKS)) {
      if (!out.includes(eager))
        throw new Error('@fastify/compress changed its checks: re-check scripts/bundle-api.mjs');
      out = out.replace(eager, lazy);
    }
    return out;
  },
};

export async function bundleApi() {
  const outDir = join(root, 'dist/bundle');
  rmSync(outDir, { recursive: true, force: true });
  await build({
    input: join(root, 'dist/src/main.js'),
    platform: 'node',
    external: EXTERNAL,
    plugins: [
      nestTypeormCompat,
      sharedToCommonJs,
      findMyWayLazyMatchers,
      findMyWayLazyParams,
      grammyLazyFetch,
      typeormLazyDrivers,
      compressLazyGlobals,
    ],
    logLevel: 'silent',
    output: {
      dir: outDir,
      format: 'cjs',
      entryFileNames: 'main.cjs',
      chunkFileNames: '[name]-[hash].cjs',
      // Node keeps a file with any non-ASCII character (a Russian text, a comment) as a two-byte string:
      // twice the memory and slower reading at every start. Escaped and without comments or indentation
      // (names kept, nothing else rewritten) the bundle is a third smaller and read as one-byte text.
      charset: 'ascii',
      comments: false,
      minify: { compress: false, mangle: false, codegen: { removeWhitespace: true } },
      keepNames: true,
    },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await bundleApi();
  console.log('API bundled into dist/bundle/main.cjs');
}

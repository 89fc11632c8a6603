// Which packages make the API slow to load: inclusive require time per package, first load only.
// Usage: node bench/require-cost.cjs [entry=dist/src/app.factory.js]
'use strict';
const Module = require('node:module');
const path = require('node:path');
const orig = Module._load;
const cost = new Map();
Module._load = function timedLoad(request, parent) {
  const fromApp = parent && parent.filename && !parent.filename.includes('node_modules');
  const pkg =
    !request.startsWith('.') && !request.startsWith('node:') && !path.isAbsolute(request)
      ? request
          .split('/')
          .slice(0, request.startsWith('@') ? 2 : 1)
          .join('/')
      : null;
  if (!fromApp || !pkg) return orig.apply(this, arguments);
  const t = performance.now();
  try {
    return orig.apply(this, arguments);
  } finally {
    cost.set(pkg, (cost.get(pkg) || 0) + performance.now() - t);
  }
};
const t0 = performance.now();
require(path.resolve(process.argv[2] || path.join(__dirname, '../dist/src/app.factory.js')));
const total = performance.now() - t0;
const rows = [...cost].sort((a, b) => b[1] - a[1]).filter(([, v]) => v >= 5);
console.log(
  JSON.stringify(
    { totalMs: Math.round(total), byPackageMs: Object.fromEntries(rows.map(([k, v]) => [k, Math.round(v)])) },
    null,
    1,
  ),
);

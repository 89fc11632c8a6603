// Builds the time-to-usable yardstick (bench/bare-page/) with the mini app's own Vite config (its plugins,
// target and chunking), minus the two steps that act on the app's dist (its size budget and its compressed
// copies), into <dir>/bare, compressed the same way (.br, .gz) so the API serves it as it serves the app.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ROOT } from './proc.mjs';

const OWN_DIST_STEPS = new Set(['bundle-size-check', 'compress-assets']);

function compress(dir) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) {
      compress(file);
      continue;
    }
    if (!/\.(js|css|html)$/.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < 1024) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

/** Writes the bare page to `<dir>/bare/index.html` (served at /bare/index.html); returns that folder. */
export async function buildBarePage(dir) {
  const { build, loadConfigFromFile } = await import('vite');
  const env = { command: 'build', mode: 'production', isSsrBuild: false, isPreview: false };
  const loaded = await loadConfigFromFile(env, join(ROOT, 'webapp/vite.config.ts'), ROOT, 'silent');
  const config = loaded.config;
  const outDir = join(dir, 'bare');
  await build({
    ...config,
    configFile: false,
    logLevel: 'warn',
    root: join(ROOT, 'bench/bare-page'),
    base: '/bare/',
    plugins: config.plugins.flat(Infinity).filter((p) => p && !OWN_DIST_STEPS.has(p.name)),
    build: { ...config.build, outDir, emptyOutDir: true },
  });
  compress(outDir);
  return outDir;
}

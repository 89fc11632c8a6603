#!/usr/bin/env node
// Fails when the mini app's initial JavaScript is larger than the limit once gzipped. Initial: the entry chunk
// plus every chunk it imports statically (read from Vite's manifest), plus anything index.html loads as a
// module script or modulepreloads. Lazy (dynamic) chunks, such as the Telegram SDK's, do not count.
// Usage: node scripts/check-bundle-size.mjs [distDir] [limitKiB]
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const DEFAULT_LIMIT_KIB = 120;

// Modules that must stay out of the initial JavaScript (loaded with a dynamic import, never preloaded).
export const MUST_BE_LAZY = [
  /node_modules\/@twa-dev\/sdk\//,
  /node_modules\/i18next\//,
  /node_modules\/react-i18next\//,
];

export function initialChunks(manifest) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

/** JavaScript files index.html loads up front: <script type="module" src> and <link rel="modulepreload">. */
export function htmlPreloads(html) {
  const files = [];
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/gi) ?? []) {
    const isModule = /^<script/i.test(tag) ? /type=["']?module/i.test(tag) : /rel=["']?modulepreload/i.test(tag);
    const src = /(?:src|href)=["']?([^"' >]+)/i.exec(tag)?.[1];
    if (isModule && src && /\.m?js(?:[?#].*)?$/.test(src)) files.push(src.replace(/^\//, '').replace(/[?#].*$/, ''));
  }
  return files;
}

export function measure(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const chunkFiles = Object.values(manifest).map((chunk) => chunk.file);
  const htmlFile = join(distDir, 'index.html');
  // index.html names files with the base ('/assets/x.js'); the manifest without it ('assets/x.js').
  const fromHtml = (existsSync(htmlFile) ? htmlPreloads(readFileSync(htmlFile, 'utf8')) : []).map(
    (src) => chunkFiles.find((file) => src === file || src.endsWith(`/${file}`)) ?? src,
  );
  const initial = [...new Set([...initialChunks(manifest), ...fromHtml])];
  const files = initial.map((file) => ({
    file,
    gzip: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
  }));
  const notLazy = Object.entries(manifest)
    .filter(([key, chunk]) => initial.includes(chunk.file) && MUST_BE_LAZY.some((re) => re.test(chunk.src ?? key)))
    .map(([key, chunk]) => `${chunk.src ?? key} (${chunk.file})`);
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0), notLazy };
}

const isCli = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isCli) {
  const distDir = resolve(process.argv[2] ?? 'webapp/dist');
  const limitKiB = Number(process.argv[3] ?? DEFAULT_LIMIT_KIB);
  const { files, total, notLazy } = measure(distDir);
  for (const f of files) console.log(`  ${f.file}  ${(f.gzip / 1024).toFixed(1)} KiB gzip`);
  if (notLazy.length > 0) {
    console.error(`Must load lazily, but is in the initial JavaScript: ${notLazy.join(', ')}`);
    process.exit(1);
  }
  const line = `Initial JavaScript: ${(total / 1024).toFixed(1)} KiB gzip (limit ${limitKiB} KiB)`;
  if (total > limitKiB * 1024) {
    console.error(`${line}: TOO LARGE`);
    process.exit(1);
  }
  console.log(line);
}

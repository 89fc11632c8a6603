#!/usr/bin/env node
// Fails when the mini app's initial JavaScript (the entry chunk plus every chunk it imports statically,
// read from Vite's manifest) is larger than the limit once gzipped. Lazy (dynamic) chunks do not count.
// Usage: node scripts/check-bundle-size.mjs [distDir] [limitKiB]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const DEFAULT_LIMIT_KIB = 150;

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

export function measure(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const files = initialChunks(manifest).map((file) => ({
    file,
    gzip: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
  }));
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
}

const isCli = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isCli) {
  const distDir = resolve(process.argv[2] ?? 'webapp/dist');
  const limitKiB = Number(process.argv[3] ?? DEFAULT_LIMIT_KIB);
  const { files, total } = measure(distDir);
  for (const f of files) console.log(`  ${f.file}  ${(f.gzip / 1024).toFixed(1)} KiB gzip`);
  const line = `Initial JavaScript: ${(total / 1024).toFixed(1)} KiB gzip (limit ${limitKiB} KiB)`;
  if (total > limitKiB * 1024) {
    console.error(`${line}: TOO LARGE`);
    process.exit(1);
  }
  console.log(line);
}

// The fixes proposed for files the bench's owner does not own, applied to a COPY of the compiled API
// (bench-results/after/dist) so `npm run bench -- --after` measures them. Each patch names the source
// file and the change to make there; a patch whose text is no longer found fails loudly (the source
// moved on: re-check the proposal). Nothing under src/ is touched.
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Every fix proposed here so far has landed in the source, so there is nothing to patch now:
// admin-appointments-count and the admin search trigram indexes (c6f792f), init-data-secret-key (522b706),
// static-set-headers (5887ffb), swagger-outside-production (API_DOCS, lazy @nestjs/swagger).
// A new proposal is { id, source, why, file (under dist/), find (string or RegExp), replace, optional? }.
export const PATCHES = [];

/** Copies dist/ to <root>/bench-results/after/dist and applies every patch; returns the new entry point. */
export function buildAfterDist(root) {
  const target = join(root, 'bench-results', 'after', 'dist');
  rmSync(target, { recursive: true, force: true });
  cpSync(join(root, 'dist'), target, { recursive: true });
  const applied = [];
  for (const p of PATCHES) {
    const file = join(target, p.file);
    if (!existsSync(file)) throw new Error(`patch ${p.id}: ${p.file} is missing in dist`);
    let text = readFileSync(file, 'utf8');
    const found = typeof p.find === 'string' ? text.includes(p.find) : p.find.test(text);
    if (!found && p.optional) continue;
    if (!found) throw new Error(`patch ${p.id}: the text to replace is no longer in ${p.file} (source: ${p.source})`);
    text = text.replace(p.find, p.replace);
    // the require has to go after the block moved it inside the condition (first occurrence only)
    for (const [from, to] of p.also ?? []) {
      const i = text.indexOf(from);
      if (i >= 0 && (p.id !== 'swagger-outside-production' || i < text.indexOf('if (config.nodeEnv'))) {
        text = text.slice(0, i) + to + text.slice(i + from.length);
      }
    }
    writeFileSync(file, text);
    applied.push(p.id);
  }
  return { entry: join(target, 'src', 'main.js'), applied };
}

// When is a build stale? Shared by `npm start` and `npm run bench`, which rebuild only what changed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time (ms) of any file under `paths` (relative to root), skipping node_modules and dist. */
export function newest(root, paths) {
  let max = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const e of readdirSync(p)) if (e !== 'node_modules' && e !== 'dist') walk(join(p, e));
    } else max = Math.max(max, st.mtimeMs);
  };
  paths.forEach((p) => walk(join(root, p)));
  return max;
}

/** Modification time (ms) of one file, 0 when it does not exist. */
export function mtime(root, p) {
  const full = join(root, p);
  return existsSync(full) ? statSync(full).mtimeMs : 0;
}

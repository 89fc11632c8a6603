// Imports from antd-mobile's and antd-mobile-icons' index files become imports of the one module each name
// comes from (`import { Button, List } from 'antd-mobile'` → `import { default as Button } from
// 'antd-mobile/es/components/button/index.js'`, and so on), as antd-mobile's own docs allow. The bundler splits
// the pages' libraries by which pages reach them, and it follows import statements, not the names used: with
// every page importing the index, which re-exports every component, each component looked needed by every page,
// so every screen loaded all of them (the date picker, the calendar, forms...). With the rewrite a page reaches
// only the components it names. Nothing else changes: the names, the code and each component's CSS are the same
// (the index's one side effect, antd-mobile's global CSS, is imported by lib/antd-locale.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** exported name → [module path, the name it has there] */
export type BarrelMap = Map<string, [string, string]>;

/**
 * The index file's re-exports (`export { default as Button } from './components/button';`), by name. `isFile`
 * tells whether a path inside the package is a file (`./utils/x` is x.js or x/index.js).
 */
export function readBarrel(
  pkg: string,
  indexSource: string,
  indexPath: string,
  isFile: (pathInPackage: string) => boolean,
): BarrelMap {
  const map: BarrelMap = new Map();
  const dir = dirname(indexPath);
  for (const m of indexSource.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    const target = join(dir, m[2]).replace(/\\/g, '/');
    const file = [target, `${target}.js`, `${target}/index.js`].find(isFile);
    if (!file) throw new Error(`${pkg}: ${m[2]} not found (barrel-imports.ts)`);
    const path = `${pkg}/${file}`;
    for (const spec of m[1].split(',')) {
      const [from, as] = spec.trim().split(/\s+as\s+/);
      if (from) map.set(as ?? from, [path, from]);
    }
  }
  return map;
}

const statement = /\b(import|export)\s*\{([^}]*)\}\s*from\s*(['"])([^'"]+)\3;?/g;

/** Rewrites the import and re-export statements of `code` that name a package of `barrels`; null if none. */
export function rewriteBarrelImports(code: string, barrels: ReadonlyMap<string, BarrelMap>): string | null {
  let changed = false;
  const out = code.replace(statement, (whole, keyword: string, specs: string, _q, source: string) => {
    const barrel = barrels.get(source);
    if (!barrel) return whole;
    const byModule = new Map<string, string[]>();
    for (const spec of specs.split(',')) {
      const trimmed = spec.trim();
      if (!trimmed || trimmed.startsWith('type ')) continue; // a type: nothing to import at run time
      const [name, local] = trimmed.split(/\s+as\s+/) as [string, string | undefined];
      const found = barrel.get(name);
      if (!found) throw new Error(`${source} exports no ${name} (barrel-imports.ts)`);
      const [path, original] = found;
      byModule.set(path, [...(byModule.get(path) ?? []), `${original} as ${local ?? name}`]);
    }
    changed = true;
    return [...byModule].map(([path, names]) => `${keyword} { ${names.join(', ')} } from '${path}';`).join(' ');
  });
  return changed ? out : null;
}

export function barrelImports(packages: readonly string[] = ['antd-mobile', 'antd-mobile-icons']): Plugin {
  const require = createRequire(import.meta.url);
  const barrels = new Map<string, BarrelMap>();
  for (const pkg of packages) {
    const manifest = JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { module: string };
    const root = dirname(require.resolve(`${pkg}/package.json`));
    const isFile = (path: string) => existsSync(join(root, path)) && statSync(join(root, path)).isFile();
    barrels.set(pkg, readBarrel(pkg, readFileSync(join(root, manifest.module), 'utf8'), manifest.module, isFile));
  }
  return {
    name: 'barrel-imports',
    // the build only: tests and the dev server keep the index files (the same modules, reached another way)
    apply: 'build',
    transform: {
      filter: { id: /[\\/]webapp[\\/]src[\\/].*\.[jt]sx?$/ },
      handler(code) {
        const rewritten = rewriteBarrelImports(code, barrels);
        return rewritten === null ? null : { code: rewritten, map: null };
      },
    },
  };
}

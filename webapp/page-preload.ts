// Every screen of the mini app is a lazy page, and every page needs the same big lazy files: `common` (the translator,
// the navigation, what every page uses: chunk-groups.ts) and the strings in the user's language (the script reads
// the language this device keeps, as lib/language.ts does, and preloads that one). Left to the page's dynamic import,
// their download starts only once the start-up bundle has run (~0.2 s on a slow phone) and they are
// compiled after that. This plugin adds to index.html a tiny inline script that modulepreloads them while the
// start-up bundle itself loads, so they are downloaded and compiled by the time the first page asks for them.
// They stay out of the start-up bundle: nothing waits for them before the splash, and the budget check
// (scripts/check-bundle-size.mjs, which counts the page's own module and modulepreload tags) is unchanged.
import type { Plugin } from 'vite';

/** What the plugin reads of an output chunk (the subset of rolldown's OutputChunk used here). */
interface BundleChunk {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

type Bundle = Record<string, BundleChunk | { type: 'asset' }>;

/** The chunks every page needs: by their group name, or their facade module (what only some pages share is left
 * to the page's own import, which asks for all its files at once). */
const SHARED_BY_EVERY_PAGE = (c: BundleChunk) =>
  c.name === 'common' || /[\\/]lib[\\/]i18n\.ts$/.test(c.facadeModuleId ?? '');
/** A language's strings (lib/strings-<lang>.ts), which every page needs in the user's language. */
const STRINGS = /[\\/]lib[\\/]strings-(\w+)\.ts$/;

/** What index.html preloads: the files every page needs, and those of each language's strings. */
export interface PreloadFiles {
  shared: string[];
  /** language → its strings' files (beyond `shared`) */
  languages: Record<string, string[]>;
}

/** Files to preload: the chunks every page needs and what they import, minus what the entry loads anyway. */
export function pagePreloadFiles(bundle: Bundle): PreloadFiles {
  const chunks = Object.values(bundle).filter((c): c is BundleChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (roots: BundleChunk[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
    };
    for (const r of roots) visit(r.fileName);
    return seen;
  };
  const initial = closure(chunks.filter((c) => c.isEntry));
  const shared = [...closure(chunks.filter(SHARED_BY_EVERY_PAGE))].filter((f) => !initial.has(f)).sort();
  const languages: Record<string, string[]> = {};
  for (const c of chunks) {
    const lang = STRINGS.exec(c.facadeModuleId ?? '')?.[1];
    if (lang) languages[lang] = [...closure([c])].filter((f) => !initial.has(f) && !shared.includes(f)).sort();
  }
  return { shared, languages };
}

/**
 * The inline script: one modulepreload link per file, added at once; of the languages' files, those of the one
 * this device keeps (localStorage 'lang', lib/language.ts), Russian unless it is English.
 */
export function preloadScript(base: string, files: PreloadFiles): string {
  const hrefs = (list: readonly string[]) => JSON.stringify(list.map((f) => `${base}${f}`));
  const languages = Object.entries(files.languages).map(([lang, list]) => `${JSON.stringify(lang)}: ${hrefs(list)}`);
  return (
    `(function () { var lang = 'ru'; try { if (localStorage.getItem('lang') === 'en') lang = 'en'; } catch (e) {} ` +
    `${hrefs(files.shared)}.concat({ ${languages.join(', ')} }[lang] || []).forEach(function (href) { ` +
    `var l = document.createElement('link'); l.rel = 'modulepreload'; l.crossOrigin = ''; l.href = href; ` +
    `document.head.appendChild(l); }); })();`
  );
}

export function pagePreload(base = '/'): Plugin {
  return {
    name: 'page-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const files = pagePreloadFiles(ctx.bundle);
        return [{ tag: 'script', children: preloadScript(base, files), injectTo: 'head' }];
      },
    },
  };
}

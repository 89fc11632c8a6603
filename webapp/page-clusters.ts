// Which lazy file each shared module goes to. A screen should run only the code it uses, in few files: each
// file costs a slow phone main-thread time of its own (its request, its module record, its preload link). In
// one trace at 4x CPU slowdown the profile split by exactly which pages use each module (51 files, some of a
// few hundred bytes) spent ~0.5 s more outside scripts than with 15 files, about what its 430 KB less code
// saved: splitting that finely was no faster than one file with everything. Here modules are first grouped by the set of pages that
// reach them, then two groups are merged while the files it saves the pages outweigh the code it makes some
// pages load for nothing. Code that every page needs (the translator, the bottom navigation) is one file, `common`,
// which index.html preloads with the strings in the user's language (a file per language: chunk-groups.ts).

/** What the bundler tells about a module (the subset of rolldown's ModuleInfo read here). */
export interface GraphModule {
  isEntry: boolean;
  code: string | null;
  importers: readonly string[];
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

export interface ClusterOptions {
  /** Lazy modules loaded with every page (their code is `common`). */
  companions: RegExp;
  /** Modules another group places (they are not clustered, nor followed). */
  placedElsewhere: (id: string) => boolean;
  /** What one more file costs a page, in bytes of source code. */
  fileBytes: number;
}

interface Cluster {
  pages: Set<string>;
  bytes: number;
  modules: string[];
}

/** Every module id of the graph that holds `start`. */
function allModules(start: string, info: (id: string) => GraphModule | null): string[] {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const m = info(queue.pop()!);
    if (!m) continue;
    for (const next of [...m.importers, ...m.dynamicImporters, ...m.importedIds, ...m.dynamicallyImportedIds]) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return [...seen];
}

/** Modules reached from `roots` by static imports, not crossing `stop`. */
function staticClosure(roots: string[], info: (id: string) => GraphModule | null, stop: (id: string) => boolean) {
  const seen = new Set<string>();
  const queue = roots.filter((r) => !stop(r));
  for (const r of queue) seen.add(r);
  while (queue.length > 0) {
    for (const next of info(queue.pop()!)?.importedIds ?? []) {
      if (!seen.has(next) && !stop(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

const union = (a: Set<string>, b: Set<string>) => new Set([...a, ...b]);
const minus = (a: Set<string>, b: Set<string>) => [...a].filter((x) => !b.has(x)).length;
const common = (a: Set<string>, b: Set<string>) => [...a].filter((x) => b.has(x)).length;

/** What merging two clusters gains: files the pages that load both save, less code loaded for nothing. */
function gain(a: Cluster, b: Cluster, fileBytes: number): number {
  return common(a.pages, b.pages) * fileBytes - a.bytes * minus(b.pages, a.pages) - b.bytes * minus(a.pages, b.pages);
}

/**
 * module id → its file's name (`common`, or `shared~<n>`) for the lazy modules two or more pages share; a
 * module one page alone uses is not named (the bundler keeps it in that page's file).
 */
export function pageClusters(
  anyModule: string,
  info: (id: string) => GraphModule | null,
  options: ClusterOptions,
): Map<string, string> {
  const ids = allModules(anyModule, info);
  const entries = ids.filter((id) => info(id)?.isEntry);
  const initial = staticClosure(entries, info, () => false);
  const skip = (id: string) => initial.has(id) || options.placedElsewhere(id);
  // a page: any lazily imported module (a screen, the strings, the navigation, a screen's lazy part)
  const pages = ids.filter((id) => !skip(id) && (info(id)?.dynamicImporters.length ?? 0) > 0);
  const isPage = new Set(pages);
  const usedBy = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const m of staticClosure([page], info, skip)) usedBy.set(m, (usedBy.get(m) ?? new Set()).add(page));
  }
  const everyPage = new Set(pages);
  const byPages = new Map<string, Cluster>();
  for (const [m, users] of usedBy) {
    const isCommon = [...users].some((p) => options.companions.test(p));
    // a page's own module stays in its file, and so does one page's code (the bundler puts it there)
    if (!isCommon && (users.size < 2 || isPage.has(m))) continue;
    const set = isCommon ? everyPage : users;
    const key = isCommon ? '*' : [...set].sort().join('\n');
    const cluster = byPages.get(key) ?? { pages: set, bytes: 0, modules: [] };
    cluster.bytes += info(m)?.code?.length ?? 0;
    cluster.modules.push(m);
    byPages.set(key, cluster);
  }
  const commonCluster = byPages.get('*');
  const clusters = [...byPages.values()];
  for (;;) {
    let best: [number, number, number] | null = null;
    for (let i = 0; i < clusters.length; i++) {
      for (let j = i + 1; j < clusters.length; j++) {
        const g = gain(clusters[i], clusters[j], options.fileBytes);
        if (g > 0 && (!best || g > best[2])) best = [i, j, g];
      }
    }
    if (!best) break;
    const [a, b] = [clusters[best[0]], clusters[best[1]]];
    const merged = { pages: union(a.pages, b.pages), bytes: a.bytes + b.bytes, modules: [...a.modules, ...b.modules] };
    clusters.splice(best[1], 1);
    clusters.splice(
      best[0],
      1,
      a === commonCluster || b === commonCluster ? Object.assign(commonCluster, merged) : merged,
    );
  }
  const names = new Map<string, string>();
  clusters
    .sort((a, b) => b.bytes - a.bytes)
    .forEach((c, n) => c.modules.forEach((m) => names.set(m, c === commonCluster ? 'common' : `shared~${n}`)));
  return names;
}

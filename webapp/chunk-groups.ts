// How the mini app's lazy code is cut into files. Left to itself the bundler makes a chunk for every set of
// pages that shares some code: a page then fetched 43–51 small files (a button here, a hook there). One
// vendor file and one shared file for all pages went the other way: every screen ran every library any page
// uses (~415 KB of antd-mobile's components, date pickers and calendars included). Here every page has its
// own chunk, code that every page needs is in `common`, and the rest of what pages share is in a few files
// chosen by page-clusters.ts, each loaded only by pages that use most of it. Nothing the start-up bundle
// holds moves: a module the entry imports statically stays where it is, so the initial JavaScript does not grow.

import { pageClusters, type GraphModule } from './page-clusters';

interface ChunkingContext {
  getModuleInfo(moduleId: string): GraphModule | null;
}

/** A rolldown `output.codeSplitting` group (the subset of its options used here). */
export interface ChunkGroup {
  name: (moduleId: string, ctx: ChunkingContext) => string | null;
  priority?: number;
  includeDependenciesRecursively?: boolean;
}

/** The Telegram SDK keeps a lazy chunk of its own: it loads at start, in parallel, not with the pages. */
const TELEGRAM_SDK = /[\\/]node_modules[\\/]@twa-dev[\\/]sdk[\\/]/;
/** The map library and the app's map module: only the screens that draw a map load them (not every page). */
const MAP_CODE =
  /[\\/](node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]|webapp[\\/]src[\\/]components[\\/]map[\\/]leaflet-maps)/;
/**
 * Form code (antd-mobile's Form and rc-field-form under it, the app's Field) and the phone rules
 * (libphonenumber-js's metadata, the app's validation): only the pages with a form load them. A master's
 * page shows no form until a time is tapped, so its first screen goes without ~40 KiB gzip of them.
 */
const FORM_CODE =
  /[\\/](node_modules[\\/](rc-field-form|antd-mobile[\\/]es[\\/]components[\\/]form)[\\/]|webapp[\\/]src[\\/]components[\\/]Field\.tsx)/;
const PHONE_CODE = /[\\/](node_modules[\\/]libphonenumber-js[\\/]|webapp[\\/]src[\\/]lib[\\/]validation\.ts)/;
/** Lazy modules that load with every page: the translator and its strings, the bottom navigation. */
const COMPANIONS = /[\\/]webapp[\\/]src[\\/](lib[\\/]i18n\.ts|app[\\/]BottomNav\.tsx)$/;
/**
 * The pages' strings in one language (lib/strings-<lang>.ts and the `?lang=` halves of the locale files): each
 * language stays a file of its own, loaded by its users only, not put in `common` with what every page runs.
 */
const ONE_LANGUAGE = /([\\/]webapp[\\/]src[\\/]lib[\\/]strings-\w+\.ts|\?lang=\w+)$/;
/**
 * What one more file costs a slow phone, in bytes of source (page-clusters.ts says why): of the values tried
 * (15, 25, 40, 80 KB) the one with the least code for the first screens in ~12 files each.
 */
const FILE_BYTES = 25_000;

/** True when an entry reaches the module through static imports only (it is in the start-up bundle). */
export function isInitial(moduleId: string, ctx: ChunkingContext): boolean {
  const seen = new Set<string>([moduleId]);
  const queue = [moduleId];
  while (queue.length > 0) {
    const info = ctx.getModuleInfo(queue.pop()!);
    if (!info) continue;
    if (info.isEntry) return true;
    for (const importer of info.importers) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return false;
}

/** Memoizes `isInitial` per build (the graph does not change while chunks are assigned). */
function initialCache(): (moduleId: string, ctx: ChunkingContext) => boolean {
  const known = new Map<string, boolean>();
  return (moduleId, ctx) => {
    let initial = known.get(moduleId);
    if (initial === undefined) {
      initial = isInitial(moduleId, ctx);
      known.set(moduleId, initial);
    }
    return initial;
  };
}

/**
 * The groups: the map (Leaflet and the app's map module) in `map`, forms in `forms`, the phone rules in
 * `phone`; other lazy code that two or more pages share in `common` and `shared~<n>` (page-clusters.ts).
 */
export function lazyChunkGroups(): ChunkGroup[] {
  const initial = initialCache();
  let clusters: Map<string, string> | undefined;
  return [
    {
      name: (id, ctx) => (MAP_CODE.test(id) && !initial(id, ctx) ? 'map' : null),
      priority: 3,
      includeDependenciesRecursively: false,
    },
    {
      name: (id, ctx) => (FORM_CODE.test(id) && !initial(id, ctx) ? 'forms' : null),
      priority: 3,
      includeDependenciesRecursively: false,
    },
    {
      name: (id, ctx) => (PHONE_CODE.test(id) && !initial(id, ctx) ? 'phone' : null),
      priority: 3,
      includeDependenciesRecursively: false,
    },
    {
      name: (id, ctx) => {
        clusters ??= pageClusters(id, (m) => ctx.getModuleInfo(m), {
          companions: COMPANIONS,
          placedElsewhere: (m) =>
            TELEGRAM_SDK.test(m) || MAP_CODE.test(m) || FORM_CODE.test(m) || PHONE_CODE.test(m) || ONE_LANGUAGE.test(m),
          fileBytes: FILE_BYTES,
        });
        return clusters.get(id) ?? null;
      },
      priority: 1,
      // a captured module's dependencies that the start-up bundle holds (React...) must stay there
      includeDependenciesRecursively: false,
    },
  ];
}

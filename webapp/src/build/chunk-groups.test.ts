import { describe, expect, it } from 'vitest';
import { lazyChunkGroups } from '../../chunk-groups';
import type { GraphModule } from '../../page-clusters';

/** A module graph from `module → [static imports, dynamic imports, bytes]`; the first module is the entry. */
function graphOf(spec: Record<string, [string[], string[]?, number?]>): Record<string, GraphModule> {
  const graph: Record<string, GraphModule> = {};
  const ids = Object.keys(spec);
  for (const id of ids) {
    const [importedIds, dynamicallyImportedIds = [], bytes = 100] = spec[id];
    graph[id] = {
      isEntry: id === ids[0],
      code: 'x'.repeat(bytes),
      importers: ids.filter((other) => spec[other][0].includes(id)),
      dynamicImporters: ids.filter((other) => (spec[other][1] ?? []).includes(id)),
      importedIds,
      dynamicallyImportedIds,
    };
  }
  return graph;
}

/** In a module graph: the group each module lands in (the first group, by priority, that names it), or null. */
function groupsIn(graph: Record<string, GraphModule>) {
  const ctx = { getModuleInfo: (id: string) => graph[id] ?? null };
  const groups = [...lazyChunkGroups()].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  return (id: string): string | null => groups.find((g) => g.name(id, ctx))?.name(id, ctx) ?? null;
}

const src = (path: string) => `/app/webapp/src/${path}`;
const lib = (path: string) => `/app/node_modules/${path}`;

// The entry imports React and the shell, and lazily i18n, the bottom navigation and three pages. Two pages
// share a card and antd-mobile's Button (big enough for the third page not to load them for nothing); one page
// alone uses the calendar; the navigation uses the tab bar.
const graph = graphOf({
  [src('main.tsx')]: [
    [lib('react/index.js'), src('app/Shell.tsx')],
    [
      src('lib/i18n.ts'),
      src('app/BottomNav.tsx'),
      src('features/a/A.tsx'),
      src('features/b/B.tsx'),
      src('features/c/C.tsx'),
    ],
  ],
  [lib('react/index.js')]: [[]],
  [src('app/Shell.tsx')]: [[lib('react/index.js')]],
  [src('lib/i18n.ts')]: [[lib('i18next/index.js')]],
  [lib('i18next/index.js')]: [[]],
  [src('app/BottomNav.tsx')]: [[lib('antd-mobile/es/components/tab-bar/index.js')]],
  [lib('antd-mobile/es/components/tab-bar/index.js')]: [[]],
  [src('features/a/A.tsx')]: [[src('components/Card.tsx'), lib('antd-mobile/es/components/calendar/index.js')]],
  [src('features/b/B.tsx')]: [[src('components/Card.tsx'), lib('react/index.js')]],
  [src('features/c/C.tsx')]: [[src('lib/i18n.ts')]],
  [src('components/Card.tsx')]: [[lib('antd-mobile/es/components/button/index.js')], [], 30_000],
  [lib('antd-mobile/es/components/button/index.js')]: [[], [], 30_000],
  [lib('antd-mobile/es/components/calendar/index.js')]: [[]],
  [lib('@twa-dev/sdk/dist/index.js')]: [[]],
});
const groupOf = groupsIn(graph);

describe('lazy chunk groups', () => {
  it('puts what every page loads (i18next, the navigation) in one common file', () => {
    expect(groupOf(lib('i18next/index.js'))).toBe('common');
    expect(groupOf(lib('antd-mobile/es/components/tab-bar/index.js'))).toBe('common');
  });

  it('puts what some pages share in a file of theirs, not in common nor in the page that does not use it', () => {
    const shared = groupOf(src('components/Card.tsx'));
    expect(shared).toMatch(/^shared~/);
    expect(groupOf(lib('antd-mobile/es/components/button/index.js'))).toBe(shared);
  });

  it('leaves a library one page alone uses with that page (the bundler puts it in the page’s file)', () => {
    expect(groupOf(lib('antd-mobile/es/components/calendar/index.js'))).toBeNull();
    expect(groupOf(src('features/a/A.tsx'))).toBeNull();
  });

  it('leaves what the start-up bundle holds where it is, so the initial JavaScript does not grow', () => {
    expect(groupOf(lib('react/index.js'))).toBeNull();
    expect(groupOf(src('app/Shell.tsx'))).toBeNull();
    expect(groupOf(src('main.tsx'))).toBeNull();
  });

  it('keeps the Telegram SDK out of the pages’ files (it loads at start, on its own)', () => {
    expect(groupOf(lib('@twa-dev/sdk/dist/index.js'))).toBeNull();
  });
});

describe('the map chunk', () => {
  const groupIn = groupsIn(
    graphOf({
      [src('main.tsx')]: [[], [src('components/map/leaflet-maps.tsx')]],
      [src('components/map/leaflet-maps.tsx')]: [
        [lib('leaflet/dist/leaflet-src.js'), lib('react-leaflet/lib/MapContainer.js')],
      ],
      [lib('leaflet/dist/leaflet-src.js')]: [[]],
      [lib('react-leaflet/lib/MapContainer.js')]: [[]],
    }),
  );

  it('keeps Leaflet and the app’s map module in a chunk of their own, not in every page’s files', () => {
    expect(groupIn(lib('leaflet/dist/leaflet-src.js'))).toBe('map');
    expect(groupIn(lib('react-leaflet/lib/MapContainer.js'))).toBe('map');
    expect(groupIn(src('components/map/leaflet-maps.tsx'))).toBe('map');
  });
});

describe('the form and phone chunks', () => {
  const groupIn = groupsIn(
    graphOf({
      [src('main.tsx')]: [[], [src('features/a/A.tsx'), src('features/b/B.tsx')]],
      [src('features/a/A.tsx')]: [
        [src('components/Field.tsx'), src('lib/validation.ts'), lib('antd-mobile/es/components/button/index.js')],
      ],
      [src('features/b/B.tsx')]: [
        [src('components/Field.tsx'), src('lib/validation.ts'), lib('antd-mobile/es/components/button/index.js')],
      ],
      [src('components/Field.tsx')]: [[lib('rc-field-form/es/Form.js'), lib('antd-mobile/es/components/form/form.js')]],
      [lib('rc-field-form/es/Form.js')]: [[]],
      [lib('antd-mobile/es/components/form/form.js')]: [[]],
      [src('lib/validation.ts')]: [[lib('libphonenumber-js/min/index.js')]],
      [lib('libphonenumber-js/min/index.js')]: [[]],
      [lib('antd-mobile/es/components/button/index.js')]: [[]],
    }),
  );

  it('keeps forms and the phone rules out of the files every page loads (a master’s page has no form)', () => {
    expect(groupIn(lib('rc-field-form/es/Form.js'))).toBe('forms');
    expect(groupIn(lib('antd-mobile/es/components/form/form.js'))).toBe('forms');
    expect(groupIn(src('components/Field.tsx'))).toBe('forms');
    expect(groupIn(lib('libphonenumber-js/min/index.js'))).toBe('phone');
    expect(groupIn(src('lib/validation.ts'))).toBe('phone');
    expect(groupIn(lib('antd-mobile/es/components/button/index.js'))).toMatch(/^shared~/);
  });
});

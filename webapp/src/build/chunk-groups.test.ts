import { describe, expect, it } from 'vitest';
import { lazyChunkGroups } from '../../chunk-groups';

// A small module graph: the entry imports React and the shell; two lazy pages share a component and a
// library; one page has a library of its own; the Telegram SDK is imported lazily.
const graph: Record<string, { isEntry: boolean; importers: string[] }> = {
  '/app/webapp/src/main.tsx': { isEntry: true, importers: [] },
  '/app/node_modules/react/index.js': {
    isEntry: false,
    importers: ['/app/webapp/src/main.tsx', '/app/webapp/src/features/a/A.tsx'],
  },
  '/app/webapp/src/app/Shell.tsx': { isEntry: false, importers: ['/app/webapp/src/main.tsx'] },
  '/app/webapp/src/features/a/A.tsx': { isEntry: false, importers: [] },
  '/app/webapp/src/features/b/B.tsx': { isEntry: false, importers: [] },
  '/app/webapp/src/components/Card.tsx': {
    isEntry: false,
    importers: ['/app/webapp/src/features/a/A.tsx', '/app/webapp/src/features/b/B.tsx'],
  },
  '/app/node_modules/antd-mobile/es/button.js': { isEntry: false, importers: ['/app/webapp/src/components/Card.tsx'] },
  '/app/node_modules/@twa-dev/sdk/dist/index.js': { isEntry: false, importers: [] },
};
/** In a module graph: the group each module lands in (the first group, by priority, that names it), or null. */
function groupsIn(moduleGraph: Record<string, { isEntry: boolean; importers: string[] }>) {
  const ctx = { getModuleInfo: (id: string) => moduleGraph[id] ?? null };
  const groups = [...lazyChunkGroups()].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  return (id: string): string | null => groups.find((g) => g.name(id, ctx))?.name(id, ctx) ?? null;
}
const groupOf = groupsIn(graph);

describe('lazy chunk groups', () => {
  it('puts the libraries only pages use in one vendor file', () => {
    expect(groupOf('/app/node_modules/antd-mobile/es/button.js')).toBe('vendor');
  });

  it("puts the pages' own code in the shared group (the bundler keeps what one page alone uses with it)", () => {
    expect(groupOf('/app/webapp/src/components/Card.tsx')).toBe('shared');
    expect(lazyChunkGroups().find((g) => g.priority === 1)?.minShareCount).toBe(2);
  });

  it('leaves what the start-up bundle holds where it is, so the initial JavaScript does not grow', () => {
    expect(groupOf('/app/node_modules/react/index.js')).toBeNull();
    expect(groupOf('/app/webapp/src/app/Shell.tsx')).toBeNull();
    expect(groupOf('/app/webapp/src/main.tsx')).toBeNull();
  });

  it('keeps the Telegram SDK out of the vendor file (it loads at start, on its own)', () => {
    expect(groupOf('/app/node_modules/@twa-dev/sdk/dist/index.js')).toBeNull();
  });
});

describe('the map chunk', () => {
  const mapGraph: Record<string, { isEntry: boolean; importers: string[] }> = {
    '/app/webapp/src/main.tsx': { isEntry: true, importers: [] },
    '/app/webapp/src/components/map/leaflet-maps.tsx': { isEntry: false, importers: [] },
    '/app/node_modules/leaflet/dist/leaflet-src.js': {
      isEntry: false,
      importers: ['/app/webapp/src/components/map/leaflet-maps.tsx'],
    },
    '/app/node_modules/react-leaflet/lib/MapContainer.js': {
      isEntry: false,
      importers: ['/app/webapp/src/components/map/leaflet-maps.tsx'],
    },
  };
  const groupIn = groupsIn(mapGraph);

  it('keeps Leaflet and the app’s map module in a chunk of their own, not in every page’s vendor file', () => {
    expect(groupIn('/app/node_modules/leaflet/dist/leaflet-src.js')).toBe('map');
    expect(groupIn('/app/node_modules/react-leaflet/lib/MapContainer.js')).toBe('map');
    expect(groupIn('/app/webapp/src/components/map/leaflet-maps.tsx')).toBe('map');
  });
});

describe('the form and phone chunks', () => {
  const lazy = { isEntry: false, importers: [] };
  const formGraph: Record<string, { isEntry: boolean; importers: string[] }> = {
    '/app/node_modules/rc-field-form/es/Form.js': lazy,
    '/app/node_modules/antd-mobile/es/components/form/form.js': lazy,
    '/app/webapp/src/components/Field.tsx': lazy,
    '/app/node_modules/libphonenumber-js/min/index.js': lazy,
    '/app/webapp/src/lib/validation.ts': lazy,
    '/app/node_modules/antd-mobile/es/components/button/button.js': lazy,
  };
  const groupIn = groupsIn(formGraph);

  it('keeps forms and the phone rules out of the vendor file every page loads (a master’s page has no form)', () => {
    expect(groupIn('/app/node_modules/rc-field-form/es/Form.js')).toBe('forms');
    expect(groupIn('/app/node_modules/antd-mobile/es/components/form/form.js')).toBe('forms');
    expect(groupIn('/app/webapp/src/components/Field.tsx')).toBe('forms');
    expect(groupIn('/app/node_modules/libphonenumber-js/min/index.js')).toBe('phone');
    expect(groupIn('/app/webapp/src/lib/validation.ts')).toBe('phone');
    expect(groupIn('/app/node_modules/antd-mobile/es/components/button/button.js')).toBe('vendor');
  });
});

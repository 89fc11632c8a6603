import { describe, expect, it } from 'vitest';
import { pageClusters, type GraphModule } from '../../page-clusters';

/** `module → [static imports, bytes]`; the entry imports every page lazily. */
function clustersOf(pages: string[], spec: Record<string, [string[], number]>) {
  const graph: Record<string, GraphModule> = {};
  const imports: Record<string, string[]> = {
    entry: [],
    ...Object.fromEntries(Object.entries(spec).map(([id, [i]]) => [id, i])),
  };
  for (const id of Object.keys(imports)) {
    graph[id] = {
      isEntry: id === 'entry',
      code: 'x'.repeat(spec[id]?.[1] ?? 100),
      importers: Object.keys(imports).filter((other) => imports[other].includes(id)),
      dynamicImporters: pages.includes(id) ? ['entry'] : [],
      importedIds: imports[id],
      dynamicallyImportedIds: id === 'entry' ? pages : [],
    };
  }
  return pageClusters('entry', (id) => graph[id] ?? null, {
    companions: /^strings$/,
    placedElsewhere: () => false,
    fileBytes: 40_000,
  });
}

describe('the files pages share', () => {
  it('merges two small groups that nearly the same pages use: one file less for them, little code for nothing', () => {
    const names = clustersOf(['p1', 'p2', 'p3', 'p4'], {
      p1: [['list', 'dialog'], 100],
      p2: [['list', 'dialog'], 100],
      p3: [['list', 'dialog'], 100],
      p4: [['list'], 100],
      list: [[], 5_000],
      dialog: [[], 5_000],
    });
    expect(names.get('list')).toMatch(/^shared~/);
    expect(names.get('dialog')).toBe(names.get('list'));
  });

  it('keeps big groups that different pages use apart: no page loads another’s code', () => {
    const names = clustersOf(['p1', 'p2', 'p3', 'p4'], {
      p1: [['calendar'], 100],
      p2: [['calendar'], 100],
      p3: [['picker'], 100],
      p4: [['picker'], 100],
      calendar: [[], 60_000],
      picker: [[], 60_000],
    });
    expect(names.get('calendar')).toMatch(/^shared~/);
    expect(names.get('picker')).toMatch(/^shared~/);
    expect(names.get('picker')).not.toBe(names.get('calendar'));
  });

  it('puts what a page loaded with every page uses in common, and leaves a page’s own code unnamed', () => {
    const names = clustersOf(['strings', 'p1', 'p2'], {
      strings: [['i18next'], 100],
      p1: [['chart'], 100],
      p2: [[], 100],
      i18next: [[], 80_000],
      chart: [[], 50_000],
    });
    expect(names.get('i18next')).toBe('common');
    expect(names.get('strings')).toBe('common');
    expect(names.has('chart')).toBe(false);
    expect(names.has('p1')).toBe(false);
  });
});

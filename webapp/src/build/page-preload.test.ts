import { describe, expect, it } from 'vitest';
import { pagePreloadFiles, preloadScript } from '../../page-preload';

const chunk = (fileName: string, name: string, imports: string[] = [], extra = {}) => ({
  type: 'chunk' as const,
  fileName,
  name,
  isEntry: false,
  facadeModuleId: null,
  imports,
  ...extra,
});

// The entry (with React), the common file every page imports, the strings, a file some pages share, and a page.
const bundle = {
  'assets/index.js': chunk('assets/index.js', 'index', ['assets/react.js'], { isEntry: true }),
  'assets/react.js': chunk('assets/react.js', 'react'),
  'assets/common.js': chunk('assets/common.js', 'common', ['assets/react.js', 'assets/spring.js']),
  'assets/spring.js': chunk('assets/spring.js', 'spring'),
  'assets/shared.js': chunk('assets/shared.js', 'shared~0', ['assets/common.js']),
  'assets/feature-locales.js': chunk('assets/feature-locales.js', 'feature-locales', [], {
    facadeModuleId: '/app/webapp/src/lib/feature-locales.ts',
  }),
  'assets/ProfilePage.js': chunk('assets/ProfilePage.js', 'ProfilePage', ['assets/shared.js', 'assets/forms.js']),
  'assets/i18n.js': chunk('assets/i18n.js', 'i18n', ['assets/common.js'], {
    facadeModuleId: '/app/webapp/src/lib/i18n.ts',
  }),
  'assets/forms.js': chunk('assets/forms.js', 'forms'),
  'assets/index.css': { type: 'asset' as const },
};

describe('the pages’ common files preloaded from index.html', () => {
  it('names common, the strings and what they import, but not what the entry loads nor what some pages share', () => {
    expect(pagePreloadFiles(bundle)).toEqual([
      'assets/common.js',
      'assets/feature-locales.js',
      'assets/i18n.js',
      'assets/spring.js',
    ]);
  });

  it('adds a modulepreload link per file when run', () => {
    const script = preloadScript('/', ['assets/common.js', 'assets/shared.js']);
    document.head.innerHTML = '';
    // the inline script's text is what index.html runs: run that text, as the page does
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    new Function(script)();
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('href')])).toEqual([
      ['modulepreload', '/assets/common.js'],
      ['modulepreload', '/assets/shared.js'],
    ]);
  });
});

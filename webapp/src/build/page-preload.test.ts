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

// The entry (with React), the common file every page imports, the strings in each language, a file some pages
// share, and a page.
const bundle = {
  'assets/index.js': chunk('assets/index.js', 'index', ['assets/react.js'], { isEntry: true }),
  'assets/react.js': chunk('assets/react.js', 'react'),
  'assets/common.js': chunk('assets/common.js', 'common', ['assets/react.js', 'assets/spring.js']),
  'assets/spring.js': chunk('assets/spring.js', 'spring'),
  'assets/shared.js': chunk('assets/shared.js', 'shared~0', ['assets/common.js']),
  'assets/strings-ru.js': chunk('assets/strings-ru.js', 'strings-ru', [], {
    facadeModuleId: '/app/webapp/src/lib/strings-ru.ts',
  }),
  'assets/strings-en.js': chunk('assets/strings-en.js', 'strings-en', ['assets/common.js'], {
    facadeModuleId: '/app/webapp/src/lib/strings-en.ts',
  }),
  'assets/ProfilePage.js': chunk('assets/ProfilePage.js', 'ProfilePage', ['assets/shared.js', 'assets/forms.js']),
  'assets/i18n.js': chunk('assets/i18n.js', 'i18n', ['assets/common.js'], {
    facadeModuleId: '/app/webapp/src/lib/i18n.ts',
  }),
  'assets/forms.js': chunk('assets/forms.js', 'forms'),
  'assets/index.css': { type: 'asset' as const },
};

describe('the pages’ common files preloaded from index.html', () => {
  it('names common and what it imports, but not what the entry loads nor what some pages share', () => {
    expect(pagePreloadFiles(bundle).shared).toEqual(['assets/common.js', 'assets/i18n.js', 'assets/spring.js']);
  });

  it("names each language's strings apart", () => {
    expect(pagePreloadFiles(bundle).languages).toEqual({
      ru: ['assets/strings-ru.js'],
      en: ['assets/strings-en.js'],
    });
  });

  /** The links the inline script adds, run as index.html runs it (its text). */
  function preloaded(): string[][] {
    const script = preloadScript('/', pagePreloadFiles(bundle));
    document.head.innerHTML = '';
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    new Function(script)();
    return [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('href') ?? '']);
  }

  it('adds a modulepreload link per file when run, the strings in Russian unless the user chose English', () => {
    const shared = ['/assets/common.js', '/assets/i18n.js', '/assets/spring.js'].map((f) => ['modulepreload', f]);
    expect(preloaded()).toEqual([...shared, ['modulepreload', '/assets/strings-ru.js']]);
    localStorage.setItem('lang', 'en');
    expect(preloaded()).toEqual([...shared, ['modulepreload', '/assets/strings-en.js']]);
  });
});

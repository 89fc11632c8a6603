// index.html paints the splash before any JavaScript runs; it must say what Splash.tsx says, in both
// languages, so the hand-over to React changes nothing on screen.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import common from '../lib/locales';

// run from the repository (npm test) or from webapp/
const file = [join(process.cwd(), 'webapp', 'index.html'), join(process.cwd(), 'index.html')].find((f) => existsSync(f))!;
const html = readFileSync(file, 'utf8');

describe('the splash in index.html', () => {
  it('is inside #root with the Russian texts of the app splash', () => {
    expect(html).toMatch(/<div id="root">\s*(<!--[^>]*-->\s*)?<div class="splash" role="status"/);
    expect(html).toContain(`<div class="splash-title">${common.ru.appName}</div>`);
    expect(html).toContain(`<div class="splash-hint">${common.ru.loading}</div>`);
  });

  it('switches to the English texts for a user who chose English', () => {
    expect(html).toContain(`.textContent = '${common.en.appName}'`);
    expect(html).toContain(`.textContent = '${common.en.loading}'`);
    expect(html).toContain("localStorage.getItem('lang') === 'en'");
  });

  it('notes when it was put on screen, for the 2-5 s the app keeps it', () => {
    expect(html).toContain('window.__splashShownAt = performance.now();');
  });
});

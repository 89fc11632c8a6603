import { dirname, join } from 'node:path';

/**
 * TrueType files with Cyrillic that an npm package ships (dejavu-fonts-ttf), for what the server draws
 * itself: PDF reports and the digest's chart. Found through the package, so any install layout works.
 */
const TTF_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export const CYRILLIC_FONT = join(TTF_DIR, 'DejaVuSans.ttf');
export const CYRILLIC_FONT_BOLD = join(TTF_DIR, 'DejaVuSans-Bold.ttf');
/** The family name inside those files (what an SVG's font-family names). */
export const CYRILLIC_FONT_FAMILY = 'DejaVu Sans';

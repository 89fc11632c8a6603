// The strings are written with both languages side by side (`export default { ru: {...}, en: {...} }`, the way
// they are edited and reviewed), but a user reads one language: shipping both made every screen download and run
// the other half for nothing. `import x from './locales.ts?lang=ru'` is that file with its Russian half only:
// each `{ ru, en }` object the module exports at its top level keeps just `ru`, and the locale modules it
// imports (`./session-locales`) are imported the same way, so the other language is not in the chunk at all.
import { parseAst, type Plugin } from 'vite';

export type LanguageCode = 'ru' | 'en';
const LANGUAGES: readonly LanguageCode[] = ['ru', 'en'];
const QUERY = /\?lang=(ru|en)$/;
/** A module of strings: `locales.ts`, or a part of one (`session-locales.ts`). */
const LOCALE_FILE = /(^|[\\/-])locales\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The `{ ru, en }` objects a module exports at its top level (`export default {...}`, `export const x = {...}`). */
function languageObjects(program: { body: Node[] }): Node[] {
  const values = program.body.flatMap((statement): unknown[] => {
    if (statement.type === 'ExportDefaultDeclaration') return [statement.declaration];
    const declaration = statement.declaration as Node | null | undefined;
    if (statement.type !== 'ExportNamedDeclaration' || declaration?.type !== 'VariableDeclaration') return [];
    return (declaration.declarations as Node[]).map((d) => d.init);
  });
  return values.filter((value): value is Node => {
    const node = value as Node | null;
    if (node?.type !== 'ObjectExpression') return false;
    const keys = (node.properties as Node[]).map((p) => (p.key as Node | undefined)?.name);
    return keys.length === LANGUAGES.length && LANGUAGES.every((lng) => keys.includes(lng));
  });
}

/** The module's source with only `lang`'s half of each `{ ru, en }` export, its locale imports the same way. */
export function keepLanguage(code: string, lang: LanguageCode): string {
  const program = parseAst(code, { lang: 'ts' }) as unknown as { body: Node[] };
  // [start, end, replacement], applied from the end so earlier offsets stay right
  const edits: [number, number, string][] = [];
  for (const statement of program.body) {
    const source = statement.source as Node | undefined;
    if (statement.type === 'ImportDeclaration' && source && /locales['"]$/.test(code.slice(source.start, source.end)))
      edits.push([source.end - 1, source.end - 1, `.ts?lang=${lang}`]);
  }
  for (const object of languageObjects(program)) {
    const properties = object.properties as Node[];
    const other = properties.findIndex((p) => (p.key as Node).name !== lang);
    // from the other half's key to the next property (or the object's end), its comma with it
    const end = other + 1 < properties.length ? properties[other + 1].start : object.end - 1;
    edits.push([properties[other].start, end, '']);
  }
  let result = code;
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0]))
    result = result.slice(0, start) + text + result.slice(end);
  return result;
}

export function oneLanguage(): Plugin {
  return {
    name: 'one-language',
    enforce: 'pre',
    transform: {
      filter: { id: QUERY },
      handler(code, id) {
        const lang = QUERY.exec(id)![1] as LanguageCode;
        if (!LOCALE_FILE.test(id.replace(QUERY, ''))) return null;
        return { code: keepLanguage(code, lang), map: null };
      },
    },
  };
}

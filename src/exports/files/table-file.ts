import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';

/** One cell of a table export: text, a number, or empty. */
export type Cell = string | number | null;

export interface Column {
  header: string;
  /** Width in characters (xlsx only). */
  width: number;
}

/**
 * A table file written row by row: each row is encoded as it comes and nothing but the encoded bytes is
 * kept, so a list of any length costs memory for its output only. Several sheets (the report's sections)
 * follow one another; a CSV puts them one under the other with a blank line between.
 */
export interface TableFile {
  sheet(name: string, columns: Column[]): void;
  row(cells: Cell[]): void;
  /** The whole file. */
  finish(): Promise<Buffer>;
}

/** A PassThrough whose output is gathered into chunks (the encoded file, not the rows). */
function collector(): { stream: PassThrough; done: Promise<Buffer> } {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
  return { stream, done };
}

/**
 * xlsx through exceljs's streaming writer: each committed row leaves memory for the zip stream. Without
 * styles: they cost more than half the time of a long list (50,000 rows: 6.5 s against 2.5 s).
 */
export async function xlsxFile(): Promise<TableFile> {
  // loaded by the first xlsx, not at start-up: the heaviest package the API has (~130 ms to load)
  const { default: excel } = await import('exceljs');
  const out = collector();
  const book = new excel.stream.xlsx.WorkbookWriter({
    stream: out.stream,
    useStyles: false,
    useSharedStrings: false,
  });
  let sheet: ExcelJS.Worksheet | null = null;
  return {
    sheet(name, columns) {
      sheet?.commit();
      sheet = book.addWorksheet(name);
      sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
      sheet.getRow(1).commit();
    },
    row(cells) {
      sheet!.addRow(cells).commit();
    },
    async finish() {
      sheet?.commit();
      await book.commit();
      return out.done;
    },
  };
}

/** Excel reads a value starting with these as a formula: such text is kept text with a leading apostrophe. */
const FORMULA_START = /^[=@\t\r]|^[+-](?![\d\s()+-]*$)/;

/**
 * A field holding a separator of either kind, a quote or a line break is quoted (RFC 4180): a spreadsheet
 * that splits on commas rather than `;` must not cut "Иван,=HYPERLINK(…)" into a cell starting with `=`.
 * A decimal comma is such a separator too.
 */
const NEEDS_QUOTES = /[",;\r\n]/;

function csvField(v: Cell): string {
  if (v === null) return '';
  const text = typeof v === 'number' ? String(v).replace('.', ',') : FORMULA_START.test(v) ? `'${v}` : v;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * CSV as Excel in a Russian locale opens it into columns: UTF-8 with a BOM, `;` between fields, a decimal
 * comma, CRLF line ends. `titled`: each sheet starts with its name on a line of its own (a file of several
 * sections); a single list starts with its header row.
 */
export function csvFile({ titled = false } = {}): TableFile {
  const parts: Buffer[] = [Buffer.from('\ufeff', 'utf8')];
  let sheets = 0;
  const line = (cells: Cell[]) => parts.push(Buffer.from(cells.map(csvField).join(';') + '\r\n', 'utf8'));
  return {
    sheet(name, columns) {
      if (sheets++ > 0) parts.push(Buffer.from('\r\n'));
      if (titled) line([name]);
      line(columns.map((c) => c.header));
    },
    row: line,
    finish: () => Promise.resolve(Buffer.concat(parts)),
  };
}

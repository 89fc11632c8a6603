import ExcelJS from 'exceljs';
import type { DataSource } from 'typeorm';
import { EXPORTS_JOB } from '../../src/exports/export-job';
import { JobRegistry } from '../../src/jobs/job-registry';
import type { TestApp } from '../support/test-app';
import { auth, TgUser } from '../support/test-app';

/** Shared steps of the export tests (test/api/exports*.e2e-spec.ts). */

/** POST /api/exports as `who`. */
export const requestExport = (t: TestApp, who: TgUser, body: object) =>
  t.http.post('/api/exports').set(auth(who)).send(body);

/** GET /api/exports/{id} as `who`. */
export const exportOf = (t: TestApp, who: TgUser, id: string) => t.http.get(`/api/exports/${id}`).set(auth(who));

/** One round of the export runner at the app clock's now. */
export const makeFiles = (t: TestApp) => t.app.get(JobRegistry).runOnce(EXPORTS_JOB);

/** The path and query of a download_url (the test server answers on its own address). */
export const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

/** GET a download link without init data, the body as bytes. */
export function download(t: TestApp, url: string) {
  return t.http
    .get(pathOf(url))
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

/** The cells of every row of an xlsx sheet (the first sheet unless named), as plain values. */
export async function xlsxRows(bytes: Buffer, sheet?: string): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const ws = sheet ? book.getWorksheet(sheet) : book.worksheets[0];
  if (!ws) throw new Error(`no sheet ${sheet}`);
  const rows: unknown[][] = [];
  ws.eachRow((row) => {
    // row.values is sparse (index 0 and empty cells are holes)
    const values = row.values as unknown[];
    rows.push(Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => values[i + 1] ?? null));
  });
  // trailing empty cells are not stored: every row as wide as the widest
  const width = Math.max(0, ...rows.map((r) => r.length));
  return rows.map((r) => [...r, ...Array<null>(width - r.length).fill(null)]);
}

/** The sheets of an xlsx file by name. */
export async function xlsxSheetNames(bytes: Buffer): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book.worksheets.map((w) => w.name);
}

/** A CSV file's lines split into fields (quoted fields unquoted; none spans lines in the test data), the BOM
 *  checked and removed. */
export function csvLines(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8');
  if (!text.startsWith('\ufeff')) throw new Error('CSV without a BOM');
  return text
    .slice(1)
    .split('\r\n')
    .filter((l, i, all) => !(i === all.length - 1 && l === ''))
    .map((l) => (l === '' ? [] : csvFields(l)));
}

function csvFields(line: string): string[] {
  const fields: string[] = [];
  const re = /(?:"((?:[^"]|"")*)"|([^;"]*))(;|$)/g;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    fields.push(m[1] !== undefined ? m[1].replace(/""/g, '"') : m[2]);
    if (m[3] === '') break;
  }
  return fields;
}

/** The row of an export (its outbox delivery's state too). */
export async function exportRow(db: DataSource, id: string) {
  const [row]: { status: string; outbox_status: string | null }[] = await db.query(
    `SELECT e.status, o.status AS outbox_status FROM exports e LEFT JOIN outbox_messages o ON o.id = e.outbox_id
      WHERE e.id = $1`,
    [id],
  );
  return row;
}

import { parseString } from '@fast-csv/parse';
import { csvFile } from './table-file';

/** The file read by an RFC 4180 reader splitting on `delimiter`: rows of cells. */
function read(bytes: Buffer, delimiter: string): Promise<string[][]> {
  const text = bytes.toString('utf8').replace(/^\ufeff/, '');
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    parseString<string[], string[]>(text, { delimiter, quote: '"', escape: '"' })
      .on('data', (r: string[]) => rows.push(r))
      .on('error', reject)
      .on('end', () => resolve(rows));
  });
}

describe('CSV export fields', () => {
  const NAME = 'Иван,=HYPERLINK("http://evil.example","Жми")';
  async function file(): Promise<Buffer> {
    const f = csvFile();
    f.sheet('Клиенты', [
      { header: 'Клиент', width: 20 },
      { header: 'Сумма', width: 10 },
      { header: 'Заметка', width: 20 },
    ]);
    f.row([NAME, 1500.5, '=1+1']);
    f.row(['Анна; "Смирнова"', 2000, '-cmd|calc']);
    return f.finish();
  }

  it('a spreadsheet splitting on commas keeps a field with a comma whole: no cell starts with =', async () => {
    const f = csvFile();
    f.sheet('Клиенты', [{ header: 'Клиент', width: 20 }]);
    const name = 'Иван,=HYPERLINK(A1)';
    f.row([name]);
    f.row([1500.5]);
    const rows = await read(await f.finish(), ',');
    expect(rows.flat().filter((c) => c.trimStart().startsWith('='))).toEqual([]);
    expect(rows).toEqual([['Клиент'], [name], ['1500,5']]);
  });

  it('read with `;` (Excel in a Russian locale) every field comes back as written, formulas neutralised', async () => {
    const rows = await read(await file(), ';');
    expect(rows.flat().filter((c) => c.startsWith('='))).toEqual([]);
    expect(rows).toEqual([
      ['Клиент', 'Сумма', 'Заметка'],
      [NAME, '1500,5', "'=1+1"],
      ['Анна; "Смирнова"', '2000', "'-cmd|calc"],
    ]);
  });
});

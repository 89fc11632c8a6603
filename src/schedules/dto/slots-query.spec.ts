import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import fc from 'fast-check';
import { SlotsQueryDto } from './schedule.dto';

/** What the global pipe's rules make of a query: the DTO, or null when they refuse it. */
function byTheRules(query: Record<string, string>): Record<string, unknown> | null {
  const dto = plainToInstance(SlotsQueryDto, query);
  const errors = validateSync(dto, { whitelist: true, forbidNonWhitelisted: true });
  return errors.length ? null : { ...dto };
}

const value = fc.oneof(
  fc.constantFrom('2026-12-01', '2026-02-29', '2028-02-29', '1969-12-31', '1970-01-01', '2999-12-31', '3000-01-01'),
  fc.constantFrom('2026-1-01', ' 2026-12-01', '2026-12-01T00:00', '20261201', ''),
  fc.constantFrom('1', '15', '01', ' 7', '0', '-1', '1e3', '0x10', '2.5', '2147483647', '2147483648', '9999999999'),
  fc.string({ maxLength: 12 }),
);
const date = fc.oneof(
  fc
    .date({ min: new Date('1960-01-01'), max: new Date('3010-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  value,
);
const id = fc.oneof(fc.integer({ min: -5, max: 2 ** 31 + 5 }).map(String), value);
// the three fields, each sometimes missing, and now and then a field the query does not have
const query = fc
  .tuple(
    fc.record({ from: date, to: date, service_id: id }, { requiredKeys: [] }),
    fc.dictionary(fc.constantFrom('limit', 'page'), value, { maxKeys: 1 }),
    fc.boolean(),
  )
  .map(([fields, other, withOther]) => (withOther ? { ...fields, ...other } : fields));

describe("the free times' quick reading of their query", () => {
  it('takes a query only when the rules take it, and reads the same values from it', () => {
    let read = 0;
    fc.assert(
      fc.property(query, (q) => {
        const quick = SlotsQueryDto.fromQuery(q);
        if (quick === null) return; // the rules judge it, as on any route
        read++;
        expect(quick).toBeInstanceOf(SlotsQueryDto);
        expect({ ...quick }).toEqual(byTheRules(q));
      }),
      { numRuns: 3000 },
    );
    expect(read).toBeGreaterThan(30); // the quick reading was tried, not only its refusals
  });

  it("reads the public page's own query, and leaves the rest to the rules", () => {
    const q = { from: '2026-11-30', to: '2026-12-13', service_id: '215' };
    expect({ ...SlotsQueryDto.fromQuery(q) }).toEqual({ from: '2026-11-30', to: '2026-12-13', service_id: 215 });
    expect({ ...SlotsQueryDto.fromQuery(q) }).toEqual(byTheRules(q));
    expect(SlotsQueryDto.fromQuery({ ...q, service_id: '2147483648' })).toBeNull();
    expect(SlotsQueryDto.fromQuery({ ...q, service_id: '07' })).toBeNull();
    expect(SlotsQueryDto.fromQuery({ from: q.from, to: q.to })).toBeNull();
    expect(SlotsQueryDto.fromQuery({ ...q, to: '2026-02-30' })).toBeNull();
    expect(SlotsQueryDto.fromQuery({ ...q, page: '2' })).toBeNull();
  });
});

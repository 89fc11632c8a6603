import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import fc from 'fast-check';
import { ClientListQueryDto } from './client.dto';

/** What the global pipe's rules make of a query: the DTO, or null when they refuse it. */
function byTheRules(query: Record<string, string>): Record<string, unknown> | null {
  const dto = plainToInstance(ClientListQueryDto, query);
  const errors = validateSync(dto, { whitelist: true, forbidNonWhitelisted: true });
  return errors.length ? null : { ...dto };
}

const value = fc.oneof(
  fc.constantFrom('all', 'new', 'regular', 'lost', 'no_show', 'last_visit', 'visits', 'spent', 'name', 'Lost'),
  fc.constantFrom('0', '1', '01', ' 7 ', '50', '51', '99', '100', '-1', '1e1', '0x10', '2.5', ''),
  fc.string({ maxLength: 120 }),
  fc.string({ minLength: 95, maxLength: 105 }),
);
const query = fc.dictionary(fc.constantFrom('q', 'segment', 'sort', 'cursor', 'limit', 'offset', 'page'), value);

describe("the client list's quick reading of its query", () => {
  it('takes a query only when the rules take it, and reads the same values from it', () => {
    fc.assert(
      fc.property(query, (q) => {
        const quick = ClientListQueryDto.fromQuery(q);
        if (quick === null) return; // the rules judge it, as on any route
        expect({ ...quick }).toEqual(byTheRules(q));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the usual queries of the screen itself', () => {
    const q = { q: 'Анна', segment: 'lost', sort: 'visits', limit: '50', cursor: 'abc' };
    expect({ ...ClientListQueryDto.fromQuery(q) }).toEqual(byTheRules(q));
    expect(ClientListQueryDto.fromQuery({ limit: '51' })).toBeNull();
    expect(ClientListQueryDto.fromQuery({ page: '2' })).toBeNull();
  });
});

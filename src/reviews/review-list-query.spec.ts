import { HttpException } from '@nestjs/common';
import { AppValidationPipe } from '../common/validation.pipe';
import { ReviewListQueryDto } from './dto/review.dto';
import { readReviewListQuery } from './review-list-query';

/** What a reader made of a query: the values it read, or the refusal's status and body. */
async function outcome(read: () => unknown): Promise<unknown> {
  try {
    const q = (await read()) as { cursor?: string; limit?: number };
    return { cursor: q.cursor, limit: q.limit };
  } catch (e) {
    if (e instanceof HttpException) return { status: e.getStatus(), body: e.getResponse() };
    throw e;
  }
}

describe('readReviewListQuery', () => {
  const pipe = new AppValidationPipe();
  const queries: Record<string, unknown>[] = [
    {},
    { cursor: 'abc' },
    { cursor: '' },
    { limit: '20' },
    { limit: ' 7 ' },
    { limit: '007' },
    { limit: '1' },
    { limit: '50' },
    { limit: '51' },
    { limit: '0' },
    { limit: '-1' },
    { limit: '1.5' },
    { limit: '1e1' },
    { limit: '' },
    { limit: ' ' },
    { limit: 'x' },
    { limit: '12345678901' },
    { limit: ['1', '2'] },
    { cursor: ['a', 'b'] },
    { cursor: ['a', 'b'], limit: '99' },
    { utm: 'bot' },
    { utm: 'bot', limit: '0', x: '1', cursor: 'c' },
    { cursor: 'a\u0000b' },
    { limit: ['1', '\u0000'] },
    { 'a\u0000': '1' },
  ];
  it.each(queries.map((q) => [JSON.stringify(q), q]))('reads %s as the validation pipe reads the DTO', async (_, q) => {
    const expected = await outcome(() =>
      pipe.transform({ ...q }, { type: 'query', metatype: ReviewListQueryDto, data: undefined }),
    );
    expect(await outcome(() => readReviewListQuery({ ...q }))).toEqual(expected);
  });
});

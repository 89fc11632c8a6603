import 'reflect-metadata';
import { UnprocessableEntityException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { QueryFailedError } from 'typeorm';
import { MSG } from '../../src/common/messages';
import { HttpExceptionFilter } from '../../src/common/http-exception.filter';
import { REFUSALS } from '../../src/refusals';
import { AppValidationPipe } from '../../src/common/validation.pipe';

/** What the fuzzing found, pinned as plain examples. */
describe('input hygiene', () => {
  describe('validation pipe', () => {
    const pipe = new AppValidationPipe();
    const refusal = async (value: unknown, type: 'body' | 'query' | 'param', data?: string) => {
      try {
        await pipe.transform(value, { type, data, metatype: type === 'body' ? Object : String });
      } catch (e) {
        expect(e).toBeInstanceOf(UnprocessableEntityException);
        return (e as UnprocessableEntityException).getResponse();
      }
      return null;
    };

    it('refuses U+0000 anywhere in a body (PostgreSQL text cannot store it) and names the field', async () => {
      expect(await refusal({ first_name: 'Ан\u0000на' }, 'body')).toEqual({
        detail: [{ loc: ['body', 'first_name'], msg: MSG.invalidCharacter }],
      });
      expect(await refusal({ user_data: { tags: ['ok', 'bad\u0000'] } }, 'body')).toEqual({
        detail: [{ loc: ['body', 'user_data', 'tags', 1], msg: MSG.invalidCharacter }],
      });
      expect(await refusal({ 'k\u0000': 1 }, 'body')).toEqual({
        detail: [{ loc: ['body', 'k\u0000'], msg: MSG.invalidCharacter }],
      });
    });

    it('refuses U+0000 in path and query parameters', async () => {
      expect(await refusal('ab\u0000c', 'param', 'deepLink')).toEqual({
        detail: [{ loc: ['path', 'deepLink'], msg: MSG.invalidCharacter }],
      });
      expect(await refusal({ search: '\u0000' }, 'query')).toEqual({
        detail: [{ loc: ['query', 'search'], msg: MSG.invalidCharacter }],
      });
    });

    it('refuses absurdly nested bodies before they reach the (recursive) transformer', async () => {
      let deep: unknown = 1;
      for (let i = 0; i < 20_000; i++) deep = [deep];
      expect(await refusal({ user_data: deep }, 'body')).toEqual({ detail: [{ loc: ['body'], msg: MSG.badRequest }] });
      let fine: unknown = 'ok';
      for (let i = 0; i < 10; i++) fine = { a: fine };
      expect(await refusal({ response: fine }, 'body')).toBeNull();
    });

    it('lets ordinary unicode through', async () => {
      await expect(pipe.transform('салон-👩‍🎨', { type: 'param', data: 'code', metatype: String })).resolves.toBe(
        'салон-👩‍🎨',
      );
    });
  });

  describe('exception filter', () => {
    const filter = new HttpExceptionFilter(REFUSALS);
    const req = { method: 'POST', url: '/api/x' } as FastifyRequest;
    const dbError = (code: string) =>
      new QueryFailedError('INSERT ...', [], Object.assign(new Error(`db said ${code}`), { code }));

    it('answers database data exceptions (class 22: too long, out of range, bad number text) with 422', () => {
      for (const code of ['22001', '22003', '22P02', '22021', '22008']) {
        expect(filter.toResponse(dbError(code), req)).toEqual({ status: 422, body: { detail: MSG.invalidValue } });
      }
    });

    it('keeps unique and exclusion violations as 409 and anything else as a 500 with an error id', () => {
      expect(filter.toResponse(dbError('23505'), req)).toEqual({ status: 409, body: { detail: MSG.conflict } });
      expect(filter.toResponse(dbError('23P01'), req)).toEqual({
        status: 409,
        body: { detail: MSG.slotTaken, code: 'slot_taken' },
      });
      const other = filter.toResponse(dbError('42P01'), req);
      expect(other.status).toBe(500);
      expect(other.body).toEqual({ detail: MSG.internal, error_id: expect.any(String) });
    });
  });
});

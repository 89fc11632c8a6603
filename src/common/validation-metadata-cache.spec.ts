import 'reflect-metadata';
import { getMetadataStorage, IsInt, IsString, Min, validate } from 'class-validator';
import { memoizeValidationMetadata } from './validation-metadata-cache';

class Base {
  @IsInt()
  count!: unknown;
}

class Child extends Base {
  @IsString()
  name!: unknown;

  @Min(10, { groups: ['strict'] })
  size!: unknown;
}

const failed = async (o: object, groups?: string[]) =>
  (await validate(o, groups ? { groups } : {})).map((e) => e.property).sort();

const child = (fields: Record<string, unknown>) => Object.assign(new Child(), fields);

describe('remembered validation rules', () => {
  beforeAll(() => memoizeValidationMetadata());

  it("a class's own and inherited rules still judge each value, as often as it is validated", async () => {
    for (let i = 0; i < 3; i++) {
      expect(await failed(child({ count: 'x', name: 5, size: 20 }))).toEqual(['count', 'name']);
      expect(await failed(child({ count: 1, name: 'a', size: 20 }))).toEqual([]);
    }
  });

  it('a rule of a group applies only when that group is asked for, whichever was asked first', async () => {
    expect(await failed(child({ count: 1, name: 'a', size: 1 }), ['strict'])).toEqual(['size']);
    expect(await failed(child({ count: 1, name: 'a', size: 1 }), ['other'])).toEqual([]);
    expect(await failed(child({ count: 1, name: 'a', size: 1 }), ['strict'])).toEqual(['size']);
  });

  it('a rule registered after a class was first validated is applied from then on', async () => {
    class Late {
      @IsInt()
      first!: unknown;
      second!: unknown;
    }
    expect(await failed(Object.assign(new Late(), { first: 'x', second: 'y' }))).toEqual(['first']);
    IsInt()(Late.prototype, 'second');
    expect(await failed(Object.assign(new Late(), { first: 'x', second: 'y' }))).toEqual(['first', 'second']);
  });

  it('finds a class its rules by scanning every decorated class once, not on every validation', async () => {
    class Counted {
      @IsString()
      label!: unknown;
    }
    const all = (getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, unknown> }).validationMetadatas;
    const scans = jest.spyOn(all, 'entries');
    for (let i = 0; i < 5; i++) expect(await failed(Object.assign(new Counted(), { label: 1 }))).toEqual(['label']);
    expect(scans).toHaveBeenCalledTimes(1);
  });

  it('is set up once however many pipes are made', () => {
    const lookup = getMetadataStorage().getTargetValidationMetadatas;
    memoizeValidationMetadata();
    expect(getMetadataStorage().getTargetValidationMetadatas).toBe(lookup);
  });
});

/** Positional parameters of a statement built piece by piece: `add(value)` answers its `$n`. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown, cast = ''): string {
    this.values.push(value);
    return `$${this.values.length}${cast}`;
  }
}

// The catalog as temporary tables for the set-based statements to join: seed_catalog (services of each
// category), seed_spec (specializations), seed_kind (organization kinds) and seed_cat (category names).
// They live for the seeding transaction only.
import { CATEGORIES } from './catalog';
import { arr, lit } from './sql';

export function referenceTablesSql(): string {
  const catalogRows = CATEGORIES.flatMap((c, ci) =>
    c.services.map(
      (sv, si) => `(${ci}, ${si + 1}, ${lit(sv.name)}, ${lit(sv.description)}, ${sv.minutes}, ${lit(sv.price)})`,
    ),
  );
  const specRows = CATEGORIES.flatMap((c, ci) => c.specializations.map((sp, si) => `(${ci}, ${si + 1}, ${lit(sp)})`));
  const kindRows = CATEGORIES.flatMap((c, ci) =>
    c.orgKinds.map(([ru, lat], ki) => `(${ci}, ${ki + 1}, ${lit(ru)}, ${lit(lat)})`),
  );
  const catNames = CATEGORIES.map((c) => c.name);
  return `
      CREATE TEMP TABLE seed_catalog (cat int, n int, name text, description text, minutes int, price numeric) ON COMMIT DROP;
      INSERT INTO seed_catalog VALUES ${catalogRows.join(',')};
      CREATE TEMP TABLE seed_spec (cat int, n int, name text) ON COMMIT DROP;
      INSERT INTO seed_spec VALUES ${specRows.join(',')};
      CREATE TEMP TABLE seed_kind (cat int, n int, ru text, lat text) ON COMMIT DROP;
      INSERT INTO seed_kind VALUES ${kindRows.join(',')};
      CREATE TEMP TABLE seed_cat ON COMMIT DROP AS SELECT (i - 1) AS cat, name FROM unnest(${arr(catNames)}) WITH ORDINALITY AS t(name, i);`;
}

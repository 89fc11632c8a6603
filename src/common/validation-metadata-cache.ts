import { getMetadataStorage, type MetadataStorage } from 'class-validator';

type Lookup = MetadataStorage['getTargetValidationMetadatas'];
type ValidationMetadata = ReturnType<Lookup>[number];

const MEMOIZED = Symbol('memoizedValidationMetadata');

/**
 * class-validator finds a class's rules by scanning the rules of every decorated class in the app, on every
 * validate() (its getTargetValidationMetadatas, open upstream as typestack/class-validator#2686): with this
 * API's few hundred DTOs that scan was the largest single cost of validating a request body (about 50 µs
 * of a booking's). The answer for a class and the same options is remembered; any rule registered later
 * (a class loaded after the first request) forgets every remembered answer, so each answer is always the
 * one the scan would give. Idempotent: the storage is one per process (class-validator keeps it global).
 */
export function memoizeValidationMetadata(): void {
  const storage = getMetadataStorage() as MetadataStorage & { [MEMOIZED]?: true };
  if (storage[MEMOIZED]) return;
  storage[MEMOIZED] = true;
  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  const add = storage.addValidationMetadata.bind(storage);
  let known = new WeakMap<object, Map<string, ValidationMetadata[]>>();
  storage.addValidationMetadata = (metadata) => {
    known = new WeakMap();
    add(metadata);
  };
  storage.getTargetValidationMetadatas = (target, targetSchema, always, strictGroups, groups) => {
    const key = `${targetSchema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0001') ?? '\u0002'}`;
    let answers = known.get(target);
    if (!answers) known.set(target, (answers = new Map<string, ValidationMetadata[]>()));
    let found = answers.get(key);
    if (!found) answers.set(key, (found = lookup(target, targetSchema, always, strictGroups, groups)));
    return found;
  };
}

import { DomainError } from '../common/domain-error';
import { checkRruleBounds, expandRrule, MAX_COUNT, parseRrule } from '../time-core/recurrence';

/**
 * The starts of the sessions to make: the one given, or one per occurrence of `rrule` (the recurring-events
 * rule, as schedule blocks and repeating visits read it), wall-clock times kept in the master's `zone`.
 * At most 100 sessions at once; a refused rule is 422 rrule_invalid naming the part.
 */
export function sessionStarts(rrule: string | null, firstMs: number, zone: string): number[] {
  if (rrule === null) return [firstMs];
  const parsed = parseRrule(rrule.trim().replace(/^RRULE:/i, ''));
  if (!parsed.ok) throw new DomainError('rrule_invalid', { part: parsed.part });
  const bounds = checkRruleBounds(parsed.rule, firstMs, zone);
  if (bounds) throw new DomainError('rrule_invalid', { part: bounds });
  const starts = expandRrule(parsed.rule, firstMs, zone);
  if (starts.length > MAX_COUNT)
    throw new DomainError('rrule_invalid', { part: parsed.rule.count ? 'COUNT' : 'UNTIL' });
  return starts;
}

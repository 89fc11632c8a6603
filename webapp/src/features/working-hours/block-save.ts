import type { BlockDeleteScope, BlockResponse } from '@api/schedules/schedules.contract';
import { createBlock, deleteBlock, patchSeries } from '../../api/schedules';

/** What the block dialog holds when saved (times as the API takes them, in the master's zone). */
export interface BlockDraft {
  starts_at: string;
  ends_at: string;
  note: string | null;
  /** The picker's rule; null: «Не повторять». */
  rrule: string | null;
  /** Changing a series: whether the master touched the picker (else the series keeps its rule). */
  ruleChanged: boolean;
}

/**
 * Saves the dialog: a new block (or series); a plain block changed (the new one is added first, then the
 * old one goes, so a failure never loses busy time); an occurrence of a series by `scope` — only it, it and
 * the following ones, or all — in one PATCH of the series.
 */
export async function saveBlock(
  master: string,
  original: BlockResponse | undefined,
  draft: BlockDraft,
  scope: BlockDeleteScope | null,
  errorDefault: string,
): Promise<void> {
  const { starts_at, ends_at, note, rrule } = draft;
  if (original?.series_id != null) {
    const rule = draft.ruleChanged && scope !== 'this' && rrule !== null ? { rrule } : {};
    await patchSeries(
      original.series_id,
      { from: original.starts_at, scope: scope ?? 'following', starts_at, ends_at, note, ...rule },
      errorDefault,
    );
    return;
  }
  await createBlock(master, { starts_at, ends_at, note, rrule }, errorDefault);
  if (original) await deleteBlock(master, original.id, errorDefault);
}

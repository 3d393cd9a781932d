import type { ChangeSide, EngineChange } from '../diff/types';

/**
 * Whose work a difference between ours and theirs is. A three-way merge here is the diff engine
 * run three times: base→ours, base→theirs and ours→theirs. Every difference between ours and
 * theirs is one side's work (the other side left the base as it was there), both sides' work
 * (a conflict), or neither's (the two diffs saw the place differently: treated as a conflict,
 * so nothing is decided silently). The same change made on both sides is no difference at all,
 * so it is applied once without being looked at.
 *
 * A place is "touched" by a side when one of that side's changes (against the base) lands on it:
 * the same block, a block inside it or around it (table, row, cell), or, inside one paragraph, a
 * character range that overlaps or touches. Moves are matched with moves and text with text, so
 * a paragraph moved on one side and edited on the other merges both ways.
 */
/** `source`: the difference is the work of the side the diff started from; `target`: of the other. */
export type MergeDecision = 'source' | 'target' | 'conflict';

const POSITION_KINDS = new Set(['Moved', 'MovedAndResized', 'Resized']);

/**
 * `between` is the diff from one side to the other; `sourceChanges` and `targetChanges` are the
 * diffs from the base to each of them.
 */
export function classifyDifferences(
  sourceChanges: readonly EngineChange[],
  targetChanges: readonly EngineChange[],
  between: readonly EngineChange[],
): MergeDecision[] {
  return between.map((change) => decide(change, sourceChanges, targetChanges));
}

function decide(
  change: EngineChange,
  sourceChanges: readonly EngineChange[],
  targetChanges: readonly EngineChange[],
): MergeDecision {
  const position = POSITION_KINDS.has(change.kind);
  const bySource = change.source ? touchedBy(change.source, sourceChanges, position) : undefined;
  const byTarget = change.target ? touchedBy(change.target, targetChanges, position) : undefined;
  if (change.source && change.target) {
    if (bySource && !byTarget) return 'source';
    if (byTarget && !bySource) return 'target';
    return 'conflict';
  }
  if (change.source) {
    // Content the source side has and the target side has not: the source added it, or the
    // target removed base content the source left alone, or removed what the source edited.
    if (!bySource) return 'target';
    return bySource.every(addedWhole) ? 'source' : 'conflict';
  }
  if (change.target) {
    if (!byTarget) return 'source';
    return byTarget.every(addedWhole) ? 'target' : 'conflict';
  }
  return 'conflict';
}

const addedWhole = (c: EngineChange) => c.kind === 'Inserted' && c.unit !== 'text';

/** The changes of one side (against the base) that land on this place of that side's document. */
function touchedBy(place: ChangeSide, changes: readonly EngineChange[], position: boolean): EngineChange[] | undefined {
  const hits = changes.filter((c) => c.target && POSITION_KINDS.has(c.kind) === position && overlaps(place, c.target));
  return hits.length ? hits : undefined;
}

/** Two places of one document overlap: one block holds the other, or their ranges in one paragraph touch. */
export function overlaps(a: ChangeSide, b: ChangeSide): boolean {
  if (a.story !== b.story) return false;
  const shorter = Math.min(a.blockPath.length, b.blockPath.length);
  for (let i = 0; i < shorter; i++) if (a.blockPath[i] !== b.blockPath[i]) return false;
  if (a.blockPath.length !== b.blockPath.length) return true;
  if (a.start === undefined || a.end === undefined || b.start === undefined || b.end === undefined) return true;
  // Ranges that touch count: an insertion right at the end of another side's edit is not
  // knowably independent of it.
  return a.start <= b.end && b.start <= a.end;
}

import { alignSequences } from './sequence';

/**
 * How two lists of items (blocks, slides) line up, shared by the block differ and the slide
 * differ: equal by key, paired as edited, deleted, inserted, or moved (an exact copy elsewhere,
 * `identical`, or a lightly edited one).
 */
export type Alignment =
  | { kind: 'equal'; a: number; b: number }
  | { kind: 'paired'; a: number; b: number }
  | { kind: 'deleted'; a: number }
  | { kind: 'inserted'; b: number }
  | { kind: 'moved'; a: number; b: number; identical: boolean };

export interface AlignedLists {
  alignment: Alignment[];
  /** Deleted and inserted items no gap could pair: candidates for near-identical moves. */
  leftoverDeleted: number[];
  leftoverInserted: number[];
}

/**
 * Aligns two keyed lists: the line diff of the keys, then exact moves (a deleted key met again
 * among the insertions, for items `movable` allows), then each gap between equal runs paired by
 * `pairGap`. A moved item arriving inside a gap does not split it: an edited item on one side of
 * the arrival and its old version on the other must still pair (one in-place edit).
 */
export function alignWithMoves(
  aIds: readonly number[],
  bIds: readonly number[],
  movable: (side: 'a' | 'b', index: number) => boolean,
  pairGap: (deleted: number[], inserted: number[]) => Alignment[],
): AlignedLists {
  const ops = alignSequences(aIds, bIds);
  const deletedByKey = new Map<number, number[]>();
  for (const op of ops) {
    if (op.kind !== 'delete') continue;
    for (let i = op.aStart; i < op.aEnd; i++) {
      if (!movable('a', i)) continue;
      const list = deletedByKey.get(aIds[i]);
      if (list) list.push(i);
      else deletedByKey.set(aIds[i], [i]);
    }
  }
  const movedFrom = new Set<number>();
  const movedTo = new Map<number, number>(); // b index -> a index
  if (deletedByKey.size) {
    for (const op of ops) {
      if (op.kind !== 'insert') continue;
      for (let j = op.bStart; j < op.bEnd; j++) {
        const list = deletedByKey.get(bIds[j]);
        if (!list?.length || !movable('b', j)) continue;
        const i = list.shift()!;
        movedFrom.add(i);
        movedTo.set(j, i);
      }
    }
  }

  const alignment: Alignment[] = [];
  const leftoverDeleted: number[] = [];
  const leftoverInserted: number[] = [];
  let gapDeleted: number[] = [];
  let gapInserted: number[] = [];
  let gapMoves: Alignment[] = [];
  const flushGap = () => {
    const items = gapDeleted.length || gapInserted.length ? pairGap(gapDeleted, gapInserted) : [];
    let move = 0;
    for (const item of items) {
      if (item.kind !== 'deleted')
        while (move < gapMoves.length && (gapMoves[move] as { b: number }).b < item.b) alignment.push(gapMoves[move++]);
      alignment.push(item);
      if (item.kind === 'deleted') leftoverDeleted.push(item.a);
      if (item.kind === 'inserted') leftoverInserted.push(item.b);
    }
    while (move < gapMoves.length) alignment.push(gapMoves[move++]);
    gapDeleted = [];
    gapInserted = [];
    gapMoves = [];
  };
  for (const op of ops) {
    if (op.kind === 'equal') {
      flushGap();
      for (let k = 0; k < op.aEnd - op.aStart; k++)
        alignment.push({ kind: 'equal', a: op.aStart + k, b: op.bStart + k });
    } else if (op.kind === 'delete') {
      for (let i = op.aStart; i < op.aEnd; i++) if (!movedFrom.has(i)) gapDeleted.push(i);
    } else {
      for (let j = op.bStart; j < op.bEnd; j++) {
        const from = movedTo.get(j);
        if (from === undefined) gapInserted.push(j);
        else gapMoves.push({ kind: 'moved', a: from, b: j, identical: true });
      }
    }
  }
  flushGap();
  return { alignment, leftoverDeleted, leftoverInserted };
}

/**
 * Where a moved item's origin lies in the target: before the target item aligned with the first
 * source item after it that stayed in place (equal or paired).
 */
export function originAnchor(alignment: readonly Alignment[], sourceIndex: number, length: number): number {
  let best = length;
  let bestA = Infinity;
  for (const item of alignment) {
    if ((item.kind === 'equal' || item.kind === 'paired') && item.a > sourceIndex && item.a < bestA) {
      bestA = item.a;
      best = item.b;
    }
  }
  return best;
}

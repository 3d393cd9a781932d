import { diffArrays } from 'diff';

/**
 * Aligns two sequences of interned keys (equal number = equal item) into runs of equal, deleted
 * and inserted items. Common prefix and suffix are trimmed first, so documents that are mostly
 * equal cost close to linear time; the middle goes to jsdiff's Myers diff, bounded by an edit
 * budget so that two unrelated inputs degrade to "all replaced" instead of quadratic work.
 */

export interface SequenceOp {
  kind: 'equal' | 'delete' | 'insert';
  /** Half-open range in the first sequence (empty for inserts). */
  aStart: number;
  aEnd: number;
  /** Half-open range in the second sequence (empty for deletes). */
  bStart: number;
  bEnd: number;
}

/** Most edits Myers may explore before giving up and calling the middle a replacement. */
const MAX_EDIT_LENGTH = 4000;

export function alignSequences(a: ArrayLike<number>, b: ArrayLike<number>): SequenceOp[] {
  let prefix = 0;
  const minLength = Math.min(a.length, b.length);
  while (prefix < minLength && a[prefix] === b[prefix]) prefix++;
  let suffix = 0;
  while (suffix < minLength - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) {
    suffix++;
  }
  const ops: SequenceOp[] = [];
  const push = (op: SequenceOp) => {
    if (op.aEnd - op.aStart === 0 && op.bEnd - op.bStart === 0) return;
    const last = ops[ops.length - 1];
    if (last && last.kind === op.kind) {
      last.aEnd = op.aEnd;
      last.bEnd = op.bEnd;
      return;
    }
    ops.push(op);
  };
  push({ kind: 'equal', aStart: 0, aEnd: prefix, bStart: 0, bEnd: prefix });
  const aMidEnd = a.length - suffix;
  const bMidEnd = b.length - suffix;
  alignMiddle(a, b, prefix, aMidEnd, prefix, bMidEnd, push);
  push({ kind: 'equal', aStart: aMidEnd, aEnd: a.length, bStart: bMidEnd, bEnd: b.length });
  return ops;
}

function alignMiddle(
  a: ArrayLike<number>,
  b: ArrayLike<number>,
  aStart: number,
  aEnd: number,
  bStart: number,
  bEnd: number,
  push: (op: SequenceOp) => void,
): void {
  if (aStart === aEnd || bStart === bEnd) {
    push({ kind: 'delete', aStart, aEnd, bStart, bEnd: bStart });
    push({ kind: 'insert', aStart: aEnd, aEnd, bStart, bEnd });
    return;
  }
  const aMid = Array.prototype.slice.call(a, aStart, aEnd) as number[];
  const bMid = Array.prototype.slice.call(b, bStart, bEnd) as number[];
  const parts = diffArrays(aMid, bMid, { maxEditLength: MAX_EDIT_LENGTH });
  if (!parts) {
    alignByUniqueAnchors(a, b, aStart, aEnd, bStart, bEnd, push);
    return;
  }
  let i = aStart;
  let j = bStart;
  for (const part of parts) {
    const n = part.count ?? part.value.length;
    if (part.added) {
      push({ kind: 'insert', aStart: i, aEnd: i, bStart: j, bEnd: j + n });
      j += n;
    } else if (part.removed) {
      push({ kind: 'delete', aStart: i, aEnd: i + n, bStart: j, bEnd: j });
      i += n;
    } else {
      push({ kind: 'equal', aStart: i, aEnd: i + n, bStart: j, bEnd: j + n });
      i += n;
      j += n;
    }
  }
}

/**
 * Fallback for very different middles: patience-style anchors (keys that occur exactly once on
 * each side, in increasing order on both) split the problem; what lies between anchors is
 * called replaced. Linearithmic, and still finds the equal paragraphs of reordered documents.
 */
function alignByUniqueAnchors(
  a: ArrayLike<number>,
  b: ArrayLike<number>,
  aStart: number,
  aEnd: number,
  bStart: number,
  bEnd: number,
  push: (op: SequenceOp) => void,
): void {
  const countA = new Map<number, number>();
  const countB = new Map<number, number>();
  const posB = new Map<number, number>();
  for (let i = aStart; i < aEnd; i++) countA.set(a[i], (countA.get(a[i]) ?? 0) + 1);
  for (let j = bStart; j < bEnd; j++) {
    countB.set(b[j], (countB.get(b[j]) ?? 0) + 1);
    posB.set(b[j], j);
  }
  const pairs: [number, number][] = [];
  for (let i = aStart; i < aEnd; i++) {
    if (countA.get(a[i]) === 1 && countB.get(a[i]) === 1) pairs.push([i, posB.get(a[i])!]);
  }
  const anchors = longestIncreasingByB(pairs);
  let i = aStart;
  let j = bStart;
  for (const [ai, bj] of anchors) {
    push({ kind: 'delete', aStart: i, aEnd: ai, bStart: j, bEnd: j });
    push({ kind: 'insert', aStart: ai, aEnd: ai, bStart: j, bEnd: bj });
    push({ kind: 'equal', aStart: ai, aEnd: ai + 1, bStart: bj, bEnd: bj + 1 });
    i = ai + 1;
    j = bj + 1;
  }
  push({ kind: 'delete', aStart: i, aEnd, bStart: j, bEnd: j });
  push({ kind: 'insert', aStart: aEnd, aEnd, bStart: j, bEnd });
}

function longestIncreasingByB(pairs: [number, number][]): [number, number][] {
  const tails: number[] = [];
  const previous = new Array<number>(pairs.length).fill(-1);
  for (let k = 0; k < pairs.length; k++) {
    const value = pairs[k][1];
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (pairs[tails[mid]][1] < value) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[k] = tails[lo - 1];
    tails[lo] = k;
  }
  const result: [number, number][] = [];
  for (let k = tails.length ? tails[tails.length - 1] : -1; k >= 0; k = previous[k]) result.push(pairs[k]);
  return result.reverse();
}

/** Maps strings to small integers so sequences compare by number. */
export class Interner {
  private readonly ids = new Map<string, number>();
  id(key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(key, id);
    }
    return id;
  }
}

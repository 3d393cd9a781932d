/**
 * Aligns two sequences of interned keys (equal number = equal item) into runs of equal, deleted
 * and inserted items. Common prefix and suffix are trimmed first, so documents that are mostly
 * equal cost close to linear time; the middle goes to Myers' diff (`myersDiff`, jsdiff's
 * algorithm), bounded by an edit budget so that two unrelated inputs degrade to "all replaced"
 * instead of quadratic work.
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
export const MAX_EDIT_LENGTH = 4000;

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
  const parts = myersDiff(a, b, aStart, aEnd, bStart, bEnd, MAX_EDIT_LENGTH);
  if (!parts) {
    alignByUniqueAnchors(a, b, aStart, aEnd, bStart, bEnd, push);
    return;
  }
  let i = aStart;
  let j = bStart;
  for (let k = 0; k < parts.length; k += 2) {
    const n = parts[k + 1];
    if (parts[k] === INSERTED) {
      push({ kind: 'insert', aStart: i, aEnd: i, bStart: j, bEnd: j + n });
      j += n;
    } else if (parts[k] === DELETED) {
      push({ kind: 'delete', aStart: i, aEnd: i + n, bStart: j, bEnd: j });
      i += n;
    } else {
      push({ kind: 'equal', aStart: i, aEnd: i + n, bStart: j, bEnd: j + n });
      i += n;
      j += n;
    }
  }
}

const EQUAL = 0;
const INSERTED = 1;
const DELETED = 2;

/**
 * Myers' O(ND) diff of a[aStart..aEnd) against b[bStart..bEnd): the runs as (kind, length)
 * pairs, or undefined when more than `maxEditLength` edits would be needed. It is jsdiff's
 * `diffArrays` (diff 9.0, `Diff.diffWithOptionsObj`) step for step, so every tie between equally
 * short scripts is broken as before, with its path records in typed arrays instead of an object
 * per step: a command runs this before V8 optimises it, where jsdiff's allocations, closures
 * and option lookups cost the block alignment of a 330-page document about 10 ms. The tests
 * compare the two on random sequences.
 */
export function myersDiff(
  a: ArrayLike<number>,
  b: ArrayLike<number>,
  aStart: number,
  aEnd: number,
  bStart: number,
  bEnd: number,
  maxEditLength: number,
): number[] | undefined {
  const oldLen = aEnd - aStart;
  const newLen = bEnd - bStart;
  const maxEdit = Math.min(maxEditLength, oldLen + newLen);
  // Components (a run of one kind) form linked lists from each path's last component back.
  let componentCount = new Int32Array(256);
  let componentKind = new Uint8Array(256);
  let componentPrevious = new Int32Array(256);
  let components = 0;
  const component = (count: number, kind: number, previous: number): number => {
    if (components === componentCount.length) {
      const size = components * 2;
      const grownCount = new Int32Array(size);
      grownCount.set(componentCount);
      componentCount = grownCount;
      const grownKind = new Uint8Array(size);
      grownKind.set(componentKind);
      componentKind = grownKind;
      const grownPrevious = new Int32Array(size);
      grownPrevious.set(componentPrevious);
      componentPrevious = grownPrevious;
    }
    componentCount[components] = count;
    componentKind[components] = kind;
    componentPrevious[components] = previous;
    return components++;
  };
  // The best path on each diagonal (old position minus new position): its old position and last
  // component; a path that does not exist has old position NONE.
  const NONE = -2;
  const offset = maxEdit + 1;
  const pathOld = new Int32Array(2 * maxEdit + 3).fill(NONE);
  const pathLast = new Int32Array(2 * maxEdit + 3).fill(-1);
  // Follows equal items from a path's end; returns the new position, updates the path in place.
  let baseOld = -1;
  let baseLast = -1;
  const extractCommon = (diagonal: number): number => {
    let oldPos = baseOld;
    let newPos = oldPos - diagonal;
    let common = 0;
    while (newPos + 1 < newLen && oldPos + 1 < oldLen && a[aStart + oldPos + 1] === b[bStart + newPos + 1]) {
      newPos++;
      oldPos++;
      common++;
    }
    if (common) baseLast = component(common, EQUAL, baseLast);
    baseOld = oldPos;
    return newPos;
  };
  const build = (last: number): number[] => {
    const reversed: number[] = [];
    for (let k = last; k >= 0; k = componentPrevious[k]) reversed.push(k);
    const parts: number[] = [];
    for (let k = reversed.length - 1; k >= 0; k--) parts.push(componentKind[reversed[k]], componentCount[reversed[k]]);
    return parts;
  };

  baseOld = -1;
  baseLast = -1;
  let newPos = extractCommon(0);
  if (baseOld + 1 >= oldLen && newPos + 1 >= newLen) return build(baseLast);
  pathOld[offset] = baseOld;
  pathLast[offset] = baseLast;
  let minDiagonal = -Infinity;
  let maxDiagonal = Infinity;
  for (let editLength = 1; editLength <= maxEdit; editLength++) {
    const last = Math.min(maxDiagonal, editLength);
    for (let diagonal = Math.max(minDiagonal, -editLength); diagonal <= last; diagonal += 2) {
      const removeOld = pathOld[offset + diagonal - 1];
      const removeLast = pathLast[offset + diagonal - 1];
      const addOld = pathOld[offset + diagonal + 1];
      const addLast = pathLast[offset + diagonal + 1];
      if (removeOld !== NONE) pathOld[offset + diagonal - 1] = NONE;
      let canAdd = false;
      if (addOld !== NONE) {
        const addNewPos = addOld - diagonal;
        canAdd = 0 <= addNewPos && addNewPos < newLen;
      }
      const canRemove = removeOld !== NONE && removeOld + 1 < oldLen;
      if (!canAdd && !canRemove) {
        pathOld[offset + diagonal] = NONE;
        continue;
      }
      // Branch from the path that has come furthest in the old sequence (an insertion on a tie).
      let kind: number;
      if (!canRemove || (canAdd && removeOld < addOld)) {
        baseOld = addOld;
        baseLast = addLast;
        kind = INSERTED;
      } else {
        baseOld = removeOld + 1;
        baseLast = removeLast;
        kind = DELETED;
      }
      if (baseLast >= 0 && componentKind[baseLast] === kind)
        baseLast = component(componentCount[baseLast] + 1, kind, componentPrevious[baseLast]);
      else baseLast = component(1, kind, baseLast);
      newPos = extractCommon(diagonal);
      if (baseOld + 1 >= oldLen && newPos + 1 >= newLen) return build(baseLast);
      pathOld[offset + diagonal] = baseOld;
      pathLast[offset + diagonal] = baseLast;
      if (baseOld + 1 >= oldLen) maxDiagonal = Math.min(maxDiagonal, diagonal - 1);
      if (newPos + 1 >= newLen) minDiagonal = Math.max(minDiagonal, diagonal + 1);
    }
  }
  return undefined;
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

/** Keys longer than this are looked up by a sample of their characters first (Interner). */
const LONG_KEY = 96;
/** Long keys sharing one sample before the sample is given up for a full hash. */
const MAX_SAMPLE_SHARERS = 8;

/**
 * Maps strings to small integers so sequences compare by number (the first key met is 0, the
 * next new one 1, …). Block keys are whole paragraphs: hashing every character of each (V8
 * hashes a string when it is first used as a Map key, a few ns a character) cost a 330-page
 * pair several ms. A long key is therefore looked up by its length and a few slices of it, and
 * told apart from other keys with that sample by comparing the strings, which is much faster
 * than hashing them; a sample many keys share falls back to hashing in full.
 */
export class Interner {
  private readonly ids = new Map<string, number>();
  /** Long keys by sample; null once too many shared the sample (then they are in `ids`). */
  private readonly sampled = new Map<string, { prefix: string; key: string; id: number }[] | null>();
  private count = 0;

  /**
   * The id of `prefix + key`, the same as if they were joined first. A short prefix (a block
   * kind) is passed apart so that a long key is never copied into a joined string, which slicing
   * it for the sample would do.
   */
  id(key: string, prefix = ''): number {
    const length = prefix.length + key.length;
    if (length <= LONG_KEY) return this.fullId(prefix + key);
    // 16-character slices of the joined string, read from its two parts.
    const at = (start: number) =>
      start < prefix.length
        ? prefix.slice(start, start + 16) + key.slice(0, Math.max(0, start + 16 - prefix.length))
        : key.slice(start - prefix.length, start - prefix.length + 16);
    const third = Math.floor(length / 3);
    const sample = `${length}\u0000${at(0)}${at(third)}${at(2 * third)}${at(length - 16)}`;
    const sharers = this.sampled.get(sample);
    if (sharers === null) return this.fullId(prefix + key);
    if (sharers) {
      for (const entry of sharers) {
        if (entry.prefix === prefix ? entry.key === key : entry.prefix + entry.key === prefix + key) return entry.id;
      }
      if (sharers.length >= MAX_SAMPLE_SHARERS) {
        for (const entry of sharers) this.ids.set(entry.prefix + entry.key, entry.id);
        this.sampled.set(sample, null);
        return this.fullId(prefix + key);
      }
    }
    const id = this.count++;
    if (sharers) sharers.push({ prefix, key, id });
    else this.sampled.set(sample, [{ prefix, key, id }]);
    return id;
  }

  private fullId(key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.count++;
      this.ids.set(key, id);
    }
    return id;
  }
}

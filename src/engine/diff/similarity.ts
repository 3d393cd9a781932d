import type { Interner } from './sequence';
import { alignSequences, MAX_EDIT_LENGTH } from './sequence';
import { sharedCut, wordsOf } from './tokens';

/**
 * How alike two texts are, from 0 (nothing shared) to 1 (same words in the same order):
 * twice the number of words in their longest common subsequence over the total word count.
 * Ordered matching keeps two unrelated paragraphs of ordinary prose (which share many
 * function words, but not in order) well below the pairing threshold.
 */
export function orderedWordSimilarity(
  a: readonly string[],
  b: readonly string[],
  interner: Interner,
  minimum = 0.1,
): number {
  if (a.length === 0 && b.length === 0) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  // The bag similarity bounds the ordered one from above: below the minimum, skip the LCS.
  if (bagSimilarity(a, b) < minimum) return 0;
  return commonShare(
    a.map((w) => interner.id(w)),
    b.map((w) => interner.id(w)),
  );
}

/**
 * orderedWordSimilarity of words already interned (one interner for both sides, so equal ids
 * are equal words): for callers that measure one block against many, which intern each block
 * once instead of once per pair.
 */
export function orderedIdSimilarity(a: readonly number[], b: readonly number[], minimum = 0.1): number {
  if (a.length === 0 && b.length === 0) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  // No more words can be shared than the shorter side has: texts of very different lengths are
  // told apart without counting their words (the bag similarity is at most this).
  if ((2 * Math.min(a.length, b.length)) / (a.length + b.length) < minimum) return 0;
  if (bagSimilarity(a, b) < minimum) return 0;
  return commonShare(a, b);
}

/** Twice the length of the longest common subsequence over the total length. */
function commonShare(a: readonly number[], b: readonly number[]): number {
  let common = 0;
  for (const op of alignSequences(a, b)) if (op.kind === 'equal') common += op.aEnd - op.aStart;
  return (2 * common) / (a.length + b.length);
}

/** Dice coefficient of the two word multisets: a cheap upper bound of the ordered similarity. */
export function bagSimilarity<T extends string | number>(a: readonly T[], b: readonly T[]): number {
  if (a.length === 0 && b.length === 0) return 1;
  const counts = new Map<T, number>();
  for (const w of a) counts.set(w, (counts.get(w) ?? 0) + 1);
  let shared = 0;
  for (const w of b) {
    const c = counts.get(w);
    if (c) {
      shared++;
      counts.set(w, c - 1);
    }
  }
  return (2 * shared) / (a.length + b.length);
}

/**
 * The lowest similarity at which two blocks are paired as "modified" rather than reported as a
 * deletion and an insertion. SensitivityOfComparison 0..100 (API default 75 → 0.30): a more
 * sensitive comparison pairs less similar blocks and shows their word-level differences.
 */
export function pairingThreshold(sensitivity: number): number {
  const s = Math.min(100, Math.max(0, sensitivity));
  return Math.min(0.95, Math.max(0.05, 1 - s / 100)) + 0.05;
}

/**
 * Whether two texts are surely at least `threshold` alike (orderedIdSimilarity of their words),
 * told from the words of their shared start and end without listing them: every word there is
 * common to both, in order, so with C of them and M more in the two middles the similarity is
 * at least 2C / (2C + M). Each white-space-delimited chunk holding an ASCII letter or digit is at
 * least one word, so counting those chunks is enough, and only until there are enough. False
 * means "not sure": the caller measures.
 */
export function surelySimilar(a: string, b: string, threshold: number): boolean {
  const { start, aEnd, bEnd } = sharedCut(a, b);
  const middleWords = wordsOf(a.slice(start, aEnd)).length + wordsOf(b.slice(start, bEnd)).length;
  // Past the sequence diff's edit budget its similarity is no longer the longest common one.
  if (middleWords > MAX_EDIT_LENGTH) return false;
  // 2C / (2C + M) > t  ⇔  C > M t / (2 (1 − t)); a margin keeps rounding out of it.
  const target = threshold + 1e-6;
  if (target >= 1) return false;
  const needed = Math.floor((middleWords * target) / (2 * (1 - target))) + 1;
  let found = countWordChunks(a, 0, start, needed);
  if (found < needed) found += countWordChunks(a, aEnd, a.length, needed - found);
  return found >= needed;
}

/** White-space-delimited chunks of text[from, to) that hold an ASCII letter or digit, up to `enough`. */
function countWordChunks(text: string, from: number, to: number, enough: number): number {
  let count = 0;
  let counted = false;
  for (let k = from; k < to && count < enough; k++) {
    const c = text.charCodeAt(k);
    if (c < 128 ? c === 32 || (c >= 9 && c <= 13) : SPACE.test(text[k])) counted = false;
    else if (!counted && ((c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122))) {
      count++;
      counted = true;
    }
  }
  return count;
}

const SPACE = /\s/;

import type { Interner } from './sequence';
import { alignSequences } from './sequence';

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

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
  const ai = a.map((w) => interner.id(w));
  const bi = b.map((w) => interner.id(w));
  let common = 0;
  for (const op of alignSequences(ai, bi)) if (op.kind === 'equal') common += op.aEnd - op.aStart;
  return (2 * common) / (a.length + b.length);
}

/** Dice coefficient of the two word multisets: a cheap upper bound of the ordered similarity. */
export function bagSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 && b.length === 0) return 1;
  const counts = new Map<string, number>();
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

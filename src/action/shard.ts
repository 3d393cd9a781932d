import type { Shard } from './inputs';

/**
 * Splitting a large pull request over a job matrix: shard i of n takes every n-th document of
 * the sorted list, so each job gets a similar mix; the merge job joins the parts again.
 */

export function shardDocuments<T extends { newPath: string }>(documents: readonly T[], shard: Shard | undefined): T[] {
  const sorted = [...documents].sort((a, b) => (a.newPath < b.newPath ? -1 : a.newPath > b.newPath ? 1 : 0));
  if (!shard) return sorted;
  return sorted.filter((_, index) => index % shard.count === shard.index - 1);
}

export function partName(artifactName: string, shard: Shard): string {
  return `${artifactName}-part-${shard.index}-of-${shard.count}`;
}

export function partPrefix(artifactName: string): string {
  return `${artifactName}-part-`;
}

/** The shard numbers missing from a set of part names (all parts of one `n`). */
export function missingParts(names: readonly string[], artifactName: string): { count?: number; missing: number[] } {
  const found = new Map<number, Set<number>>();
  for (const name of names) {
    const match = new RegExp(`^${escapeRegExp(partPrefix(artifactName))}(\\d+)-of-(\\d+)$`).exec(name);
    if (!match) continue;
    const count = Number(match[2]);
    if (!found.has(count)) found.set(count, new Set());
    found.get(count)!.add(Number(match[1]));
  }
  if (!found.size) return { missing: [] };
  const [count, indexes] = [...found].sort((a, b) => b[1].size - a[1].size)[0];
  const missing: number[] = [];
  for (let i = 1; i <= count; i++) if (!indexes.has(i)) missing.push(i);
  return { count, missing };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

import type { ChangeSide, EngineChange } from '../../diff/types';

/** A table on one side of a change list: its story and block path. */
export interface TableAt {
  story: string;
  blockPath: readonly number[];
  rows: number;
}

/**
 * Which source row each target row of a table came from, for writers that put whole columns
 * back: the rows the change list does not call inserted or deleted, in order. Undefined when the
 * counts disagree (the list is not the one the diff made for these tables).
 */
export function keptRowPairs(
  changes: readonly EngineChange[],
  source: TableAt,
  target: TableAt,
): [number, number][] | undefined {
  const rowOf = (at: ChangeSide | undefined, table: TableAt) =>
    at &&
    at.story === table.story &&
    at.blockPath.length === table.blockPath.length + 1 &&
    table.blockPath.every((value, k) => at.blockPath[k] === value)
      ? at.blockPath[table.blockPath.length]
      : undefined;
  const deleted = new Set<number>();
  const inserted = new Set<number>();
  for (const change of changes) {
    if (change.unit !== 'row') continue;
    const a = change.kind === 'Deleted' ? rowOf(change.source, source) : undefined;
    const b = change.kind === 'Inserted' ? rowOf(change.target, target) : undefined;
    if (a !== undefined) deleted.add(a);
    if (b !== undefined) inserted.add(b);
  }
  const kept = Array.from({ length: source.rows }, (_, k) => k).filter((k) => !deleted.has(k));
  const arrived = Array.from({ length: target.rows }, (_, k) => k).filter((k) => !inserted.has(k));
  if (kept.length !== arrived.length) return undefined;
  return kept.map((a, k) => [a, arrived[k]]);
}

import type { ChangeInfoRecord } from '../engine/changeinfo';
import { legendOf } from './legend';

/** Counts of changes by ChangeInfo Type, in order of first appearance (the order people read). */
export function countsByType(changes: readonly ChangeInfoRecord[]): [type: string, count: number][] {
  const counts = new Map<string, number>();
  for (const change of changes) counts.set(change.Type, (counts.get(change.Type) ?? 0) + 1);
  return [...counts];
}

/** `8 changes (3 modified, 3 inserted, 1 moved, 1 style)`, or `no changes`. */
export function summarize(changes: readonly ChangeInfoRecord[]): string {
  if (!changes.length) return 'no changes';
  const parts = countsByType(changes).map(([type, n]) => `${n} ${typeLabel(type)}`);
  return `${changes.length} change${changes.length === 1 ? '' : 's'} (${parts.join(', ')})`;
}

/**
 * What the API's PageNumber counts in a file, by its name: a workbook's "pages" are its sheets and
 * a presentation's its slides, and calling them pages misleads.
 */
export function pageUnit(path: string): 'page' | 'sheet' | 'slide' {
  if (/\.(xlsx|xlsm|xltx|xltm|ods|ots|fods|csv|tsv|tab)$/i.test(path)) return 'sheet';
  if (/\.(pptx|pptm|potx|potm|odp|otp|fodp)$/i.test(path)) return 'slide';
  return 'page';
}

/** What a change type is called wherever people read it (`StyleChanged` → `style`): the legend's label. */
export function typeLabel(type: string): string {
  return legendOf(type).label;
}

/** A style change as a person reads it: `Bold false → true`. */
export function describeStyleChanges(change: ChangeInfoRecord): string {
  return change.StyleChangeInfo.map(
    (s) => `${s.ChangedProperty} ${s.OldValue || '(none)'} → ${s.NewValue || '(none)'}`,
  ).join(', ');
}

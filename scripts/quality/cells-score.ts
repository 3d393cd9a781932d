/**
 * Scores table changes against the truth of ./cells-corpus.ts, per edit class.
 *
 * A reported change matches a true edit when its kind and unit fit the class and its text is
 * the edit's: a cell edit needs a Modified cell with the old and new text; a row or column
 * edit needs a change of that unit and kind (Inserted, Deleted, Moved) holding at least 80% of
 * the edit's values; a rename needs the sheet's old and new name. An edit is found when some
 * change matches it; every matching change is correct (several may cover one edit, and the
 * reported/true ratio shows it). A change that matches nothing is a false positive, charged to
 * the class its kind and unit suggest.
 */
import { CELL_CLASSES, type CellClass, type CellTruthEdit } from './cells-corpus';

/** A change as both tools report it. */
export interface TableChange {
  kind: string;
  unit: string;
  text: string;
  targetText: string;
}

export interface ClassCounts {
  edits: number;
  found: number;
  reported: number;
  correct: number;
}

export type CellsReport = Record<
  CellClass | 'overall',
  ClassCounts & { recall: number; precision: number; f1: number; ratio: number }
>;

const splitValues = (text: string) =>
  text
    .split(/ \| |\n/)
    .map((v) => v.trim())
    .filter((v) => v !== '' && v !== '…');

function coverage(edit: string[], reported: string): number {
  if (edit.length === 0) return 0;
  const bag = new Map<string, number>();
  for (const v of splitValues(reported)) bag.set(v, (bag.get(v) ?? 0) + 1);
  let hit = 0;
  for (const v of edit) {
    const n = bag.get(v);
    if (n) {
      hit++;
      bag.set(v, n - 1);
    }
  }
  // Long columns are summarised (first 50 values): judge on what fits.
  return hit / Math.min(edit.length, 50);
}

export function matches(edit: CellTruthEdit, change: TableChange): boolean {
  switch (edit.class) {
    case 'cell edit':
      return (
        change.unit === 'cell' &&
        change.kind === 'Modified' &&
        change.text === edit.old &&
        change.targetText === edit.new
      );
    case 'sheet rename':
      return (
        change.unit === 'story' &&
        change.kind === 'Modified' &&
        change.text === edit.old &&
        change.targetText === edit.new
      );
    default: {
      const [unit, what] = edit.class.split(' ');
      const kind = what === 'insert' ? 'Inserted' : what === 'delete' ? 'Deleted' : 'Moved';
      if (change.unit !== unit || change.kind !== kind) return false;
      return coverage(edit.values ?? [], kind === 'Deleted' ? change.text : change.targetText) >= 0.8;
    }
  }
}

function chargedClass(change: TableChange): CellClass | undefined {
  if (change.unit === 'cell') return 'cell edit';
  if (change.unit === 'story') return 'sheet rename';
  if (change.unit === 'row' || change.unit === 'column') {
    const what = change.kind === 'Inserted' ? 'insert' : change.kind === 'Deleted' ? 'delete' : 'move';
    return `${change.unit} ${what}` as CellClass;
  }
  return undefined;
}

export function scoreCells(items: { edits: CellTruthEdit[]; changes: TableChange[] }[]): {
  report: CellsReport;
  perPair: { missed: CellTruthEdit[]; extra: TableChange[] }[];
} {
  const counts = new Map<string, ClassCounts>();
  const count = (name: string) => {
    let c = counts.get(name);
    if (!c) counts.set(name, (c = { edits: 0, found: 0, reported: 0, correct: 0 }));
    return c;
  };
  const perPair: { missed: CellTruthEdit[]; extra: TableChange[] }[] = [];
  for (const { edits, changes } of items) {
    const found = new Set<CellTruthEdit>();
    const extra: TableChange[] = [];
    for (const change of changes) {
      const edit = edits.find((e) => !found.has(e) && matches(e, change)) ?? edits.find((e) => matches(e, change));
      if (edit) {
        found.add(edit);
        count(edit.class).reported++;
        count(edit.class).correct++;
      } else {
        extra.push(change);
        count(chargedClass(change) ?? 'unattributed').reported++;
      }
    }
    for (const edit of edits) {
      count(edit.class).edits++;
      if (found.has(edit)) count(edit.class).found++;
    }
    perPair.push({ missed: edits.filter((e) => !found.has(e)), extra });
  }
  const report = {} as CellsReport;
  const total: ClassCounts = { edits: 0, found: 0, reported: 0, correct: 0 };
  for (const name of [...CELL_CLASSES, 'unattributed']) {
    const c = counts.get(name) ?? { edits: 0, found: 0, reported: 0, correct: 0 };
    total.edits += c.edits;
    total.found += c.found;
    total.reported += c.reported;
    total.correct += c.correct;
    if (name !== 'unattributed') report[name as CellClass] = withRates(c);
  }
  report.overall = withRates(total);
  return { report, perPair };
}

function withRates(c: ClassCounts) {
  const recall = c.edits ? c.found / c.edits : 1;
  const precision = c.reported ? c.correct / c.reported : 1;
  const f1 = recall + precision ? (2 * recall * precision) / (recall + precision) : 0;
  return { ...c, recall, precision, f1, ratio: c.edits ? c.reported / c.edits : 0 };
}

import { describe, expect, it } from 'vitest';
import type { ChangeSide, EngineChange } from '../../../src/engine/diff/types';
import { classifyDifferences } from '../../../src/engine/merge/classify';

/** Changes as the diff core reports them, reduced to what classification reads. */
const at = (path: number[], start?: number, end?: number): ChangeSide => ({
  story: 'body',
  blockPath: path,
  start,
  end,
});
const change = (
  kind: EngineChange['kind'],
  unit: EngineChange['unit'],
  source?: ChangeSide,
  target?: ChangeSide,
): EngineChange => ({ kind, unit, source, target, text: '', targetText: '', place: '' });

describe('classifyDifferences (source = one branch, target = the other)', () => {
  it('gives a difference to the side whose base diff touched that range, and conflicts when both did', () => {
    const sourceChanges = [change('Modified', 'text', at([3], 10, 14), at([3], 10, 15))];
    const targetChanges = [
      change('Modified', 'text', at([3], 40, 44), at([3], 40, 46)),
      change('Modified', 'text', at([5], 0, 4), at([5], 0, 6)),
    ];
    const between = [
      change('Modified', 'text', at([3], 10, 15), at([3], 10, 14)), // the source's word
      change('Modified', 'text', at([3], 41, 45), at([3], 40, 46)), // the target's word in the same paragraph
      change('Modified', 'text', at([5], 0, 4), at([5], 0, 6)), // the target's other paragraph
    ];
    expect(classifyDifferences(sourceChanges, targetChanges, between)).toEqual(['source', 'target', 'target']);
    // Both touched the same range: a conflict; touching ranges count as overlapping.
    const clash = [change('Modified', 'text', at([3], 12, 15), at([3], 42, 46))];
    expect(classifyDifferences(sourceChanges, targetChanges, clash)).toEqual(['conflict']);
  });

  it('content only one side has: added by it, removed by the other, or removed against an edit', () => {
    const sourceInserted = [change('Inserted', 'paragraph', undefined, at([4]))];
    const sourceEdited = [change('Modified', 'text', at([4], 0, 3), at([4], 0, 5))];
    const onlyInSource = [change('Deleted', 'paragraph', at([4]), undefined)];
    expect(classifyDifferences(sourceInserted, [], onlyInSource)).toEqual(['source']);
    expect(classifyDifferences([], [], onlyInSource)).toEqual(['target']);
    expect(classifyDifferences(sourceEdited, [], onlyInSource)).toEqual(['conflict']);
    // A row of a table: the table's path is a prefix of the cell's.
    const rowInserted = [change('Inserted', 'row', undefined, at([2, 3]))];
    expect(classifyDifferences([], rowInserted, [change('Inserted', 'row', undefined, at([2, 3]))])).toEqual([
      'target',
    ]);
  });

  it('matches moves with moves and text with text, so a move on one side and an edit on the other both hold', () => {
    const sourceMoved = [change('Moved', 'paragraph', at([1]), at([6]))];
    const targetEdited = [change('Modified', 'text', at([1], 5, 9), at([1], 5, 8))];
    const between = [
      change('Moved', 'paragraph', at([6]), at([1])),
      change('Modified', 'text', at([6], 5, 9), at([1], 5, 8)),
    ];
    expect(classifyDifferences(sourceMoved, targetEdited, between)).toEqual(['source', 'target']);
  });

  it('a difference neither side’s base diff explains is a conflict, never a silent choice', () => {
    expect(classifyDifferences([], [], [change('Modified', 'text', at([7], 0, 3), at([7], 0, 4))])).toEqual([
      'conflict',
    ]);
  });
});

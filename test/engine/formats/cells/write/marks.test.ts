import { describe, expect, it } from 'vitest';
import type { EngineChange } from '../../../../../src/engine/diff/types';
import type { RowData, SheetData } from '../../../../../src/engine/formats/cells/model';
import { cellMark, commentMark, planMarks } from '../../../../../src/engine/formats/cells/write/marks';
import type { ResultOptions } from '../../../../../src/engine/formats/writer';

function change(fields: Partial<EngineChange> & Pick<EngineChange, 'kind' | 'unit'>): EngineChange {
  return { text: '', targetText: '', place: '', ...fields };
}

const side = (story: string, path: string, row = 0) => ({ story, blockPath: [0, row], locator: { part: 'p', path } });

describe('the marks both spreadsheet writers put on cells', () => {
  it('a cell change names what was there: value, formula or style; a merge marks its top-left cell', () => {
    expect(cellMark(change({ kind: 'Modified', unit: 'cell', text: '3', place: 'S!C1' }), 0, 'C1')).toEqual({
      ref: 'C1',
      kind: 'changed',
      note: '[0] was: 3',
    });
    expect(cellMark(change({ kind: 'Deleted', unit: 'cell', text: '', place: 'S!C1' }), 4, 'C1')).toEqual({
      ref: 'C1',
      kind: 'deleted',
      note: '[4] was: (empty)',
    });
    expect(
      cellMark(change({ kind: 'Modified', unit: 'cell', text: '=A1+B1', place: 'S!C1 formula' }), 1, 'C1')?.note,
    ).toBe('[1] formula was: =A1+B1');
    expect(
      cellMark(
        change({
          kind: 'StyleChanged',
          unit: 'cell',
          place: 'S!B2',
          styleChanges: [{ property: 'bold', oldValue: 'false', newValue: 'true' }],
        }),
        2,
        'B2',
      )?.note,
    ).toBe('[2] style: bold false → true');
    expect(
      cellMark(
        change({
          kind: 'StyleChanged',
          unit: 'cell',
          styleChanges: [{ property: 'style', oldValue: '', newValue: 'merged' }],
        }),
        3,
        'merge:B2:C4',
      ),
    ).toEqual({ ref: 'B2', kind: 'changed', note: '[3] merged (B2:C4)' });
    expect(cellMark(change({ kind: 'Modified', unit: 'cell' }), 0, 'row:3')).toBeUndefined();
    expect(commentMark(change({ kind: 'Inserted', unit: 'text' }), 5, 'comment:D4')).toEqual({
      ref: 'D4',
      kind: 'inserted',
      note: '[5] comment was: (none)',
    });
  });

  it('plans marks, rows put back and the summary list from the options', () => {
    const rows: RowData[] = [0, 1, 2].map(
      (row) => ({ row, cells: [{ col: 0, text: `r${row}`, type: 's', raw: `r${row}` }] }) as RowData,
    );
    const sheet = { name: 'S', rows } as SheetData;
    const changes = [
      change({ kind: 'Modified', unit: 'cell', text: '1', target: side('sheet:S', 'A1') }),
      change({ kind: 'Inserted', unit: 'row', target: side('sheet:S', 'row:1', 1) }),
      change({ kind: 'Deleted', unit: 'row', source: side('sheet:S', 'row:2', 2), anchor: side('sheet:S', 'row:2') }),
      change({ kind: 'Modified', unit: 'cell', text: '2', target: side('sheet:S', 'A2') }),
      change({ kind: 'Deleted', unit: 'story', text: 'Gone', source: side('sheet:Gone', '') }),
    ];
    const options = {
      showInserted: true,
      showDeleted: true,
      summaryPage: false,
      inserted: {},
      deleted: {},
      changed: {},
    } as ResultOptions;
    const putBack: string[] = [];
    const deletedSheets: string[] = [];
    const plan = planMarks(changes, options, {
      sheet: (story) => (story === 'sheet:S' ? sheet : undefined),
      sourceSheet: (story) => (story === 'sheet:S' ? sheet : undefined),
      rows: (s) => s.rows,
      putBackRow: (_s, at, sourceRow, _source, note) => putBack.push(`${at} ${sourceRow.row} ${note}`),
      deletedSheet: (c) => deletedSheets.push(c.text),
    });
    // A2 is both inserted (the row) and changed: it is marked changed, with both notes.
    expect([...plan.marks.bySheet.get(sheet)!]).toEqual([
      ['A1', { kind: 'changed', notes: ['[0] was: 1'] }],
      ['A2', { kind: 'changed', notes: ['[1] inserted row', '[3] was: 2'] }],
    ]);
    expect(putBack).toEqual(['2 2 [2] deleted row 3 of the source']);
    expect(deletedSheets).toEqual(['Gone']);
    expect(plan.summary).toEqual([changes[4]]);
    const hidden = planMarks(
      changes,
      { ...options, showInserted: false, showDeleted: false },
      { sheet: () => sheet, sourceSheet: () => sheet, rows: (s) => s.rows, putBackRow: () => putBack.push('no') },
    );
    expect([...hidden.marks.bySheet.get(sheet)!.keys()]).toEqual(['A1', 'A2']);
    expect(hidden.marks.bySheet.get(sheet)!.get('A2')!.notes).toEqual(['[3] was: 2']);
  });
});

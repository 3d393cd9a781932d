import { describe, expect, it } from 'vitest';
import {
  mapAreaIndexes,
  mapSourceFormula,
  shiftArea,
  shiftAreaList,
  shiftFormula,
  type AxisEdit,
  type IndexMap,
} from '../../../../../src/engine/formats/cells/write/references';

const rowInsert: AxisEdit = { sheet: 'Sheet1', axis: 'row', at: 4, count: 1 };
const rowRemove: AxisEdit = { sheet: 'Sheet1', axis: 'row', at: 4, count: -1 };
const colInsert: AxisEdit = { sheet: 'My Sheet', axis: 'col', at: 2, count: 1 };

describe('reference shifting', () => {
  it('moves areas at or after the edit and keeps those before', () => {
    expect(shiftArea('A4', rowInsert)).toBe('A4');
    expect(shiftArea('A5', rowInsert)).toBe('A6');
    expect(shiftArea('$B$7:C9', rowInsert)).toBe('$B$8:C10');
    expect(shiftArea('A1:B9', rowInsert)).toBe('A1:B10');
    expect(shiftArea('5:7', rowInsert)).toBe('6:8');
    expect(shiftArea('$1:$1', rowInsert)).toBe('$1:$1');
    expect(shiftArea('A:C', rowInsert)).toBe('A:C');
    expect(shiftArea('C:D', colInsert)).toBe('D:E');
    expect(shiftArea('B2:$C$3', colInsert)).toBe('B2:$D$3');
  });

  it('removal shrinks ranges and turns a removed cell into #REF!', () => {
    expect(shiftArea('A5', rowRemove)).toBe('#REF!');
    expect(shiftArea('A6', rowRemove)).toBe('A5');
    expect(shiftArea('A1:A10', rowRemove)).toBe('A1:A9');
    expect(shiftArea('A5:B5', rowRemove)).toBe('#REF!');
    expect(shiftAreaList('A5 B2:C8 D9', rowRemove)).toBe('B2:C7 D8');
  });

  it('formulas: own-sheet and qualified references move, strings, other sheets, names and functions do not', () => {
    expect(shiftFormula('Sheet1!A7+A7', rowInsert, 'Sheet2')).toBe('Sheet1!A8+A7');
    expect(shiftFormula('SUM(A1:A9)*$B$5', rowInsert, 'Sheet1')).toBe('SUM(A1:A10)*$B$6');
    expect(shiftFormula('"A5"&A5&Sheet10!A5', rowInsert, 'Sheet1')).toBe('"A5"&A6&Sheet10!A5');
    expect(shiftFormula("'My Sheet'!A1:B9+'My Sheet'!C1+C1", colInsert, 'Other')).toBe(
      "'My Sheet'!A1:B9+'My Sheet'!D1+C1",
    );
    expect(shiftFormula("'It''s A5'!A5+LOG10(A5)+1.5E+5", { ...rowInsert, sheet: "It's A5" }, 'x')).toBe(
      "'It''s A5'!A6+LOG10(A5)+1.5E+5",
    );
    expect(shiftFormula('Table1[[#This Row],[A5]]+[1]Sheet1!A5+Sheet1:Sheet3!A5', rowInsert, 'Sheet1')).toBe(
      'Table1[[#This Row],[A5]]+[1]Sheet1!A5+Sheet1:Sheet3!A5',
    );
    expect(shiftFormula('SUM(Sheet1!5:7)+Sheet1!$A:$A', rowInsert, undefined)).toBe('SUM(Sheet1!6:8)+Sheet1!$A:$A');
    expect(shiftFormula('(Sheet1!$B$2,Sheet1!$B$5:$B$6)', rowRemove, undefined)).toBe('(Sheet1!$B$2,Sheet1!$B$5:$B$5)');
    expect(shiftFormula('Sheet1!A5*2', rowRemove, undefined)).toBe('Sheet1!#REF!*2');
  });

  it('a range reaching the last row or column keeps its end there when rows or columns are inserted', () => {
    expect(shiftFormula('SUM($B$2:$B$1048576)', rowInsert, 'Sheet1')).toBe('SUM($B$2:$B$1048576)');
    expect(shiftFormula('SUM($B$6:$B$1048576)', rowInsert, 'Sheet1')).toBe('SUM($B$7:$B$1048576)');
    expect(shiftAreaList('B2:B1048576 A9', rowInsert)).toBe('B2:B1048576 A10');
    expect(shiftArea('B1048576:B6', rowInsert)).toBe('B1048576:B7');
    expect(shiftArea('D1:XFD4', colInsert)).toBe('E1:XFD4');
    expect(shiftArea('A1:XFD4', colInsert)).toBe('A1:XFD4');
    // What is pushed off the sheet whole is gone.
    expect(shiftArea('A1048576', rowInsert)).toBe('#REF!');
    expect(shiftArea('XFD1:XFD9', colInsert)).toBe('#REF!');
    // Insert then remove: clamped at the insertion, shrunk by the removal.
    expect(shiftArea('B2:B1048576', [rowInsert, { ...rowRemove, at: 9 }])).toBe('B2:B1048575');
  });
});

describe('carrying source formulas into the result', () => {
  // Source rows 0-5; a row inserted on top is kept (everything moves down one), source row 2 was
  // deleted and stays deleted: it has no place in the result.
  const rows: IndexMap = (row) => (row === 2 ? undefined : row < 2 ? row + 1 : row);

  it('maps single cells and range ends, a gone cell to #REF!, a range to the rows that remain', () => {
    expect(mapAreaIndexes('A1', 'row', rows)).toBe('A2');
    expect(mapAreaIndexes('$B$6', 'row', rows)).toBe('$B$6');
    expect(mapAreaIndexes('A3', 'row', rows)).toBe('#REF!');
    expect(mapAreaIndexes('A3:A5', 'row', rows)).toBe('A4:A5');
    expect(mapAreaIndexes('A1:A3', 'row', rows)).toBe('A2:A3');
    expect(mapAreaIndexes('A3:A3', 'row', rows)).toBe('#REF!');
    expect(mapAreaIndexes('A:C', 'row', rows)).toBe('A:C');
    expect(mapAreaIndexes('2:4', 'row', rows)).toBe('3:4');
    expect(mapAreaIndexes('not an area', 'row', rows)).toBeUndefined();
  });

  it('rewrites the areas of the mapped sheets only, columns too', () => {
    const rowMaps = new Map([['S', rows]]);
    const colMaps = new Map<string, IndexMap>([['S', (col) => col + 1]]);
    expect(mapSourceFormula('SUM(A1:A6)+T!A1+"A1"', 'S', rowMaps)).toBe('SUM(A2:A6)+T!A1+"A1"');
    expect(mapSourceFormula("A1*'S'!B2", 'T', rowMaps, colMaps)).toBe("A1*'S'!C3");
    expect(mapSourceFormula('A1+A3', 'S', rowMaps, colMaps)).toBe('B2+#REF!');
  });
});

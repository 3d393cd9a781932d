import { describe, expect, it } from 'vitest';
import { buildXlsx } from '../../../../scripts/fixtures/xlsx-builder';
import { shortValues } from '../../../../src/engine/formats/cells/write/marks';
import { compareFiles } from '../../../../src/engine/index';

// A column or row of more than 50 values that came or went: the change list carries every
// value (an API client has nothing else to learn them from); only a note in a result sheet shortens.

const ROWS = 80;
const base = Array.from({ length: ROWS }, (_, r) => [`id-${r}`, r * 2]);

describe('the text of a column or row that came or went', () => {
  it('holds every value of an inserted column and of a deleted one, not the first 50', async () => {
    const a = buildXlsx({ sheets: [{ name: 'Data', rows: base }] });
    const b = buildXlsx({
      sheets: [{ name: 'Data', rows: base.map((row, r) => [row[0], `added ${r}`, row[1]]) }],
    });
    const inserted = (await compareFiles({ bytes: a, fileName: 'a.xlsx' }, { bytes: b, fileName: 'b.xlsx' })).changes;
    const column = inserted.find((c) => c.kind === 'Inserted' && c.unit === 'column');
    expect(column?.targetText.split(' | ')).toEqual(Array.from({ length: ROWS }, (_, r) => `added ${r}`));

    const deleted = (await compareFiles({ bytes: b, fileName: 'b.xlsx' }, { bytes: a, fileName: 'a.xlsx' })).changes;
    const gone = deleted.find((c) => c.kind === 'Deleted' && c.unit === 'column');
    expect(gone?.text.split(' | ')).toHaveLength(ROWS);
    expect(gone?.text.endsWith(`added ${ROWS - 1}`)).toBe(true);
  });

  it('holds every value of an inserted row of 80 cells', async () => {
    const wide = (n: number) => Array.from({ length: 80 }, (_, c) => `r${n}c${c}`);
    const rows = [wide(0), wide(1), wide(2)];
    const a = buildXlsx({ sheets: [{ name: 'Wide', rows }] });
    const b = buildXlsx({ sheets: [{ name: 'Wide', rows: [rows[0], wide(9), rows[1], rows[2]] }] });
    const { changes } = await compareFiles({ bytes: a, fileName: 'a.xlsx' }, { bytes: b, fileName: 'b.xlsx' });
    const row = changes.find((c) => c.kind === 'Inserted' && c.unit === 'row');
    expect(row?.targetText).toBe(wide(9).join(' | '));
  });

  it('is shortened to 50 values for a note in the result sheet', () => {
    const values = Array.from({ length: 80 }, (_, i) => `v${i}`);
    expect(shortValues(values.join(' | '))).toBe(`${values.slice(0, 50).join(' | ')} | …`);
    expect(shortValues(values.slice(0, 50).join(' | '))).toBe(values.slice(0, 50).join(' | '));
  });
});

import { describe, expect, it } from 'vitest';
import { readCells } from '../../../../src/engine/formats/cells/index';
import {
  CellStore,
  type PackedRow,
  shownAsJavaScriptShowsIt,
  type CellsWorkbook,
} from '../../../../src/engine/formats/cells/model';
import { compareFiles } from '../../../../src/engine/index';

/**
 * The packed cell store keeps a number without its text only when JavaScript writes the number
 * back as that same text; the check is made on the characters, so it must never say yes where
 * String(Number(text)) differs (the cell would then show another text than the file holds).
 */

describe('shownAsJavaScriptShowsIt', () => {
  it('says yes only where String(Number(text)) gives the text back', () => {
    const written = [
      ...['0', '-0', '7', '-7', '10', '0.5', '-0.5', '0.50', '.5', '5.', '00', '01', '+5', '1e5', '1E5', '', '-'],
      ...['0.000001', '0.0000001', '123456789012345', '1234567890123456', '12345678901234567', '1.0', '3.14'],
      ...['999999999999999999999', '100000000000000000000', '0.10000000000000001', '12.3456789012345', 'NaN'],
      ...['1.7976931348623157e308', '1 ', ' 1', '1,5', '0x10', 'Infinity', '١٢'],
    ];
    // And numbers as JavaScript writes them, of every size, plus the same with one character changed.
    for (let k = -12; k <= 25; k++) {
      const value = 1.2345678 * 10 ** k;
      written.push(String(value), String(-value), String(Math.round(value)), `${String(value)}0`);
    }
    for (const text of written) {
      if (shownAsJavaScriptShowsIt(text)) expect(String(Number(text)), JSON.stringify(text)).toBe(text);
    }
    // It answers yes for what most cells hold, or it would save nothing.
    for (const text of ['0', '42', '-17', '3.5', '61.96', '0.000123', '123456789012345'])
      expect(shownAsJavaScriptShowsIt(text), text).toBe(true);
  });
});

describe('CellStore', () => {
  it('gives back the text of every cell, kept as a number or not, and makes room for looks only when one is set', () => {
    const store = new CellStore(2);
    const texts = ['42', '42.0', '-0', '1e-7', '0.1', 'abc', '12345678901234567'];
    texts.forEach((text, col) => store.push(col, text, 'n', text, 0, 0));
    expect(store.styles.length).toBe(0);
    store.push(7, 'bold', 's', 'bold', 3, 5);
    store.trim();
    expect(texts.map((_, k) => store.text(k))).toEqual(texts);
    expect(store.texts[0]).toBeUndefined(); // `42` kept as its value
    expect(store.texts[1]).toBe('42.0');
    expect([store.style(0), store.style(7), store.cell(7).xf]).toEqual([0, 3, 5]);
  });

  it('reads a CSV file the same however its cells are kept', async () => {
    const csv = 'Id,Amount,Note\n1,42,-0\n2,3.50,TRUE\n3, 7,#N/A\n';
    const book = readCells(new TextEncoder().encode(csv), 'csv').familyData as CellsWorkbook;
    const shown = book.sheets[0].rows.map((row) => row.cells.map((cell) => `${cell.type}:${cell.text}`));
    expect(shown).toEqual([
      ['s:Id', 's:Amount', 's:Note'],
      ['n:1', 'n:42', 'n:-0'],
      ['n:2', 'n:3.50', 'b:TRUE'],
      ['n:3', 'n: 7', 'e:#N/A'],
    ]);
    const edited = csv.replace('3.50', '3.5').replace('1,42', '1,43');
    const { changes } = await compareFiles(
      { bytes: new TextEncoder().encode(csv), fileName: 'a.csv' },
      { bytes: new TextEncoder().encode(edited), fileName: 'b.csv' },
    );
    // 3.50 → 3.5 is the same number; 42 → 43 is a change.
    expect(changes.map((c) => [c.place, c.text, c.targetText])).toEqual([['Sheet1!B2', '42', '43']]);
  });

  it('keeps each CSV number as the value Number() reads from its text', () => {
    // The reader works the value out from the digits (no general parser per cell): it must be
    // the very double Number() gives, for short and long, whole and fractional numbers.
    const texts = ['0', '-7', '0.1', '0.3', '-0.25', '99.99', '0.000123', '123456789012.345', '9007199254740993'];
    for (let k = 0; k < 2000; k++) texts.push(String((k * 7919.13) / 97), String(-k * 1234567.891));
    const book = readCells(new TextEncoder().encode(`${texts.join(',')}\n`), 'csv').familyData as CellsWorkbook;
    const row = book.sheets[0].rows[0] as PackedRow;
    let kept = 0;
    for (let k = row.start; k < row.end; k++) {
      if (row.store.texts[k] !== undefined) continue;
      kept++;
      expect(Object.is(row.store.numbers[k], Number(texts[k - row.start])), texts[k - row.start]).toBe(true);
    }
    expect(kept).toBeGreaterThan(texts.length - 5);
  });
});

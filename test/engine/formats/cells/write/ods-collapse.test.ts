import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildOds, type OdsCellSpec } from '../../../../../scripts/fixtures/ods-builder';
import { readCells } from '../../../../../src/engine/formats/cells/index';
import type { CellsWorkbook } from '../../../../../src/engine/formats/cells/model';
import { collapseRows } from '../../../../../src/engine/formats/cells/write/ods-collapse';
import { SheetGrid } from '../../../../../src/engine/formats/cells/write/ods-grid';
import { parseXml, serializeXml } from '../../../../../src/engine/formats/package/xml-dom';
import { applyChanges, compareToDocument } from '../../../../../src/engine/index';

function grid(rows: number, cols: number): OdsCellSpec[][] {
  return Array.from({ length: rows }, (_, r) =>
    Array.from({ length: cols }, (_, c) => (c === 0 ? `row ${r + 1}` : r * 10 + c)),
  );
}

const contentOf = (bytes: Uint8Array) => strFromU8(unzipSync(bytes)['content.xml']);
const workbook = (bytes: Uint8Array) => readCells(bytes, 'ods').familyData as CellsWorkbook;
/** The text of the row element whose first cell says `label`. */
const rowText = (xml: string, label: string) =>
  new RegExp(`<table:table-row[^>]*>(?:(?!</table:table-row>).)*?<text:p>${label}</text:p>.*?</table:table-row>`).exec(
    xml,
  )?.[0];

describe('collapsing untouched rows of content.xml', () => {
  const xml = contentOf(
    buildOds({
      sheets: [
        { name: 'Big', rows: grid(400, 4), merges: ['B300:B302'] },
        { name: 'Small', rows: grid(3, 2) },
      ],
    }),
  );

  it('keeps the named rows, merges and last rows real and gives the text back byte for byte', () => {
    const collapsed = collapseRows(xml, new Map([['Big', new Set([20, 150])]]))!;
    expect(collapsed.text.length).toBeLessThan(xml.length / 5);
    for (const label of ['row 21', 'row 151', 'row 300']) expect(collapsed.text).toContain(rowText(xml, label));
    for (const label of ['row 5', 'row 7', 'row 149', 'row 152', 'row 400'])
      expect(collapsed.text).not.toContain(`<text:p>${label}</text:p>`);
    // The padding row closing each table and the small sheet stay as they were.
    expect(collapsed.text).toContain('table:number-rows-repeated="1048176"');
    expect(collapsed.text).toContain('<text:p>row 2</text:p>');
    expect(collapsed.text.match(/ddph="/g)).toHaveLength(4);
    expect(collapsed.restore(serializeXml(parseXml(collapsed.text, 'content.xml')))).toBe(xml);
  });

  it('a row holding a horizontal merge before a vertical one stays real', () => {
    const merged = contentOf(
      buildOds({ sheets: [{ name: 'Big', rows: grid(400, 4), merges: ['A250:B250', 'C250:C252'] }] }),
    );
    expect(rowText(merged, 'row 250')).toMatch(/number-rows-spanned="1".*number-rows-spanned="3"/);
    const collapsed = collapseRows(merged, new Map([['Big', new Set([20])]]))!;
    expect(collapsed.text).toContain(rowText(merged, 'row 250'));
    expect(collapsed.text).not.toContain('<text:p>row 249</text:p>');
    expect(collapsed.restore(serializeXml(parseXml(collapsed.text, 'content.xml')))).toBe(merged);
  });

  it('row numbers stay right: the placeholders repeat as many rows as they stand for', () => {
    const collapsed = collapseRows(xml, new Map([['Big', new Set([20, 150])]]))!;
    const counts = [...collapsed.text.matchAll(/ddph="\d+" table:number-rows-repeated="(\d+)"/g)].map((m) =>
      Number(m[1]),
    );
    // Rows 1-20, 22-150, 152-299 (row 300 anchors a merge), 301-400; the padding row stays.
    expect(counts).toEqual([20, 129, 148, 100]);
  });

  it('restore refuses a placeholder the writer edited, split or dropped', () => {
    const collapsed = collapseRows(xml, new Map([['Big', new Set([20, 150])]]))!;
    expect(
      collapsed.restore(
        collapsed.text.replace(
          'ddph="1" table:number-rows-repeated="129"',
          'ddph="1" table:number-rows-repeated="128"',
        ),
      ),
    ).toBeUndefined();
    expect(
      collapsed.restore(collapsed.text.replace(/<table:table-row ddph="0".*?<\/table:table-row>/, '')),
    ).toBeUndefined();
    expect(
      collapsed.restore(
        collapsed.text.replace(
          '<table:table-row ddph="0" table:number-rows-repeated="20"><table:table-cell/>',
          '<table:table-row ddph="0" table:number-rows-repeated="20"><table:table-cell table:style-name="x"/>',
        ),
      ),
    ).toBeUndefined();
  });

  it('collapses pretty-printed rows too (whitespace between them)', () => {
    const pretty = xml.replace(/<\/table:table-row>/g, '</table:table-row>\n  ');
    const collapsed = collapseRows(pretty, new Map([['Big', new Set([20, 150])]]))!;
    expect(collapsed.text.match(/ddph="/g)).toHaveLength(4);
    expect(collapsed.restore(serializeXml(parseXml(collapsed.text, 'content.xml')))).toBe(pretty);
  });

  it('real LibreOffice files: every untouched run collapses, the sheets keep their heights, the text comes back', () => {
    const fixtures = fileURLToPath(new URL('../../../../fixtures/real/', import.meta.url));
    for (const file of ['sheetjs-ods-pair-mergecells-b-ods.ods', 'odfdo-ods-two-sheets.ods']) {
      const original = contentOf(new Uint8Array(readFileSync(`${fixtures}${file}`)));
      const collapsed = collapseRows(original, new Map(), 0)!;
      expect(collapsed.text.length).toBeLessThan(original.length);
      const heights = (text: string) =>
        Array.from(parseXml(text, 'content.xml').getElementsByTagName('table:table')).map((table) =>
          new SheetGrid(table).rowCount(),
        );
      expect(heights(collapsed.text)).toEqual(heights(original));
      expect(collapsed.restore(collapsed.text)).toBe(original);
    }
  });

  it('rows inside a row group collapse within it, and the row numbering goes through the group', () => {
    const open = xml.lastIndexOf('<table:table-row', xml.indexOf('<text:p>row 100</text:p>'));
    const close =
      xml.indexOf('</table:table-row>', xml.indexOf('<text:p>row 200</text:p>')) + '</table:table-row>'.length;
    const grouped = `${xml.slice(0, open)}<table:table-row-group>${xml.slice(open, close)}</table:table-row-group>${xml.slice(close)}`;
    const collapsed = collapseRows(grouped, new Map([['Big', new Set([150])]]))!;
    const counts = [...collapsed.text.matchAll(/ddph="\d+" table:number-rows-repeated="(\d+)"/g)].map((m) =>
      Number(m[1]),
    );
    // Rows 1-99 | group: 100-150, 152-200 | 201-299, 301-400 (row 151 is kept, row 300 anchors a merge).
    expect(counts).toEqual([99, 51, 49, 99, 100]);
    const doc = parseXml(collapsed.text, 'content.xml');
    const big = new SheetGrid(doc.getElementsByTagName('table:table')[0]);
    expect(big.rowCount()).toBe(1_048_576);
    expect(big.peekRow(150)!.textContent).toContain('row 151');
    expect(collapsed.restore(serializeXml(doc))).toBe(grouped);
  });

  it('the last row stays real when a row group holds it', () => {
    const open = xml.lastIndexOf('<table:table-row', xml.indexOf('<text:p>row 100</text:p>'));
    const end = xml.indexOf('</table:table>');
    const grouped = `${xml.slice(0, open)}<table:table-row-group>${xml.slice(open, end)}</table:table-row-group>${xml.slice(end)}`;
    const collapsed = collapseRows(grouped, new Map([['Big', new Set([20])]]))!;
    expect(collapsed.text).toContain(
      'table:number-rows-repeated="1048176"><table:table-cell table:number-columns-repeated="16384"/></table:table-row></table:table-row-group></table:table>',
    );
    const big = new SheetGrid(parseXml(collapsed.text, 'content.xml').getElementsByTagName('table:table')[0]);
    expect(big.lastRow()!.hasAttribute('ddph')).toBe(false);
    expect(big.rowCount()).toBe(1_048_576);
  });

  it('gives up (undefined) on a table inside a cell', () => {
    const nested = xml.replace(
      '<text:p>row 10</text:p>',
      '<table:table><table:table-row><table:table-cell/></table:table-row></table:table>',
    );
    expect(collapseRows(nested, new Map())).toBeUndefined();
  });
});

describe('ods results of big sheets (rows collapsed while writing)', () => {
  const rows = grid(400, 4);
  const edited = rows.map((row) => [...row]);
  edited[9][2] = 'ten';
  edited[349][1] = 'late';
  // Source row 200 is deleted, a row is inserted before source row 100.
  const target = [...edited.slice(0, 99), ['inserted', 1, 2, 3], ...edited.slice(99, 199), ...edited.slice(200)];
  const a = buildOds({ sheets: [{ name: 'Big', rows, merges: ['D300:D303'] }] });
  const b = buildOds({ sheets: [{ name: 'Big', rows: target, merges: ['D300:D303'] }] });
  const input = { source: { bytes: a, fileName: 'a.ods' }, target: { bytes: b, fileName: 'b.ods' } };

  it('styled: marks land on the named cells, the deleted row comes back, untouched rows are copied as they were', async () => {
    const result = await compareToDocument(input);
    expect(result.places).toEqual(['Big!C10', 'Big!100:100', 'Big!200:200', 'Big!B350']);
    const xml = contentOf(result.bytes);
    const targetXml = contentOf(b);
    for (const label of ['row 1', 'row 50', 'row 150', 'row 250', 'row 399'])
      expect(xml).toContain(rowText(targetXml, label));
    expect(rowText(xml, 'row 10')).toContain('docdelta: [0] was: 92');
    expect(rowText(xml, 'row 350')).toContain('docdelta: [3] was: 3491');
    const book = workbook(result.bytes);
    const labels = book.sheets[0].rows.map((r) => r.cells[0].text);
    expect(labels).toHaveLength(401);
    expect(labels.slice(98, 101)).toEqual(['row 99', 'inserted', 'row 100']);
    expect(labels.slice(199, 202)).toEqual(['row 199', 'row 200', 'row 201']);
    expect(book.sheets[0].rows[9].cells[2].text).toBe('ten');
    expect(book.sheets[0].merges).toEqual(['D301:D304']);
    expect(
      /table:number-rows-repeated="(\d+)"><table:table-cell table:number-columns-repeated="16384"\/><\/table:table-row><\/table:table>/.exec(
        xml,
      )?.[1],
    ).toBe(String(1_048_576 - 401));
  });

  it('clean: rejecting every change gives back the source', async () => {
    const clean = await applyChanges({
      ...input,
      decisions: [0, 1, 2, 3].map((Id) => ({ Id, ComparisonAction: 'Reject' })),
    });
    expect(
      (await compareToDocument({ source: input.source, target: { bytes: clean.bytes, fileName: 'c.ods' } })).changes,
    ).toEqual([]);
    expect(workbook(clean.bytes).sheets[0].rows).toHaveLength(400);
  });
});

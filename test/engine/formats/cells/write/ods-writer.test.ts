import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildOds, type OdsCellSpec } from '../../../../../scripts/fixtures/ods-builder';
import { CorruptDocumentError } from '../../../../../src/engine/errors';
import { readCells } from '../../../../../src/engine/formats/cells/index';
import type { CellsWorkbook } from '../../../../../src/engine/formats/cells/model';
import { cellsWriter } from '../../../../../src/engine/formats/cells/write/index';
import { applyChanges, compareToDocument } from '../../../../../src/engine/index';
import { LIBREOFFICE_TEST_TIMEOUT_MS, SOFFICE, sofficeConvert } from '../../../../helpers/libreoffice';

const FIXTURES = fileURLToPath(new URL('../../../../fixtures/real/', import.meta.url));
const TABLE = 'urn:oasis:names:tc:opendocument:xmlns:table:1.0';
const STYLE = 'urn:oasis:names:tc:opendocument:xmlns:style:1.0';
const OFFICE = 'urn:oasis:names:tc:opendocument:xmlns:office:1.0';
const FO = 'urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0';

function grid(rows: number, cols: number): OdsCellSpec[][] {
  return Array.from({ length: rows }, (_, r) =>
    Array.from({ length: cols }, (_, c) => (c === 0 ? `row ${r + 1}` : r * 10 + c)),
  );
}

function workbook(bytes: Uint8Array): CellsWorkbook {
  return readCells(bytes, 'ods').familyData as CellsWorkbook;
}

function contentOf(bytes: Uint8Array): string {
  return strFromU8(unzipSync(bytes)['content.xml']);
}

function editContent(bytes: Uint8Array, edit: (xml: string) => string): Uint8Array {
  const files = unzipSync(bytes);
  const out: Record<string, Uint8Array | [Uint8Array, { level: 0 }]> = {};
  for (const [name, data] of Object.entries(files))
    out[name] =
      name === 'mimetype' ? [data, { level: 0 }] : name === 'content.xml' ? strToU8(edit(strFromU8(data))) : data;
  return zipSync(out);
}

/**
 * The sheet as the result's content.xml has it, read independently of the writer: each
 * position's cell element (repeats expanded), the style it names and that style's look.
 */
function sheetXml(bytes: Uint8Array, sheetName: string) {
  const doc = new DOMParser().parseFromString(contentOf(bytes), 'text/xml');
  const styles = new Map<string, Element>();
  for (const style of Array.from(doc.getElementsByTagNameNS(STYLE, 'style')))
    styles.set(style.getAttributeNS(STYLE, 'name') ?? '', style);
  const table = Array.from(doc.getElementsByTagNameNS(TABLE, 'table')).find(
    (t) => t.getAttributeNS(TABLE, 'name') === sheetName,
  )!;
  const rows: Element[] = Array.from(table.getElementsByTagNameNS(TABLE, 'table-row'));
  const at = (ref: string): Element | undefined => {
    const row = Number(/\d+/.exec(ref)![0]) - 1;
    const col = ref.charCodeAt(0) - 65;
    let r = 0;
    for (const rowElement of rows) {
      const repeat = Number(rowElement.getAttributeNS(TABLE, 'number-rows-repeated') || 1);
      if (row < r + repeat) {
        let c = 0;
        for (const cell of Array.from(rowElement.childNodes) as Element[]) {
          if (cell.nodeType !== 1) continue;
          const span = Number(cell.getAttributeNS(TABLE, 'number-columns-repeated') || 1);
          if (col < c + span) return repeat > 1 || span > 1 ? undefined : cell;
          c += span;
        }
        return undefined;
      }
      r += repeat;
    }
    return undefined;
  };
  const fill = (ref: string) => {
    const name = at(ref)?.getAttributeNS(TABLE, 'style-name');
    const props = name ? styles.get(name)?.getElementsByTagNameNS(STYLE, 'table-cell-properties')[0] : undefined;
    return props?.getAttributeNS(FO, 'background-color') || undefined;
  };
  const note = (ref: string) => {
    const annotation = at(ref)?.getElementsByTagNameNS(OFFICE, 'annotation')[0];
    if (!annotation) return undefined;
    return Array.from(annotation.childNodes as unknown as Element[])
      .filter((n) => n.localName === 'p')
      .map((p) => p.textContent)
      .join('\n');
  };
  const totalRows = rows.reduce((n, row) => n + Number(row.getAttributeNS(TABLE, 'number-rows-repeated') || 1), 0);
  return { at, fill, note, styles, totalRows };
}

describe('cells result writer (ods)', () => {
  const rows = grid(12, 4);
  const edited = rows.map((row) => [...row]);
  edited[3][2] = 999;
  const target = [...edited.slice(0, 6), ['inserted', 1, 2, 3], ...edited.slice(6, 10), ...edited.slice(11)];
  const a = buildOds({ sheets: [{ name: 'Data', rows }] });
  const b = buildOds({ sheets: [{ name: 'Data', rows: target }] });
  const input = { source: { bytes: a, fileName: 'a.ods' }, target: { bytes: b, fileName: 'b.ods' } };

  it('styled: the cell each change names gets the fill and the annotation; the deleted row is back with its values', async () => {
    const result = await compareToDocument(input);
    expect(result.extension).toBe('.ods');
    expect(result.places).toEqual(['Data!C4', 'Data!7:7', 'Data!11:11']);
    const sheet = sheetXml(result.bytes, 'Data');
    expect(sheet.fill('C4')).toBe('#bfdfbf');
    expect(sheet.note('C4')).toBe('docdelta: [0] was: 32');
    expect(sheet.fill('B4')).toBeUndefined();
    expect(sheet.fill('C5')).toBeUndefined();
    for (const ref of ['A7', 'B7', 'C7', 'D7']) expect(sheet.fill(ref)).toBe('#bfbfff');
    expect(sheet.note('A7')).toBe('docdelta: [1] inserted row');
    expect(sheet.fill('A8')).toBeUndefined();
    // The deleted source row 11 goes back before target row 12 ("row 12"), marked and annotated.
    for (const ref of ['A12', 'B12', 'C12', 'D12']) expect(sheet.fill(ref)).toBe('#ffbfbf');
    expect(sheet.note('A12')).toBe('docdelta: [2] deleted row 11 of the source');
    // The sheet keeps its full height: the padding row gave up the row put back.
    expect(sheet.totalRows).toBe(1_048_576);
    const book = workbook(result.bytes);
    expect(book.sheets[0].rows.map((r) => r.cells[0].text)).toEqual([
      'row 1',
      'row 2',
      'row 3',
      'row 4',
      'row 5',
      'row 6',
      'inserted',
      'row 7',
      'row 8',
      'row 9',
      'row 10',
      'row 11',
      'row 12',
    ]);
    expect(book.sheets[0].rows[11].cells.map((c) => c.text)).toEqual(['row 11', '101', '102', '103']);
    expect(book.sheets[0].rows[3].cells[2].text).toBe('999');
    expect(book.sheets.map((s) => s.name)).toEqual(['Data']);
  });

  it('lists every change on the summary sheet when asked', async () => {
    const result = await compareToDocument({ ...input, settings: { GenerateSummaryPage: true } as never });
    const summary = workbook(result.bytes).sheets[1];
    expect(summary.name).toBe('docdelta changes');
    expect(summary.rows[0].cells.map((c) => c.text)).toEqual(['Changes', '3']);
    const header = summary.rows.findIndex((r) => r.cells[0]?.text === 'Id');
    expect(summary.rows.length - header - 1).toBe(result.changes.length);
    expect(summary.rows.slice(header + 1).map((r) => r.cells.map((c) => c.text))).toEqual([
      ['0', 'Modified', 'Data!C4', '32', '999'],
      ['1', 'Inserted', 'Data!7:7', 'inserted | 1 | 2 | 3'],
      ['2', 'Deleted', 'Data!11:11', 'row 11 | 101 | 102 | 103'],
    ]);
  });

  it('clean mode: rejecting every change gives back the source; rejecting one keeps the others', async () => {
    const all = await applyChanges({
      ...input,
      decisions: [0, 1, 2].map((Id) => ({ Id, ComparisonAction: 'Reject' })),
    });
    expect(
      (await compareToDocument({ source: input.source, target: { bytes: all.bytes, fileName: 'c.ods' } })).changes,
    ).toEqual([]);
    expect(contentOf(all.bytes)).not.toContain('office:annotation');
    const one = await applyChanges({ ...input, decisions: [{ Id: 0, ComparisonAction: 'Reject' }] });
    const sheet = workbook(one.bytes).sheets[0];
    expect(sheet.rows[3].cells[2]).toMatchObject({ text: '32', raw: '32', type: 'n' });
    expect(sheet.rows.map((r) => r.cells[0].text)).toContain('inserted');
    expect(sheet.rows.map((r) => r.cells[0].text)).not.toContain('row 11');
  });

  it('tracked mode gives the styled result with a warning', async () => {
    const result = await compareToDocument({ ...input, mode: 'tracked' } as never);
    expect(result.warnings.map((w) => w.code)).toContain('cells-no-tracked-changes');
    expect(sheetXml(result.bytes, 'Data').fill('C4')).toBe('#bfdfbf');
  });

  it('formulas: the note names the old formula, and rejecting the formula change restores it', async () => {
    const fa = buildOds({ sheets: [{ name: 'S', rows: [[1, 2, { value: 3, formula: 'of:=[.A1]+[.B1]' }]] }] });
    const fb = buildOds({ sheets: [{ name: 'S', rows: [[1, 2, { value: 2, formula: 'of:=[.A1]*[.B1]' }]] }] });
    const pair = { source: { bytes: fa, fileName: 'a.ods' }, target: { bytes: fb, fileName: 'b.ods' } };
    const compared = await compareToDocument(pair);
    expect(compared.places).toEqual(['S!C1', 'S!C1 formula']);
    expect(sheetXml(compared.bytes, 'S').note('C1')).toBe('docdelta: [0] was: 3\n[1] formula was: =A1+B1');
    const applied = await applyChanges({ ...pair, decisions: [{ Id: 1, ComparisonAction: 'Reject' }] });
    expect(workbook(applied.bytes).sheets[0].rows[0].cells[2]).toMatchObject({
      formula: 'A1+B1',
      text: '3',
      type: 'n',
    });
    expect(contentOf(applied.bytes)).toContain('table:formula="of:=[.A1]+[.B1]"');
  });

  it('splits repeated rows and cells so only the changed cell is marked', async () => {
    const repeated = (middle: string) =>
      editContent(buildOds({ sheets: [{ name: 'R', rows: [['head', 'head', 'head']] }], pad: false }), (xml) =>
        xml.replace(
          '</table:table-row>',
          '</table:table-row><table:table-row table:number-rows-repeated="2"><table:table-cell table:number-columns-repeated="3" office:value-type="float" office:value="5"><text:p>5</text:p></table:table-cell></table:table-row>' +
            `<table:table-row><table:table-cell office:value-type="float" office:value="5"><text:p>5</text:p></table:table-cell>${middle}<table:table-cell office:value-type="float" office:value="5"><text:p>5</text:p></table:table-cell></table:table-row>` +
            '<table:table-row table:number-rows-repeated="2"><table:table-cell table:number-columns-repeated="3" office:value-type="float" office:value="5"><text:p>5</text:p></table:table-cell></table:table-row>',
        ),
      );
    const five = '<table:table-cell office:value-type="float" office:value="5"><text:p>5</text:p></table:table-cell>';
    const six = '<table:table-cell office:value-type="float" office:value="6"><text:p>6</text:p></table:table-cell>';
    // The source has rows 2-6 as repeated runs only; the target changes B4.
    const source = editContent(repeated(five), (xml) =>
      xml.replace(
        /<table:table-row table:number-rows-repeated="2">(.*?)<\/table:table-row><table:table-row>.*?<\/table:table-row>/,
        '<table:table-row table:number-rows-repeated="3">$1</table:table-row>',
      ),
    );
    const changed = repeated(six);
    const result = await compareToDocument({
      source: { bytes: changed, fileName: 'a.ods' },
      target: { bytes: source, fileName: 'b.ods' },
    });
    expect(result.places).toEqual(['R!B4']);
    const sheet = sheetXml(result.bytes, 'R');
    expect(sheet.fill('B4')).toBe('#bfdfbf');
    expect(sheet.note('B4')).toBe('docdelta: [0] was: 6');
    for (const ref of ['A3', 'B3', 'C3', 'A4', 'C4', 'A5', 'B5', 'C5', 'B6'])
      expect(sheet.at(ref) === undefined || sheet.fill(ref) === undefined).toBe(true);
    const book = workbook(result.bytes);
    expect(book.sheets[0].rows.map((r) => r.cells.map((c) => c.text).join(','))).toEqual([
      'head,head,head',
      '5,5,5',
      '5,5,5',
      '5,5,5',
      '5,5,5',
      '5,5,5',
    ]);
    // Rejecting the change writes the source value into the split cell.
    const clean = await applyChanges({
      source: { bytes: changed, fileName: 'a.ods' },
      target: { bytes: source, fileName: 'b.ods' },
      decisions: [{ Id: 0, ComparisonAction: 'Reject' }],
    });
    expect(workbook(clean.bytes).sheets[0].rows[3].cells.map((c) => c.text)).toEqual(['5', '6', '5']);
  });

  it('merged cells (real ODS): the changed cell keeps its own automatic style underneath, a deleted row comes back', async () => {
    const source = new Uint8Array(readFileSync(`${FIXTURES}sheetjs-ods-pair-mergecells-b-ods.ods`));
    const targetBytes = editContent(source, (xml) =>
      xml
        .replace('<text:p>C3</text:p>', '<text:p>C3 edited</text:p>')
        .replace(
          /<table:table-row table:style-name="ro1"><table:table-cell office:value-type="string" table:number-columns-spanned="2" table:number-rows-spanned="1" table:style-name="ce2"><text:p>… are merged separately<\/text:p>.*?<\/table:table-row>/,
          '',
        ),
    );
    const result = await compareToDocument({
      source: { bytes: source, fileName: 'a.ods' },
      target: { bytes: targetBytes, fileName: 'b.ods' },
    });
    // The row's own merged range A4:B4 went with it: a merge change besides the row change.
    expect(result.places).toEqual(['Merge!C3', 'Merge!4:4', 'Merge!A4:B4']);
    const sheet = sheetXml(result.bytes, 'Merge');
    expect(sheet.fill('C3')).toBe('#bfdfbf');
    expect(sheet.note('C3')).toBe('docdelta: [0] was: C3');
    // ce1 was automatic: the marked style is a copy of it (its number format stays).
    const marked = sheet.styles.get(sheet.at('C3')!.getAttributeNS(TABLE, 'style-name')!)!;
    expect(marked.getAttributeNS(STYLE, 'data-style-name')).toBe('N0');
    expect(sheet.note('A4')).toBe('docdelta: [1] deleted row 4 of the source');
    expect(sheet.fill('A4')).toBe('#ffbfbf');
    const book = workbook(result.bytes);
    expect(book.sheets[0].rows.map((r) => r.cells.map((c) => c.text))).toEqual([
      ['A1:B2', 'C1:C2', 'Separate blocks'],
      ['A3:B3', 'C3 edited'],
      ['… are merged separately'],
    ]);
    expect(book.sheets[0].merges).toEqual(['A1:B2', 'C1:C2', 'D1:D2', 'A3:B3']);
    const clean = await applyChanges({
      source: { bytes: source, fileName: 'a.ods' },
      target: { bytes: targetBytes, fileName: 'b.ods' },
      decisions: [0, 1, 2].map((Id) => ({ Id, ComparisonAction: 'Reject' })),
    });
    expect(
      (
        await compareToDocument({
          source: { bytes: source, fileName: 'a.ods' },
          target: { bytes: clean.bytes, fileName: 'c.ods' },
        })
      ).changes,
    ).toEqual([]);
    expect(workbook(clean.bytes).sheets[0].merges).toEqual(['A1:B2', 'C1:C2', 'D1:D2', 'A3:B3', 'A4:B4']);
  });

  it('a row put back inside a merged area widens it (covered cells in the row)', async () => {
    const ma = buildOds({ sheets: [{ name: 'M', rows: grid(8, 2), merges: ['B2:B8'] }] });
    const mb = buildOds({
      sheets: [{ name: 'M', rows: [...grid(8, 2).slice(0, 3), ...grid(8, 2).slice(4)], merges: ['B2:B7'] }],
    });
    const result = await compareToDocument({
      source: { bytes: ma, fileName: 'a.ods' },
      target: { bytes: mb, fileName: 'b.ods' },
    });
    expect(result.places).toEqual(['M!4:4']);
    expect(workbook(result.bytes).sheets[0].merges).toEqual(['B2:B8']);
    const clean = await applyChanges({
      source: { bytes: ma, fileName: 'a.ods' },
      target: { bytes: mb, fileName: 'b.ods' },
      decisions: [{ Id: 0, ComparisonAction: 'Reject' }],
    });
    expect(workbook(clean.bytes).sheets[0].merges).toEqual(['B2:B8']);
    expect(workbook(clean.bytes).sheets[0].rows.map((r) => r.cells[0].text)).toEqual(grid(8, 2).map((r) => r[0]));
  });

  it('an inserted sheet gets a coloured tab; a deleted sheet comes back with a red tab and is listed on the summary sheet (real two-sheet ODS)', async () => {
    const source = new Uint8Array(readFileSync(`${FIXTURES}odfdo-ods-two-sheets.ods`));
    const targetBytes = editContent(source, (xml) =>
      xml.replace(
        /<table:table table:name="sheet2".*?<\/table:table>/,
        '<table:table table:name="fresh" table:style-name="ta1"><table:table-row><table:table-cell office:value-type="string"><text:p>new</text:p></table:table-cell></table:table-row></table:table>',
      ),
    );
    const result = await compareToDocument({
      source: { bytes: source, fileName: 'a.ods' },
      target: { bytes: targetBytes, fileName: 'b.ods' },
    });
    expect(result.places).toEqual(['sheet sheet2', 'sheet fresh']);
    const xml = contentOf(result.bytes);
    const tableStyle = /<table:table table:name="fresh" table:style-name="([^"]*)"/.exec(xml)![1];
    expect(tableStyle).not.toBe('ta1');
    expect(xml).toMatch(
      new RegExp(
        `<style:style style:name="${tableStyle}" style:family="table"[^>]*><style:table-properties [^>]*tableooo:tab-color="#0000ff"`,
      ),
    );
    expect(/<table:table table:name="sheet1" table:style-name="([^"]*)"/.exec(xml)![1]).toBe('ta1');
    const book = workbook(result.bytes);
    expect(book.sheets.map((s) => s.name)).toEqual(['sheet1', 'sheet2', 'fresh', 'docdelta changes']);
    expect(book.sheets[1].rows.map((r) => r.cells.map((c) => c.text))).toEqual(
      workbook(source).sheets[1].rows.map((r) => r.cells.map((c) => c.text)),
    );
    const deletedStyle = /<table:table table:name="sheet2" table:style-name="([^"]*)"/.exec(xml)![1];
    expect(xml).toMatch(
      new RegExp(
        `<style:style style:name="${deletedStyle}" style:family="table"[^>]*><style:table-properties [^>]*tableooo:tab-color="#ff0000"`,
      ),
    );
    expect(book.sheets[3].rows.slice(-2).map((r) => r.cells.map((c) => c.text))).toEqual([
      ['0', 'Deleted', 'sheet sheet2', expect.stringMatching(/^sheet2: \d+ rows × \d+ columns\n/)],
      ['1', 'Inserted', 'sheet fresh', expect.stringMatching(/^fresh: /)],
    ]);
    // Parts the writer does not edit are copied as they were.
    const before = unzipSync(source);
    const after = unzipSync(result.bytes);
    for (const part of ['styles.xml', 'settings.xml', 'meta.xml', 'Thumbnails/thumbnail.png', 'META-INF/manifest.xml'])
      expect(after[part]).toEqual(before[part]);
  });

  it('validate: unbound prefixes and styles defined twice are caught, text that only looks like markup is not', async () => {
    await expect(
      cellsWriter.validate(
        editContent(a, (xml) => xml.replace('<text:p>row 2</text:p>', '<text:p>row 2</text:p><oops:x/>')),
      ),
    ).rejects.toThrow(/unbound namespace prefix 'oops'/);
    await expect(
      cellsWriter.validate(
        editContent(a, (xml) => xml.replace('<text:p>row 2</text:p>', '<text:p oops:y="1">row 2</text:p>')),
      ),
    ).rejects.toThrow(/unbound namespace prefix 'oops'/);
    await expect(
      cellsWriter.validate(
        editContent(a, (xml) =>
          xml.replace(
            '</office:automatic-styles>',
            '<style:style style:name="ro1" style:family="table-row"/></office:automatic-styles>',
          ),
        ),
      ),
    ).rejects.toThrow(/style 'ro1' is defined twice/);
    await expect(
      cellsWriter.validate(
        editContent(a, (xml) => xml.replace('<text:p>row 2</text:p>', '<text:p>see a:b="c" and &lt;x:y/&gt;</text:p>')),
      ),
    ).resolves.toEqual([]);
  });

  it('validate names the first problem of a broken result', async () => {
    await cellsWriter.validate(a);
    await expect(
      cellsWriter.validate(editContent(a, (xml) => xml.replace('</office:spreadsheet>', ''))),
    ).rejects.toThrow(CorruptDocumentError);
    await expect(
      cellsWriter.validate(
        editContent(a, (xml) =>
          xml.replace(/<table:table-row table:style-name="ro1">.*?<\/table:table-row>/, '<table:table-row/>'),
        ),
      ),
    ).rejects.toThrow(/has no cell/);
    const files = unzipSync(a);
    await expect(
      cellsWriter.validate(
        zipSync({
          mimetype: [files.mimetype, { level: 6 }],
          'content.xml': files['content.xml'],
          'styles.xml': files['styles.xml'],
          'META-INF/manifest.xml': files['META-INF/manifest.xml'],
        }),
      ),
    ).rejects.toThrow(/must be stored/);
    await expect(
      cellsWriter.validate(
        zipSync({
          mimetype: [files.mimetype, { level: 0 }],
          'content.xml': files['content.xml'],
          'styles.xml': files['styles.xml'],
          'extra.xml': strToU8('<x/>'),
          'META-INF/manifest.xml': files['META-INF/manifest.xml'],
        }),
      ),
    ).rejects.toThrow(/not listed/);
  });
});

describe('ods results open in LibreOffice Calc', () => {
  const soffice = SOFFICE;
  it.skipIf(!soffice)(
    'converts the styled and the clean result to CSV and PDF with the right values, and keeps fills and notes through a round trip',
    async () => {
      const rows = grid(6, 3);
      const edited = rows.map((row) => [...row]);
      edited[1][1] = 777;
      const a = buildOds({ sheets: [{ name: 'S', rows }] });
      const b = buildOds({ sheets: [{ name: 'S', rows: [...edited.slice(0, 3), ...edited.slice(4)] }] });
      const input = { source: { bytes: a, fileName: 'a.ods' }, target: { bytes: b, fileName: 'b.ods' } };
      const styled = await compareToDocument(input);
      expect(styled.places).toEqual(['S!B2', 'S!4:4']);
      const clean = await applyChanges({ ...input, decisions: [{ Id: 0, ComparisonAction: 'Reject' }] });
      // A total over the column: the row put back above it moves its range (Calc recalculates on load).
      const values = Array.from({ length: 6 }, (_, r): OdsCellSpec[] => [`r${r + 1}`, (r + 1) * 10]);
      const totals = (rows: OdsCellSpec[][]) => [
        ...rows,
        ['total', { value: 0, formula: `of:=SUM([.B1:.B${rows.length}])` }],
      ];
      const moved = await compareToDocument({
        source: { bytes: buildOds({ sheets: [{ name: 'T', rows: totals(values) }] }), fileName: 'a.ods' },
        target: {
          bytes: buildOds({ sheets: [{ name: 'T', rows: totals(values.filter((_, r) => r !== 2)) }] }),
          fileName: 'b.ods',
        },
      });
      expect(moved.places).toEqual(['T!3:3']);
      // A deleted column and a deleted sheet put back (styled).
      const wide = [
        ['k', 'x', 'v'],
        ['a', 1, 10],
        ['b', 2, { value: 20, formula: 'of:=[.C2]*2' }],
      ];
      const narrow = wide.map((row, r) => [row[0], r === 2 ? { value: 20, formula: 'of:=[.B2]*2' } : row[2]]);
      const restored = await compareToDocument({
        source: {
          bytes: buildOds({
            sheets: [
              { name: 'W', rows: wide },
              { name: 'Gone', rows: [['g', 7]] },
            ],
          }),
          fileName: 'a.ods',
        },
        target: { bytes: buildOds({ sheets: [{ name: 'W', rows: narrow }] }), fileName: 'b.ods' },
      });
      expect(restored.places).toEqual(['sheet Gone', 'W!B:B']);
      const dir = mkdtempSync(join(tmpdir(), 'ods-lo-'));
      try {
        writeFileSync(join(dir, 'styled.ods'), styled.bytes);
        writeFileSync(join(dir, 'clean.ods'), clean.bytes);
        writeFileSync(join(dir, 'moved.ods'), moved.bytes);
        writeFileSync(join(dir, 'restored.ods'), restored.bytes);
        const files = [join(dir, 'styled.ods'), join(dir, 'clean.ods')];
        // Sheet -1: every sheet to its own file (`name-Sheet.csv`).
        const csv = 'csv:Text - txt - csv (StarCalc):44,34,UTF8,1,,0,false,true,false,false,false,-1';
        await sofficeConvert([...files, join(dir, 'moved.ods'), join(dir, 'restored.ods')], csv, join(dir, 'csv'));
        await sofficeConvert(files, 'pdf', join(dir, 'pdf'));
        await sofficeConvert([join(dir, 'styled.ods')], 'ods', join(dir, 'round'));
        expect(
          readFileSync(join(dir, 'csv', 'styled-S.csv'), 'utf8')
            .trim()
            .split(/\r?\n/),
        ).toEqual(['row 1,1,2', 'row 2,777,12', 'row 3,21,22', 'row 4,31,32', 'row 5,41,42', 'row 6,51,52']);
        expect(
          readFileSync(join(dir, 'csv', 'clean-S.csv'), 'utf8')
            .trim()
            .split(/\r?\n/),
        ).toEqual(['row 1,1,2', 'row 2,11,12', 'row 3,21,22', 'row 5,41,42', 'row 6,51,52']);
        // r3 is back as text (the deleted value shown), so the total counts the other five rows, r6 included.
        expect(
          readFileSync(join(dir, 'csv', 'moved-T.csv'), 'utf8')
            .trim()
            .split(/\r?\n/),
        ).toEqual(['r1,10', 'r2,20', 'r3,30', 'r4,40', 'r5,50', 'r6,60', 'total,180']);
        // Column B is back (its values as text) and the formula right of it still doubles C2.
        expect(
          readFileSync(join(dir, 'csv', 'restored-W.csv'), 'utf8')
            .trim()
            .split(/\r?\n/),
        ).toEqual(['k,x,v', 'a,1,10', 'b,2,20']);
        expect(
          readFileSync(join(dir, 'csv', 'restored-Gone.csv'), 'utf8')
            .trim()
            .split(/\r?\n/),
        ).toEqual(['g,7']);
        for (const name of ['styled', 'clean'])
          expect(
            readFileSync(join(dir, 'pdf', `${name}.pdf`))
              .subarray(0, 5)
              .toString(),
          ).toBe('%PDF-');
        const round = sheetXml(new Uint8Array(readFileSync(join(dir, 'round', 'styled.ods'))), 'S');
        expect(round.fill('B2')).toBe('#bfdfbf');
        expect(round.note('B2')).toBe('docdelta: [0] was: 11');
        expect(round.fill('A4')).toBe('#ffbfbf');
        expect(round.fill('A3')).toBeUndefined();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
  if (!soffice)
    console.warn('LibreOffice (soffice) is not installed: the Calc round-trip test of ODS results is skipped');
});

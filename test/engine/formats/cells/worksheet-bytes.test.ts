import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  plainNumberAt,
  readSheetBytes,
  readSharedStrings,
  readSharedStringsText,
  readSheetText,
  readWorksheet,
  type SharedStrings,
  type SheetContext,
} from '../../../../src/engine/formats/cells/worksheet';

/**
 * Worksheets and shared strings are read from their bytes, with the generic scanner as the
 * fallback for whatever the byte reader leaves to it. Both must give the same sheet for every
 * part, legal or damaged: the byte reader is checked here against the generic one on the real
 * workbooks of the fixtures, on hand-written parts in the shapes other writers use, and on
 * those parts cut, spliced and broken by a seeded generator.
 */

const FIXTURES = join(__dirname, '../../../fixtures/real');

function contexts(sharedStrings: string[]): Omit<SheetContext, 'warnings'>[] {
  return [
    { sharedStrings, xfStyle: [0, 0], xfNumberFormat: [], xfIsDate: [], date1904: false },
    {
      sharedStrings,
      xfStyle: [0, 1, 2, 3],
      xfNumberFormat: [undefined, '0.00', 'yyyy-mm-dd'],
      xfIsDate: [false, false, true],
      date1904: true,
    },
    { sharedStrings, xfStyle: [1], xfNumberFormat: ['0.0'], xfIsDate: [false], date1904: false },
  ];
}

/** The sheet (or the error) as the one and the other reader give it. */
function bothWays(bytes: Uint8Array, part: string, context: Omit<SheetContext, 'warnings'>): [string, string] {
  const outcome = (read: (warnings: SheetContext['warnings']) => ReturnType<typeof readSheetText>) => {
    const warnings: SheetContext['warnings'] = [];
    try {
      const sheet = read(warnings);
      return JSON.stringify({ rows: sheet.rows.map((r) => [r.row, r.cells]), merges: sheet.merges, warnings });
    } catch (error) {
      return `error: ${(error as Error).message}`;
    }
  };
  const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
  return [
    outcome((warnings) => readWorksheet(bytes, part, { ...context, warnings })),
    outcome((warnings) => readSheetText(text, part, { ...context, warnings })),
  ];
}

const WORKSHEET = (rows: string, after = '') =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:x14ac="http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac"><dimension ref="A1:D4"/><sheetData>${rows}</sheetData>${after}</worksheet>`;

/** Parts in the shapes Excel, LibreOffice, openpyxl and hand-made files write. */
const PARTS = [
  WORKSHEET(
    '<row r="1" spans="1:4" x14ac:dyDescent="0.25"><c r="A1" t="s"><v>0</v></c><c r="B1" s="1"><v>3.5</v></c><c r="C1" s="2"><v>45000</v></c><c r="D1"><v>-0.25</v></c></row>' +
      '<row r="2"><c r="A2"><f>SUM(B1:D1)</f><v>45003.25</v></c><c r="B2"><f t="shared" ref="B2:D2" si="0">A1&amp;"x"</f><v>a</v></c><c r="C2"><f t="shared" si="0"/></c><c r="D2" t="str"><f>IF(A2&gt;1,"y","n")</f></c></row>' +
      '<row r="3"><c r="A3" t="inlineStr"><is><t xml:space="preserve"> inline _x000D_ text </t></is></c><c r="B3" t="inlineStr"><is><r><rPr><b/></rPr><t>rich</t></r><r><t> runs</t></r><rPh sb="0" eb="1"><t>phonetic</t></rPh></is></c><c r="C3" t="b"><v>1</v></c><c r="D3" t="e"><v>#N/A</v></c></row>' +
      '<row r="4"><c r="A4" t="d"><v>2024-03-01T12:00:00</v></c><c r="B4"><v>1.0E-7</v></c><c r="C4"><v>10.00001</v></c><c r="D4"><v>007</v></c><c r="E4" s="1"/><c r="F4"><v>12345678901</v></c><c r="G4"><v>0.000001</v></c><c r="H4"><v>-0</v></c></row>',
    '<mergeCells count="1"><mergeCell ref="A1:B1"/></mergeCells>',
  ),
  // Prefixed elements and attributes, comments, CDATA, pretty-printing, entities, out-of-order rows and cells.
  `<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>\n  <x:row r="2">\n    <x:c r="B2" t="s"><x:v>1</x:v></x:c>\n  </x:row>\n  <x:row r="1"><x:c r="A1"><x:v>5</x:v></x:c></x:row>\n</x:sheetData></x:worksheet>`,
  WORKSHEET(
    '<row r="1"><c r="C1"><v>3</v></c><c r="A1"><v>1</v></c><!-- a comment --><c r="B1"><v><![CDATA[2]]></v></c></row><row><c><v>4</v></c><c t="s"><v>&#50;</v></c><c r="$D$2" t="n"><v> 5 </v></c></row><row r="x"><c r="a3"><v>6</v></c></row>',
  ),
  WORKSHEET('<row r="1"><c r="A1" t="s" t="n"><v>0</v></c></row>'),
  WORKSHEET('<row r="1"><c r="A1"><v>1&bogus;</v></c></row>'),
  WORKSHEET('<row r="1"><c r="A1"><v>1</v></row>'),
  WORKSHEET('<row r="1"><c r="A1"><v>1</v></c></row>').slice(0, -30),
  WORKSHEET('<row r="1"><c r="A1" t="s"/><c r="B1" t="s"><v></v></c></row>'),
  WORKSHEET(
    '<row r="1"><c r="A1"><c r="B1"><v>1</v></c><v>2</v></c><c r="C1"><is><c r="D1"><v>3</v></c><t>x</t></is></c></row>',
  ),
];
const SHARED = ['zero', 'one', 'two'];

describe('worksheets read from their bytes', () => {
  it('read as the generic scanner reads them: every fixture workbook, and parts in every shape writers use', () => {
    let compared = 0;
    for (const name of readdirSync(FIXTURES).filter((f) => /\.xls[xm]$/.test(f))) {
      let entries: Record<string, Uint8Array>;
      try {
        entries = unzipSync(new Uint8Array(readFileSync(join(FIXTURES, name))));
      } catch {
        continue; // not a ZIP (an encrypted workbook)
      }
      const sstName = Object.keys(entries).find((n) => /sharedStrings\.xml$/i.test(n));
      let shared: string[] = [];
      if (sstName) {
        const table = readSharedStrings(Buffer.from(entries[sstName]), sstName);
        expect(readSharedStrings(entries[sstName], sstName)).toEqual(table);
        expect(table, name).toEqual(readSharedStringsText(strFromU8(entries[sstName]), sstName));
        shared = table.strings;
      }
      for (const part of Object.keys(entries).filter((n) => /worksheets\/[^/]+\.xml$/.test(n))) {
        // As a Buffer, which is what the ZIP reader hands out (hand-written parts below are plain Uint8Arrays).
        const [bytes, text] = bothWays(Buffer.from(entries[part]), part, contexts(shared)[0]);
        expect(bytes, `${name} ${part}`).toBe(text);
        // Real parts are read by the byte reader itself, not left to the generic one.
        expect(readSheetBytes(entries[part], part, { ...contexts(shared)[0], warnings: [] }), part).toBeDefined();
        compared++;
      }
    }
    PARTS.forEach((xml, k) => {
      for (const context of contexts(SHARED)) {
        const [bytes, text] = bothWays(strToU8(xml), `xl/worksheets/sheet${k}.xml`, context);
        expect(bytes, `part ${k}`).toBe(text);
        compared++;
      }
    });
    expect(compared).toBeGreaterThan(30);
    // The hand-written parts are read, not all refused: the comparison is of sheets, not of errors.
    const [first] = bothWays(strToU8(PARTS[0]), 'p.xml', contexts(SHARED)[1]);
    expect(first).toContain('"text":" inline \\r text "');
    expect(bothWays(strToU8(PARTS[5]), 'p.xml', contexts(SHARED)[0])[0]).toMatch(
      /^error: part 'p.xml' is not well-formed XML \(end tag <\/row> does not match <c>\)$/,
    );
  });

  it('read cut, spliced and broken parts as the generic scanner does (seeded)', () => {
    let state = 7;
    const random = (n: number) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state % n;
    };
    const inserts = ['<', '>', '&', '&amp;', '"', '/', '</c>', '<c>', '<v>', ' ', '<!-- -->', 'x:', '=', 'é', ' t="s"'];
    const inserted = [...inserts, ' s="1"', '<f>A1</f>', '.', '0', '-', '<![CDATA[1]]>', '<?pi?>', '</row><row>'];
    let readBoth = 0;
    for (const xml of PARTS.slice(0, 3)) {
      for (let m = 0; m < 120; m++) {
        const at = random(xml.length + 1);
        const kind = random(3);
        const mutated =
          kind === 0
            ? xml.slice(0, at)
            : kind === 1
              ? xml.slice(0, at) + inserted[random(inserted.length)] + xml.slice(at)
              : xml.slice(0, at) + xml.slice(at + 1 + random(4));
        const [bytes, text] = bothWays(strToU8(mutated), 'xl/worksheets/sheet1.xml', contexts(SHARED)[random(3)]);
        expect(bytes, mutated).toBe(text);
        if (!text.startsWith('error')) readBoth++;
      }
    }
    expect(readBoth).toBeGreaterThan(30);
  });

  it('read shared strings as the generic scanner does: plain, rich, phonetic, escaped, and broken (seeded)', () => {
    const sst =
      '<?xml version="1.0" encoding="UTF-8"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="6">' +
      '<si><t>plain</t></si><si><t xml:space="preserve"> spaced &amp; escaped _x000D_ </t></si><si><t/></si>' +
      '<si><r><rPr><b/></rPr><t>rich</t></r><r><t xml:space="preserve"> runs</t></r><rPh sb="0" eb="1"><t>ph</t></rPh><phoneticPr fontId="1"/></si>' +
      '<si><r><rPr><color rgb="FFC00000"/></rPr><t>red</t></r><r><t xml:space="preserve"> </t></r><r><rPr><color theme="1"/></rPr><t>dark</t></r><r><t>own</t></r></si>' +
      '<si><t><![CDATA[cdata]]></t></si><!-- c --><si><t>é ü</t></si></sst>';
    const both = (xml: string) => {
      const outcome = (read: () => SharedStrings) => {
        try {
          const { strings, runColors } = read();
          return JSON.stringify({ strings, runColors: [...runColors] });
        } catch (error) {
          return `error: ${(error as Error).message}`;
        }
      };
      return [
        outcome(() => readSharedStrings(Buffer.from(strToU8(xml)), 'xl/sharedStrings.xml')),
        outcome(() => readSharedStringsText(xml, 'xl/sharedStrings.xml')),
      ];
    };
    const [plain, generic] = both(sst);
    expect(plain).toBe(generic);
    expect(JSON.parse(plain)).toEqual({
      strings: ['plain', ' spaced & escaped \r ', '', 'rich runs', 'red darkown', 'cdata', 'é ü'],
      // The run of a space is drawn in no colour; a run without one takes the cell's (null).
      runColors: [[4, ['C00000', 'theme1', null]]],
    });
    // All ASCII: the part is cut from one string.
    const [ascii, asciiGeneric] = both(sst.replace('é ü', 'e u'));
    expect(ascii).toBe(asciiGeneric);
    expect(JSON.parse(ascii).strings).toContain('e u');
    let state = 3;
    const random = (n: number) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state % n;
    };
    const inserted = ['<', '>', '&', '&bogus;', '<si>', '</si>', '<t>', '</t>', '<rPh>', '<r>', '</r>', ' ', '"', '/'];
    for (let m = 0; m < 150; m++) {
      const at = random(sst.length + 1);
      const mutated =
        m % 3 === 0
          ? sst.slice(0, at)
          : m % 3 === 1
            ? sst.slice(0, at) + inserted[random(inserted.length)] + sst.slice(at)
            : sst.slice(0, at) + sst.slice(at + 1 + random(4));
      const [bytes, text] = both(m % 2 ? mutated : mutated.replace('é ü', 'e u'));
      expect(bytes, mutated).toBe(text);
    }
  });

  it('reads a plain number as Number() does, and leaves the rest to the text', () => {
    const at = (text: string) => plainNumberAt(strToU8(text), 0, text.length);
    for (const text of ['0', '7', '-7', '3.5', '-0.25', '448.29', '99999999999', '0.0001', '1234567.891', '0.1', '0.3'])
      expect(at(text), text).toBe(Number(text));
    for (const text of ['', '-', '-0', '007', '1.50', '.5', '5.', '1e5', '123456789012', '0.00001', '10.00001', '1 '])
      expect(at(text), text).toBeNaN();
  });
});

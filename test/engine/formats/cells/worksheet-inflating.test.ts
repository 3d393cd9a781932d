import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildXlsx } from '../../../../scripts/fixtures/xlsx-builder';
import { ZipArchive } from '../../../../src/engine/archive/zip';
import { readXlsxPackage, readXlsxPackageInflating, type XlsxPackage } from '../../../../src/engine/formats/cells/xlsx';

/**
 * Worksheets are read as zlib inflates them, a piece of whole rows at a time
 * (readWorksheetInflating), and must read exactly as when inflated whole: on every real
 * workbook of the fixtures, with pieces small enough to cut every sheet many times, and on
 * sheets where a piece is cut where the byte reader must give up (a `</row>` inside a comment
 * or CDATA section) or the entry is damaged, which are then read whole, with the same result or
 * the same error.
 */

const FIXTURES = join(__dirname, '../../../fixtures/real');

function view(read: XlsxPackage): string {
  return JSON.stringify({
    sheets: read.workbook.sheets.map((sheet) => ({
      ...sheet,
      rows: sheet.rows.map((row) => [row.row, row.cells]),
      comments: [...sheet.comments],
    })),
    styles: read.workbook.styles,
    warnings: read.warnings,
    metadata: read.metadata,
  });
}

async function bothWays(bytes: Uint8Array, pieceBytes: number): Promise<[string, string]> {
  const whole = (() => {
    try {
      return view(readXlsxPackage(bytes));
    } catch (error) {
      return `error: ${(error as Error).message}`;
    }
  })();
  const inflating = await readXlsxPackageInflating(bytes, undefined, { pieceBytes }).then(
    view,
    (error: Error) => `error: ${error.message}`,
  );
  return [inflating, whole];
}

/** The package with its first worksheet's XML changed by `edit`, deflated again. */
function withSheet(bytes: Uint8Array, edit: (xml: string) => string): Uint8Array {
  const files = unzipSync(bytes);
  const name = 'xl/worksheets/sheet1.xml';
  files[name] = strToU8(edit(strFromU8(files[name])));
  return zipSync(files, { mtime: new Date('2020-01-01T00:00:00Z') });
}

const ROWS = Array.from({ length: 400 }, (_, r) => [`row ${r}`, r * 1.5, r % 3 === 0 ? 'three' : 'other', r]);
const WORKBOOK = buildXlsx({ sheets: [{ name: 'Data', rows: ROWS }] });

describe('worksheets read as they are inflated', () => {
  const workbooks = readdirSync(FIXTURES).filter((name) => /\.xls[xm]$/.test(name));
  it.each(workbooks)('%s reads as when inflated whole, in 4 KB pieces', async (name) => {
    const [inflating, whole] = await bothWays(readFileSync(join(FIXTURES, name)), 4096);
    expect(inflating).toBe(whole);
  });

  it('cuts a sheet into many pieces and reads it as whole', async () => {
    const pieces: number[] = [];
    const zip = new ZipArchive(WORKBOOK);
    await zip.inflating('xl/worksheets/sheet1.xml', (piece) => pieces.push(piece.length), 1024);
    expect(pieces.length).toBeGreaterThan(10);
    const [inflating, whole] = await bothWays(WORKBOOK, 1024);
    expect(inflating).toBe(whole);
    expect(whole.includes('"row 399"')).toBe(true);
  });

  it.each([
    ['a comment', '<!-- </row> -->'],
    ['a processing instruction', '<?keep </row> ?>'],
  ])('reads a sheet whole when a piece ends inside %s holding </row>', async (_, markup) => {
    const edited = withSheet(WORKBOOK, (xml) => xml.replace(/(<row r="200"[^>]*>)/, `$1${markup}`));
    // Pieces of many sizes, so that some end between the markup and its row's end tag.
    for (let pieceBytes = 256; pieceBytes < 1400; pieceBytes += 61) {
      const [inflating, whole] = await bothWays(edited, pieceBytes);
      expect(inflating).toBe(whole);
      expect(whole.includes('"row 399"')).toBe(true);
    }
  });

  it('reads a CDATA section holding </row> in an inline string as when inflated whole', async () => {
    const edited = withSheet(WORKBOOK, (xml) =>
      xml.replace(/(<row r="150"[^>]*>)/, '$1<c r="F150" t="inlineStr"><is><t><![CDATA[a </row> b]]></t></is></c>'),
    );
    for (let pieceBytes = 256; pieceBytes < 1400; pieceBytes += 61) {
      const [inflating, whole] = await bothWays(edited, pieceBytes);
      expect(inflating).toBe(whole);
      expect(whole.includes('a </row> b')).toBe(true);
    }
  });

  it('reads shared strings cut inside a CDATA section holding </si> as when inflated whole', async () => {
    const files = unzipSync(WORKBOOK);
    const name = 'xl/sharedStrings.xml';
    const xml = strFromU8(files[name]).replace(/<t([^>]*)>row 200<\/t>/, '<t$1><![CDATA[row </si> 200]]></t>');
    files[name] = strToU8(xml);
    const edited = zipSync(files, { mtime: new Date('2020-01-01T00:00:00Z') });
    for (let pieceBytes = 256; pieceBytes < 1400; pieceBytes += 61) {
      const [inflating, whole] = await bothWays(edited, pieceBytes);
      expect(inflating).toBe(whole);
      expect(whole.includes('row </si> 200')).toBe(true);
    }
  });

  it('refuses a damaged worksheet entry with the error of a whole read', async () => {
    const damaged = new Uint8Array(WORKBOOK);
    const zip = new ZipArchive(WORKBOOK);
    const entry = zip.rawEntries().find((e) => e.name === 'xl/worksheets/sheet1.xml')!;
    const at = Buffer.from(WORKBOOK).indexOf(Buffer.from(entry.data)) + Math.floor(entry.data.length / 2);
    damaged[at] ^= 0xff;
    const [inflating, whole] = await bothWays(damaged, 1024);
    expect(whole).toMatch(/^error: /);
    expect(inflating).toBe(whole);
  });
});

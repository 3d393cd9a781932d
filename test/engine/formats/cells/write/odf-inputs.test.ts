import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOds } from '../../../../../scripts/fixtures/ods-builder';
import { cellsWriter } from '../../../../../src/engine/formats/cells/write/index';
import { compareToDocument, readDocument } from '../../../../../src/engine/index';
import { run } from '../../../../helpers/cli';
import { buildOdp } from '../../slides/odp-build';

/**
 * Inputs LibreOffice opens that the ODF schema frowns on: a row with no cell (odfdo writes one
 * for every row it creates before a cell is set) and a package without its `mimetype` entry (a
 * package re-zipped by a general ZIP tool). A result is written for them, and says what it met.
 */

const tmp = mkdtempSync(join(tmpdir(), 'docdelta-odf-inputs-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function rezip(bytes: Uint8Array, edit: (files: Record<string, Uint8Array>) => void): Uint8Array {
  const files = unzipSync(bytes);
  edit(files);
  const out: Zippable = {};
  for (const [name, data] of Object.entries(files)) out[name] = name === 'mimetype' ? [data, { level: 0 }] : data;
  return zipSync(out);
}

const withContent = (bytes: Uint8Array, edit: (xml: string) => string) =>
  rezip(bytes, (files) => (files['content.xml'] = strToU8(edit(strFromU8(files['content.xml'])))));

const withoutMimetype = (bytes: Uint8Array) => rezip(bytes, (files) => delete files.mimetype);

const source = buildOds({
  sheets: [
    {
      name: 'sheet1',
      rows: [
        ['item', 'qty'],
        ['a', 1],
        ['b', 2],
      ],
    },
  ],
  pad: false,
});
const edited = buildOds({
  sheets: [
    {
      name: 'sheet1',
      rows: [
        ['item', 'qty'],
        ['a', 1],
        ['b', 3],
        ['c', 4],
      ],
    },
  ],
  pad: false,
});

describe('ODS inputs LibreOffice opens', () => {
  it('a target with a row that holds no cell (as odfdo writes it): compare writes the result and warns', async () => {
    const target = withContent(edited, (xml) => xml.replace('</table:table>', '<table:table-row/></table:table>'));
    const a = join(tmp, 'a.ods');
    const b = join(tmp, 'b.ods');
    const out = join(tmp, 'result.ods');
    writeFileSync(a, source);
    writeFileSync(b, target);
    const { code, stderr } = await run(['compare', a, b, '-o', out]);
    expect(stderr).toMatch(/the target document already had this flaw.*a row of table 'sheet1' has no cell/);
    expect(code).toBe(0);
    const result = readFileSync(out);
    expect(await cellsWriter.validate(result, { source, target })).toHaveLength(1);
    const cells = JSON.stringify((await readDocument({ bytes: result, fileName: 'result.ods' })).familyData);
    expect(cells).toContain('"c"');
  });

  it('a cell-less row the writer made and no input had is still refused', async () => {
    const broken = withContent(edited, (xml) => xml.replace('</table:table>', '<table:table-row/></table:table>'));
    await expect(cellsWriter.validate(broken, { source, target: edited })).rejects.toThrow(/has no cell/);
  });

  it('an ODS without a mimetype entry is read with a warning and compared; the result has one', async () => {
    const target = withoutMimetype(edited);
    const model = await readDocument({ bytes: target, fileName: 'b.ods' });
    expect(model.warnings.map((w) => w.message)).toEqual([
      "the package has no 'mimetype' entry; read as application/vnd.oasis.opendocument.spreadsheet from its manifest and content, as LibreOffice does",
    ]);
    const result = await compareToDocument({
      source: { bytes: source, fileName: 'a.ods' },
      target: { bytes: target, fileName: 'b.ods' },
    });
    expect(result.places).toEqual(['sheet1!B3', 'sheet1!4:4']);
    expect(Object.keys(unzipSync(result.bytes))[0]).toBe('mimetype');
    expect(result.warnings.map((w) => `${w.fileName}: ${w.code}`)).toContain('b.ods: odf-no-mimetype');
  });

  it('the type comes from the body when the manifest is missing too, and the name does not decide it', async () => {
    const bare = rezip(edited, (files) => {
      delete files.mimetype;
      delete files['META-INF/manifest.xml'];
    });
    const model = await readDocument({ bytes: bare, fileName: 'upload.bin' });
    expect(model.format).toBe('ods');
    const deck = withoutMimetype(buildOdp([{ shapes: [{ name: 'Box', box: [1, 1, 10, 2], text: 'Hello' }] }]));
    const read = await readDocument({ bytes: deck, fileName: 'deck.zip' });
    expect(read.format).toBe('odp');
    expect(read.warnings.map((w) => w.code)).toContain('odf-no-mimetype');
  });

  it('a ZIP that is no ODF package is still refused with the same message', async () => {
    const zip = zipSync({ 'readme.txt': strToU8('hello'), 'content.xml': strToU8('<a/>') });
    await expect(readDocument({ bytes: zip, fileName: 'x.zip' })).rejects.toThrow(
      /a ZIP archive that is not an Office or OpenDocument file/,
    );
  });
});

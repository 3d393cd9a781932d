import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ArchiveLimitError, CorruptDocumentError } from '../../src/engine/errors';
import { MAX_DELIMITED_CELLS, MAX_FIELD_LENGTH, parseDelimited } from '../../src/engine/formats/cells/csv';
import { parseXml } from '../../src/engine/formats/package/xml-dom';
import { assertXmlDepth, MAX_XML_DEPTH } from '../../src/engine/formats/shared/xml-depth';
import { MAX_TEXT_BYTES } from '../../src/engine/formats/text/index';
import { cellsWriter } from '../../src/engine/formats/cells/write/index';
import { compareToDocument, readDocument } from '../../src/engine/index';
import type { ReaderWarning } from '../../src/engine/model/document';
import { convertDelimited } from '../../src/service/conversion';

/**
 * Inputs made to hurt: every XML path refuses elements nested past the depth limit with the
 * usual one-line error, right away, instead of building 100,000 levels (the ODT reader took
 * over 15 s on one such content.xml).
 */
const FIXTURES = join(__dirname, '../fixtures/real');

/**
 * `name` with `part` opening `levels` elements right after its root start tag. Each level has its
 * own pseudo-random name, so the part does not compress past the archive's ratio limit (which would
 * refuse it before any XML is read) and the depth check itself is what answers.
 */
function nestedDeep(name: string, part: string, levels: number): Uint8Array {
  const entries = unzipSync(new Uint8Array(readFileSync(join(FIXTURES, name))));
  const xml = strFromU8(entries[part]);
  const rootStart = xml.indexOf('>', xml.search(/<[A-Za-z]/)) + 1;
  const names: string[] = [];
  let state = 1;
  for (let i = 0; i < levels; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    names.push(`d${state.toString(36)}`);
  }
  const opening = names.map((n) => `<${n}>`).join('');
  const closing = names
    .reverse()
    .map((n) => `</${n}>`)
    .join('');
  entries[part] = strToU8(xml.slice(0, rootStart) + opening + closing + xml.slice(rootStart));
  return zipSync(entries);
}

describe('deeply nested XML', () => {
  const cases: [string, string][] = [
    ['odfdo-odt-pair-diff-a.odt', 'content.xml'],
    ['odfdo-odt-pair-diff-a.odt', 'styles.xml'],
    ['poi-docx-nested-tables-headings-hyperlinks.docx', 'word/document.xml'],
    ['sheetjs-xlsx-pair-mergecells-a-excel.xlsx', 'xl/worksheets/sheet1.xml'],
    ['odfdo-ods-two-sheets.ods', 'content.xml'],
    ['poi-pptx-pair-table-a-no-theme.pptx', 'ppt/slides/slide1.xml'],
    ['odfdo-odp-pair-logo-a-without.odp', 'content.xml'],
    ['poi-vsdx-basic.vsdx', 'visio/pages/page1.xml'],
  ];
  for (const [name, part] of cases) {
    it(`${name}: ${part} with 100,000 nested elements is refused in one line`, async () => {
      const bytes = nestedDeep(name, part, 100_000);
      const error = await readDocument({ bytes, fileName: name }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(CorruptDocumentError);
      expect((error as Error).message).toBe(
        `part '${part}' nests elements more than ${MAX_XML_DEPTH} levels deep, which no real document does; it is damaged or crafted`,
      );
    });
  }

  it('refuses a deep part the reader never opens when the writer validates the result (docProps/app.xml of a workbook)', async () => {
    const name = 'poi-xlsx-pair-conformance-b-strict.xlsx';
    const error = await compareToDocument({
      source: { bytes: new Uint8Array(readFileSync(join(FIXTURES, name))), fileName: 'a.xlsx' },
      target: { bytes: nestedDeep(name, 'docProps/app.xml', 100_000), fileName: 'b.xlsx' },
    }).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error).toBeInstanceOf(CorruptDocumentError);
    // The input's flaw, named as the reader would name it; not "the written result failed validation".
    expect(error?.message).toBe(
      `part 'docProps/app.xml' nests elements more than ${MAX_XML_DEPTH} levels deep, which no real document does; it is damaged or crafted`,
    );
    expect((error as CorruptDocumentError).fileName).toBe('b.xlsx');
    expect((error as CorruptDocumentError).writerBug).toBeFalsy();
  });

  it('names the target when its [Content_Types].xml, which the result keeps, nests too deep (fuzz seed 361)', async () => {
    const name = 'poi-xlsm-realworld-vba-charts-comments.xlsm';
    const error = await compareToDocument({
      source: { bytes: new Uint8Array(readFileSync(join(FIXTURES, name))), fileName: 'a.xlsm' },
      target: { bytes: nestedDeep(name, '[Content_Types].xml', 100_000), fileName: 'b.xlsm' },
    }).then(
      () => undefined,
      (e: unknown) => e as CorruptDocumentError,
    );
    expect(error).toBeInstanceOf(CorruptDocumentError);
    expect(error?.fileName).toBe('b.xlsm');
    expect(error?.writerBug).toBeFalsy();
    expect(error?.message).toContain("part '[Content_Types].xml' nests elements more than");
  });

  it('still reads a part nested a little below the limit', async () => {
    const bytes = nestedDeep('odfdo-odt-pair-diff-a.odt', 'content.xml', MAX_XML_DEPTH - 10);
    const model = await readDocument({ bytes, fileName: 'a.odt' });
    expect(model.stories.length).toBeGreaterThan(0);
  });
});

/** `name` with a 16 MB comment in `part`: far past the archive's compression-ratio limit. */
function overCompressed(name: string, part: string): Uint8Array {
  const entries = unzipSync(new Uint8Array(readFileSync(join(FIXTURES, name))));
  expect(entries[part], part).toBeDefined();
  const xml = strFromU8(entries[part]);
  const end = xml.lastIndexOf('</');
  entries[part] = strToU8(`${xml.slice(0, end)}<!--${'x'.repeat(16_000_000)}-->${xml.slice(end)}`);
  return zipSync(entries);
}

describe('archive limits in a part only the writer opens', () => {
  // The reader never needs these parts, so `changes` works; the writer (its id scan, the result's
  // validation) reads them, and must blame the input that holds the part, not itself.
  const cases: [string, string][] = [
    ['poi-docx-nested-tables-headings-hyperlinks.docx', 'word/fontTable.xml'],
    ['odfdo-odt-pair-diff-a.odt', 'settings.xml'],
    ['poi-pptx-pair-table-a-no-theme.pptx', 'ppt/viewProps.xml'],
  ];
  for (const [name, part] of cases) {
    it(`${name}: ${part} over the ratio limit in the target names the target`, async () => {
      const extension = name.slice(name.lastIndexOf('.'));
      const error = await compareToDocument({
        source: { bytes: new Uint8Array(readFileSync(join(FIXTURES, name))), fileName: `a${extension}` },
        target: { bytes: overCompressed(name, part), fileName: `b${extension}` },
      }).then(
        () => undefined,
        (e: unknown) => e as ArchiveLimitError,
      );
      expect(error).toBeInstanceOf(ArchiveLimitError);
      expect(error?.fileName).toBe(`b${extension}`);
      expect(error?.writerBug).toBeFalsy();
      expect(error?.message).toBe(`part '${part}' has a compression ratio over 100:1 (zip bomb?)`);
    });
  }
});

describe('a part only the writer opens that is not well-formed', () => {
  it("is the target's flaw, left out of the result (an optional part) and warned about, not a bug in docdelta (ODT settings.xml)", async () => {
    const name = 'odfdo-odt-pair-diff-a.odt';
    const plain = new Uint8Array(readFileSync(join(FIXTURES, name)));
    const entries = unzipSync(plain);
    const settings = strFromU8(entries['settings.xml']);
    expect(settings).toContain('</office:document-settings>');
    entries['settings.xml'] = strToU8(
      settings.replace('</office:document-settings>', '&undeclared;</office:document-settings>'),
    );
    const { mimetype, ...rest } = entries;
    const damaged = zipSync({ mimetype: [mimetype, { level: 0 }], ...rest });
    const result = await compareToDocument({
      source: { bytes: plain, fileName: 'a.odt' },
      target: { bytes: damaged, fileName: 'b.odt' },
    });
    // LibreOffice does not open a package whose settings.xml does not parse; readers do without one.
    expect(result.warnings.filter((w) => w.code === 'unreadable-part-left-out').map((w) => w.message)).toEqual([
      "part 'settings.xml' is not well-formed XML (undefined entity.); the result leaves it out, which readers allow (LibreOffice does not open the package with it)",
    ]);
    expect(result.warnings.filter((w) => w.code === 'inherited-flaw')).toEqual([]);
    const written = unzipSync(result.bytes);
    expect(written['settings.xml']).toBeUndefined();
    expect(strFromU8(written['META-INF/manifest.xml'])).not.toContain('"settings.xml"');
    expect(Object.keys(written).length).toBe(Object.keys(entries).length - 1);
  });

  it("is the target's flaw in a workbook too (ODS settings.xml, left out); the same flaw in neither input is refused", async () => {
    const name = 'odfdo-ods-two-sheets.ods';
    const plain = new Uint8Array(readFileSync(join(FIXTURES, name)));
    const entries = unzipSync(plain);
    expect(entries['settings.xml']).toBeDefined();
    const settings = strFromU8(entries['settings.xml']);
    entries['settings.xml'] = strToU8(settings.replace(/<\/office:document-settings>\s*$/, '&undeclared;$&'));
    const { mimetype, ...rest } = entries;
    const damaged = zipSync({ mimetype: [mimetype, { level: 0 }], ...rest });
    const result = await compareToDocument({
      source: { bytes: plain, fileName: 'a.ods' },
      target: { bytes: damaged, fileName: 'b.ods' },
    });
    expect(result.warnings.filter((w) => w.code === 'unreadable-part-left-out').map((w) => w.message)).toEqual([
      "part 'settings.xml' is not well-formed XML (undefined entity.); the result leaves it out, which readers allow (LibreOffice does not open the package with it)",
    ]);
    expect(unzipSync(result.bytes)['settings.xml']).toBeUndefined();
    await expect(cellsWriter.validate(damaged, { source: plain, target: plain })).rejects.toThrow(
      "part 'settings.xml' is not well-formed XML",
    );
  });
});

describe('assertXmlDepth (before xmldom parses a part)', () => {
  const nest = (levels: number, inner = '') => '<a>'.repeat(levels) + inner + '</a>'.repeat(levels);

  it('counts start tags, not self-closing tags, comments, CDATA, instructions or a `>` in a quoted value', () => {
    const tricky = `<x a="1>2" b='/>'/><!-- <a><a><a> --><![CDATA[<a><a>]]><?pi <a> ?>`;
    expect(() =>
      assertXmlDepth(
        `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY e "<a>">]>${nest(MAX_XML_DEPTH, tricky.repeat(5))}`,
        'p.xml',
      ),
    ).not.toThrow();
    expect(() => assertXmlDepth(nest(MAX_XML_DEPTH + 1), 'p.xml')).toThrow(CorruptDocumentError);
  });

  it('guards every xmldom parse of the writers', () => {
    expect(() => parseXml(nest(100_000), 'word/styles.xml')).toThrow(
      `part 'word/styles.xml' nests elements more than ${MAX_XML_DEPTH} levels deep`,
    );
    expect(parseXml(nest(50), 'x.xml').documentElement?.tagName).toBe('a');
  });
});

describe('CSV and text bounds', () => {
  const csv = (text: string) => readDocument({ bytes: new TextEncoder().encode(text), fileName: 'data.csv' });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (e: unknown) => e as Error,
    );

  it('parses fields by slices with the same RFC 4180 results as before', () => {
    const warnings: ReaderWarning[] = [];
    expect(parseDelimited('a,b\n"x, y","say ""hi"""\n', ',', warnings)).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
    ]);
    expect(parseDelimited('a,\n,b', ',', warnings)).toEqual([
      ['a', ''],
      ['', 'b'],
    ]);
    expect(parseDelimited('"two\nlines"tail,z\n', ',', warnings)).toEqual([['two\nlinestail', 'z']]);
    expect(parseDelimited('mid"quote,x', ',', warnings)).toEqual([['mid"quote', 'x']]);
    expect(parseDelimited('\n\n', ',', warnings)).toEqual([[''], ['']]);
    expect(parseDelimited('a;b;', ';', warnings)).toEqual([['a', 'b', '']]);
    const unclosed: ReaderWarning[] = [];
    expect(parseDelimited('a,"open\nrest', ',', unclosed)).toEqual([['a', 'open\nrest']]);
    expect(unclosed.map((w) => w.code)).toEqual(['csv-unclosed-quote']);
    // The API's LoadOptions.Separator may be longer than one character.
    expect(parseDelimited('a||b||\n"x||y"||z', '||', warnings)).toEqual([
      ['a', 'b', ''],
      ['x||y', 'z'],
    ]);
  });

  it('converts CSV through the same bounded parser (the API conversion)', () => {
    const converted = convertDelimited(new TextEncoder().encode('a;"b;c"\r\n1;"say ""hi"""\r\n'), ';', 'csv');
    expect(new TextDecoder().decode(converted)).toBe('a,b;c\n1,"say ""hi"""\n');
    expect(() =>
      convertDelimited(new TextEncoder().encode(`a,"${'x'.repeat(MAX_FIELD_LENGTH + 1)}"\n`), ',', 'tsv'),
    ).toThrow(ArchiveLimitError);
  });

  it(`refuses a cell longer than ${MAX_FIELD_LENGTH} characters in one line, without building it whole`, async () => {
    const error = await failure(csv(`a,b\n1,"${'x'.repeat(50 * 1024 * 1024)}"\n`));
    expect(error).toBeInstanceOf(ArchiveLimitError);
    expect(error?.message).toBe(
      "the field at row 2, column 2 holds 52,428,800 characters; docdelta compares CSV and TSV cells of up to 32,767 (Excel's limit)",
    );
    expect(await csv(`a,b\n1,"${'x'.repeat(MAX_FIELD_LENGTH)}"\n`)).toBeDefined();
  });

  it(`refuses more than ${MAX_DELIMITED_CELLS.toLocaleString('en-US')} non-empty cells`, async () => {
    const row = '1,2,3,4,5,6,7,8,9,10\n';
    const error = await failure(csv(row.repeat(MAX_DELIMITED_CELLS / 10 + 1)));
    expect(error).toBeInstanceOf(ArchiveLimitError);
    expect(error?.message).toContain(
      `more than ${MAX_DELIMITED_CELLS.toLocaleString('en-US')} non-empty cells, docdelta's limit for CSV and TSV`,
    );
  });

  it(`refuses a text file over ${MAX_TEXT_BYTES / 1024 / 1024} MB before decoding it`, async () => {
    const error = await failure(
      readDocument({ bytes: new Uint8Array(MAX_TEXT_BYTES + 1).fill(0x61), fileName: 'log.txt' }),
    );
    expect(error).toBeInstanceOf(ArchiveLimitError);
    expect(error?.message).toBe(
      'the text file is 10.0 MB; docdelta compares text files of up to 10 MB (use a line diff such as git diff for larger ones)',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { CorruptDocumentError } from '../../../../../../src/engine/errors';
import { docxWriter } from '../../../../../../src/engine/formats/word/docx/write';
import { buildDocx } from '../../../../../../scripts/fixtures/docx-builder';
import { editParts } from './helpers';
import { unzipSync, zipSync, strToU8 } from 'fflate';

const good = buildDocx({ body: ['One paragraph of text.', 'Another paragraph.'], header: ['Head'] });
const body = (xml: string) => editParts(good, { 'word/document.xml': (d) => d.replace('<w:body>', `<w:body>${xml}`) });
const W = 'w:author="x" w:date="2024-01-01T00:00:00Z"';

async function problem(bytes: Uint8Array): Promise<string> {
  try {
    await docxWriter.validate(bytes);
    return 'valid';
  } catch (error) {
    expect(error).toBeInstanceOf(CorruptDocumentError);
    return (error as Error).message;
  }
}

describe('docx result validation', () => {
  it('accepts a good package', async () => {
    expect(await problem(good)).toBe('valid');
  });

  it('catches malformed XML', async () => {
    expect(await problem(editParts(good, { 'word/document.xml': (d) => d.replace('</w:body>', '') }))).toMatch(
      /word\/document\.xml.*not well-formed/,
    );
  });

  it('catches a part without a content type', async () => {
    const entries = unzipSync(good);
    entries['word/media/extra.bin'] = new Uint8Array([1, 2, 3]);
    expect(await problem(zipSync(entries))).toMatch(/extra\.bin.*content type/);
  });

  it('catches a relationship to a missing part', async () => {
    const entries = unzipSync(good);
    delete entries['word/header1.xml'];
    expect(await problem(zipSync(entries))).toMatch(/missing part 'word\/header1\.xml'/);
  });

  it('catches duplicate revision ids', async () => {
    expect(
      await problem(
        body(
          `<w:p><w:ins w:id="7" ${W}><w:r><w:t>a</w:t></w:r></w:ins><w:del w:id="7" ${W}><w:r><w:delText>b</w:delText></w:r></w:del></w:p>`,
        ),
      ),
    ).toMatch(/revision id 7/);
  });

  it('catches duplicate bookmark ids', async () => {
    expect(
      await problem(
        body(
          '<w:p><w:bookmarkStart w:id="3" w:name="a"/><w:bookmarkEnd w:id="3"/><w:bookmarkStart w:id="3" w:name="b"/><w:bookmarkEnd w:id="3"/></w:p>',
        ),
      ),
    ).toMatch(/bookmarkStart id 3/);
  });

  it('catches unpaired move ranges', async () => {
    expect(
      await problem(
        body(
          `<w:p><w:moveFromRangeStart w:id="4" w:name="m" ${W}/><w:moveFrom w:id="5" ${W}><w:r><w:delText>x</w:delText></w:r></w:moveFrom></w:p>`,
        ),
      ),
    ).toMatch(/moveFromRangeStart 4.*no moveFromRangeEnd/);
    expect(
      await problem(
        body(
          `<w:p><w:moveFromRangeStart w:id="4" w:name="m" ${W}/><w:moveFrom w:id="5" ${W}><w:r><w:delText>x</w:delText></w:r></w:moveFrom><w:moveFromRangeEnd w:id="4"/></w:p>`,
        ),
      ),
    ).toMatch(/move 'm' has a move-from range but no move-to/);
  });

  it('catches a package that is not a ZIP', async () => {
    expect(await problem(strToU8('not a zip'))).toMatch(/not a readable package/);
  });

  it('excuses a flaw the inputs already had, as a warning naming it, and still refuses its own', async () => {
    const entries = unzipSync(good);
    delete entries['word/header1.xml'];
    const dangling = zipSync(entries);
    const warnings = await docxWriter.validate(dangling, { source: good, target: dangling });
    expect(warnings).toEqual([
      {
        code: 'inherited-flaw',
        message:
          "the target document already had this flaw and the result keeps it: relationship rIdHdr1 of 'word/_rels/document.xml.rels' points at missing part 'word/header1.xml'",
      },
    ]);
    await expect(docxWriter.validate(dangling, { source: good, target: good })).rejects.toThrow(
      /missing part 'word\/header1\.xml'/,
    );
  });
});

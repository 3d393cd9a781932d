import { describe, expect, it } from 'vitest';
import { docxReader } from '../../../../../src/engine/formats/word/docx';
import type { Block } from '../../../../../src/engine/model/document';
import { buildDocx, largeDocumentBody, wordPart } from '../../../../helpers/ooxml';

const STYLES = wordPart(
  'w:styles',
  '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>' +
    '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="32"/></w:rPr></w:style>',
);
const NUMBERING = wordPart(
  'w:numbering',
  '<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>',
);

function countWords(blocks: readonly Block[]): number {
  let words = 0;
  for (const block of blocks) {
    if (block.type === 'paragraph') {
      for (const run of block.runs) words += run.text.split(' ').filter(Boolean).length;
    } else if (block.type === 'table') {
      for (const row of block.rows) for (const cell of row.cells) words += countWords(cell.blocks);
    }
  }
  return words;
}

// Speed is measured by `npm run bench` (the same ~330-page size, end to end), never by a timed
// test: a busy CI machine would fail any bound tight enough to mean something.
describe('docx reader on a large document', () => {
  it('reads a 120,000-word (~6 MB document.xml) document whole', async () => {
    const body = largeDocumentBody();
    expect(body.length).toBeGreaterThan(5_500_000);
    const bytes = buildDocx({ body, parts: { 'word/styles.xml': STYLES, 'word/numbering.xml': NUMBERING } });
    const model = await docxReader.read(bytes, 'docx', {});
    expect(countWords(model.stories[0].blocks)).toBeGreaterThanOrEqual(120_000);
  });
});

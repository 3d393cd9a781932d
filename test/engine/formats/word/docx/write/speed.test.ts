import { describe, expect, it } from 'vitest';
import { diffDocuments } from '../../../../../../src/engine/diff/compare';
import { readDocx } from '../../../../../../src/engine/formats/word/docx';
import { docxWriter } from '../../../../../../src/engine/formats/word/docx/write';
import { resultOptionsFromSettings } from '../../../../../../src/engine/result-settings';
import { buildDocx, largeDocumentBody, wordPart } from '../../../../../helpers/ooxml';

const STYLES = wordPart(
  'w:styles',
  '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>',
);

/** ~100 edits spread over the body: words replaced, paragraphs dropped and added, bold toggled. */
function edited(body: string): string {
  const paragraphs = body.split('</w:p>');
  for (let k = 7, n = 0; k < paragraphs.length - 1 && n < 100; k += Math.floor(paragraphs.length / 100), n++) {
    const kind = n % 4;
    if (kind === 0) paragraphs[k] = paragraphs[k].replace('quick brown', `rapid ${n} brown`);
    else if (kind === 1)
      paragraphs[k] = paragraphs[k].replace(
        /<w:t xml:space="preserve">[^<]*<\/w:t>/,
        `<w:t xml:space="preserve">rewritten sentence number ${n} </w:t>`,
      );
    else if (kind === 2)
      paragraphs[k] = `${paragraphs[k]}</w:p><w:p><w:r><w:t>A new paragraph ${n} inserted by the edit.</w:t></w:r>`;
    else paragraphs[k] = paragraphs[k].replace('<w:b/><w:bCs/>', '');
  }
  return paragraphs.join('</w:p>');
}

// Speed is measured by `npm run bench`, never by a timed test (a busy CI machine fails any bound
// tight enough to mean something); this test keeps the large pair's results whole and valid.
describe('docx result writer on a large pair', () => {
  it('writes valid styled and tracked results of a ~330-page pair', async () => {
    const body = largeDocumentBody();
    const a = buildDocx({ body, parts: { 'word/styles.xml': STYLES } });
    const b = buildDocx({ body: edited(body), parts: { 'word/styles.xml': STYLES } });
    const source = readDocx(a, 'docx');
    const target = readDocx(b, 'docx');
    const changes = diffDocuments(source, target);
    expect(changes.length).toBeGreaterThan(50);
    for (const mode of ['styled', 'tracked'] as const) {
      const options = resultOptionsFromSettings({}, { mode });
      const input = {
        format: 'docx',
        source: { bytes: a, document: source },
        target: { bytes: b, document: target },
        changes,
        options,
      };
      const output = await docxWriter.write(input);
      await docxWriter.validate(output.bytes);
      expect(readDocx(output.bytes, 'docx').stories[0].blocks.length).toBeGreaterThan(3000);
    }
  });
});

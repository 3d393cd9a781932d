import { describe, expect, it } from 'vitest';
import { applyRevisions, listRevisions } from '../../../../../../src/engine/formats/word/docx/write/revisions';
import { buildDocx, paragraph } from '../../../../../helpers/ooxml';
import { read, storyTexts, styledRuns } from './helpers';

const A = 'w:author="Ann" w:date="2024-01-01T00:00:00Z"';
const BODY =
  // Run-level insertion and deletion.
  `<w:p><w:r><w:t xml:space="preserve">Keep </w:t></w:r><w:ins w:id="1" ${A}><w:r><w:t xml:space="preserve">added </w:t></w:r></w:ins><w:del w:id="2" ${A}><w:r><w:delText xml:space="preserve">removed </w:delText></w:r></w:del><w:r><w:t>end</w:t></w:r></w:p>` +
  // A formatting change: bold now, plain before.
  `<w:p><w:r><w:rPr><w:b/><w:rPrChange w:id="3" ${A}><w:rPr/></w:rPrChange></w:rPr><w:t>bold now</w:t></w:r></w:p>` +
  // A moved paragraph: from here…
  `<w:p><w:pPr><w:rPr><w:moveFrom w:id="4" ${A}/></w:rPr></w:pPr><w:moveFromRangeStart w:id="5" w:name="m1" ${A}/><w:moveFrom w:id="6" ${A}><w:r><w:t>moved text</w:t></w:r></w:moveFrom><w:moveFromRangeEnd w:id="5"/></w:p>` +
  paragraph('middle') +
  // …to here.
  `<w:p><w:pPr><w:rPr><w:moveTo w:id="7" ${A}/></w:rPr></w:pPr><w:moveToRangeStart w:id="8" w:name="m1" ${A}/><w:moveTo w:id="9" ${A}><w:r><w:t>moved text</w:t></w:r></w:moveTo><w:moveToRangeEnd w:id="8"/></w:p>` +
  // An inserted paragraph (content and mark) and a deleted one.
  `<w:p><w:pPr><w:rPr><w:ins w:id="10" ${A}/></w:rPr></w:pPr><w:ins w:id="11" ${A}><w:r><w:t>new paragraph</w:t></w:r></w:ins></w:p>` +
  `<w:p><w:pPr><w:rPr><w:del w:id="12" ${A}/></w:rPr></w:pPr><w:del w:id="13" ${A}><w:r><w:delText>old paragraph</w:delText></w:r></w:del></w:p>` +
  paragraph('last') +
  // A table with an inserted and a deleted row.
  `<w:tbl><w:tblPr/><w:tblGrid><w:gridCol/></w:tblGrid>` +
  `<w:tr><w:tc><w:p><w:r><w:t>row one</w:t></w:r></w:p></w:tc></w:tr>` +
  `<w:tr><w:trPr><w:ins w:id="14" ${A}/></w:trPr><w:tc><w:p><w:ins w:id="15" ${A}><w:r><w:t>row added</w:t></w:r></w:ins></w:p></w:tc></w:tr>` +
  `<w:tr><w:trPr><w:del w:id="16" ${A}/></w:trPr><w:tc><w:p><w:del w:id="17" ${A}><w:r><w:delText>row removed</w:delText></w:r></w:del></w:p></w:tc></w:tr>` +
  `</w:tbl>` +
  paragraph('after table');

describe('applyRevisions', () => {
  const bytes = buildDocx({ body: BODY });

  it('lists every kind of revision', () => {
    const kinds = new Set(listRevisions(bytes).map((r) => r.kind));
    for (const kind of [
      'insertion',
      'deletion',
      'moveFrom',
      'moveTo',
      'runProperties',
      'paragraphMarkInserted',
      'paragraphMarkDeleted',
      'rowInserted',
      'rowDeleted',
    ])
      expect(kinds).toContain(kind);
  });

  it('accept-all gives the new text, formatting and rows', () => {
    const model = read(applyRevisions(bytes, () => 'accept'));
    expect(storyTexts(model).body).toEqual([
      'Keep added end',
      'bold now',
      'middle',
      'moved text',
      'new paragraph',
      'last',
      'row one',
      'row added',
      'after table',
    ]);
    expect(styledRuns(model)[1]).toBe('<B>bold now</>');
    expect(listRevisions(applyRevisions(bytes, () => 'accept'))).toEqual([]);
  });

  it('reject-all gives the old text, formatting and rows', () => {
    const result = applyRevisions(bytes, () => 'reject');
    const model = read(result);
    expect(storyTexts(model).body).toEqual([
      'Keep removed end',
      'bold now',
      'moved text',
      'middle',
      'old paragraph',
      'last',
      'row one',
      'row removed',
      'after table',
    ]);
    expect(styledRuns(model)[1]).toBe('bold now');
    expect(listRevisions(result)).toEqual([]);
  });

  it('keeps what it is told to keep', () => {
    const result = applyRevisions(bytes, (r) => (r.kind === 'insertion' ? 'keep' : 'accept'));
    expect(listRevisions(result).map((r) => r.kind)).toEqual(['insertion', 'insertion', 'insertion']);
  });
});

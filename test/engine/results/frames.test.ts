import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildDocx, makePng } from '../../../scripts/fixtures/docx-builder';
import { compareToDocument } from '../../../src/engine/index';

const picture = (seed: number) => ({
  image: { png: makePng(8, 8, undefined, seed), width: 40, height: 40, name: `logo${seed}` },
});
const docx = (seed: number) =>
  buildDocx({ body: [{ runs: ['Our logo: ', picture(seed)] }, { runs: ['Nothing else changed here at all.'] }] });

async function documentXml(settings: Record<string, unknown>): Promise<string> {
  const result = await compareToDocument({
    source: { bytes: docx(1), fileName: 'a.docx' },
    target: { bytes: docx(2), fileName: 'b.docx' },
    settings,
  });
  expect(result.changes.map((c) => c.Type)).toEqual(['Modified']);
  return strFromU8(unzipSync(result.bytes)['word/document.xml']);
}

describe('framed objects (UseFramesForDelInsElements, MarkChangedContent)', () => {
  it('frames a changed picture in the change colour only when asked', async () => {
    expect(await documentXml({})).not.toContain('w:bdr');
    const framed = await documentXml({ UseFramesForDelInsElements: true, ChangedItemsStyle: { FontColor: '#FF00FF' } });
    expect(framed).toMatch(/<w:bdr w:val="single" w:sz="12" w:space="0" w:color="FF00FF"\/>/);
    expect(await documentXml({ MarkChangedContent: true })).toContain('w:bdr');
  });
});

import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { applyRevisions } from '../../../../../../src/engine/formats/word/docx/write/revisions';
import { buildDocx } from '../../../../../helpers/ooxml';
import { read, storyTexts, writeResult } from './helpers';

/**
 * A target that already records changes: a run whose formatting change is recorded
 * (w:rPrChange) is cut where a word of it changed, and each piece keeps the record under an id
 * of its own, so the result is valid (revision ids are unique) and accepting or rejecting all
 * gives either side's words.
 */

const A = 'w:author="Ann" w:date="2024-01-01T00:00:00Z"';
const body = (words: string) =>
  `<w:p><w:r><w:rPr><w:b/><w:rPrChange w:id="3" ${A}><w:rPr/></w:rPrChange></w:rPr><w:t>${words}</w:t></w:r></w:p>`;

describe('a run with a recorded formatting change, cut by a change', () => {
  it('gives each piece its own revision id', async () => {
    const source = buildDocx({ body: body('the bold words here stay') });
    const target = buildDocx({ body: body('the bold words there stay') });
    const result = await writeResult(source, target, 'tracked');
    expect(result.warnings).toEqual([]);
    expect(result.changes).toHaveLength(1);
    const xml = strFromU8(unzipSync(result.bytes)['word/document.xml']);
    const ids = [...xml.matchAll(/<w:(?:rPrChange|ins|del)\b[^>]*\bw:id="([^"]*)"/g)].map((m) => m[1]);
    expect(ids.filter((id) => id === '3')).toHaveLength(1);
    expect(new Set(ids).size).toBe(ids.length);
    expect(xml.match(/<w:rPrChange\b/g)!.length).toBeGreaterThan(1);
    const texts = (bytes: Uint8Array) => storyTexts(read(bytes)).body;
    expect(texts(applyRevisions(result.bytes, () => 'accept'))).toEqual(['the bold words there stay']);
    expect(texts(applyRevisions(result.bytes, () => 'reject'))).toEqual(['the bold words here stay']);
  });
});

import { describe, expect, it } from 'vitest';
import { buildDocx } from '../../../scripts/fixtures/docx-builder';
import { readRenderedWords, RenderedIndex, tokenKey, type RenderedDocument } from '../../../src/engine/layout/anchor';
import { convertToPdf, findSoffice } from '../../../src/engine/preview/office';
import { compareVersions } from '../../../src/engine/versions';

const soffice = findSoffice();
if (!soffice) console.warn('LibreOffice not found: anchoring in its rendering is not tested');

/** Words laid out 10 to a line, 40 lines to a page, each 30 pt wide. */
function rendered(text: string): RenderedDocument {
  const words = text.split(' ').map((word, i) => {
    const line = Math.floor(i / 10);
    return {
      text: word,
      key: tokenKey(word),
      page: 1 + Math.floor(line / 40),
      x: 72 + (i % 10) * 30,
      y: 72 + (line % 40) * 14,
      width: 26,
      height: 11,
    };
  });
  const pages = Math.max(...words.map((w) => w.page));
  return { pages: Array.from({ length: pages }, () => ({ width: 612, height: 792 })), words };
}

describe('RenderedIndex.find', () => {
  it('tells a repeated word apart by the words around it', () => {
    const index = new RenderedIndex(rendered('the cat sat on the mat and the dog sat on the rug'));
    const box = index.find({ before: ['dog', 'sat', 'on'], words: ['the'], after: ['rug'] });
    // Word 11 (0-based): line 1, column 1.
    expect(box).toMatchObject({ pageNumber: 1, x: 72 + 30, y: 72 + 14 });
  });

  it('covers every changed word on the first page they are on, and follows a word split or joined by the renderer', () => {
    const index = new RenderedIndex(rendered('alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu'));
    expect(index.find({ before: ['alpha'], words: ['beta', 'gamma', 'delta'], after: ['epsilon'] })).toMatchObject({
      x: 102,
      width: 3 * 30 - 4,
    });
    // The query has a word the rendering lacks ('extra'): the others still agree.
    expect(
      index.find({ before: ['gamma', 'extra', 'delta'], words: ['epsilon'], after: ['zeta', 'eta'] }),
    ).toMatchObject({ x: 72 + 4 * 30 });
  });

  it('breaks a tie between equal stretches by the expected place in the document, and finds nothing for unknown words', () => {
    const paragraph = 'one two three four five six seven eight nine ten';
    const index = new RenderedIndex(rendered(Array.from({ length: 80 }, () => paragraph).join(' ')));
    expect(index.find({ before: ['one'], words: ['two'], after: ['three'], near: 0.9 })?.pageNumber).toBe(2);
    expect(index.find({ before: ['one'], words: ['two'], after: ['three'], near: 0.1 })?.pageNumber).toBe(1);
    expect(index.find({ before: [], words: ['missing', 'words'], after: [] })).toBeUndefined();
  });
});

describe.skipIf(!soffice)('boxes anchored in LibreOffice’s rendering', () => {
  it('puts an inserted word and a deleted repeated word on the words LibreOffice drew for them', async () => {
    const filler = (i: number) =>
      `Section ${i} explains how the tenant and the landlord share the costs of the building and its upkeep over the year.`;
    const texts = Array.from({ length: 50 }, (_, i) => filler(i));
    const changed = [...texts];
    changed[8] = changed[8].replace('the costs', 'the heating costs');
    // The fifth "the" of paragraph 41 goes; the paragraph has five.
    changed[41] = changed[41].replace('upkeep over the year', 'upkeep over year');
    const docx = (list: string[]) => buildDocx({ body: list.map((t) => ({ runs: [t] })) });
    const before = { bytes: docx(texts), fileName: 'a.docx' };
    const after = { bytes: docx(changed), fileName: 'b.docx' };
    const comparison = await compareVersions(before, after, { office: { soffice: soffice! } });
    expect(comparison.rendered).toBeDefined();
    const inserted = comparison.changes.find((c) => c.Type === 'Inserted');
    const deleted = comparison.changes.find((c) => c.Type === 'Deleted');
    expect(inserted?.TargetText.trim()).toBe('heating');
    expect(deleted?.Text.trim()).toBe('the');

    // The truth, read independently: the rendered word itself.
    const [sourcePdf, targetPdf] = await convertToPdf([before, after], { soffice: soffice! });
    const targetWords = (await readRenderedWords(targetPdf)).words;
    const heating = targetWords.find((w) => w.key === 'heating')!;
    const sourceWords = (await readRenderedWords(sourcePdf)).words;
    const section41 = sourceWords.findIndex((w, i) => w.key === 'section' && sourceWords[i + 1]?.key === '41');
    const fifthThe = sourceWords.slice(section41).filter((w) => w.key === 'the')[4];
    for (const [change, word] of [
      [inserted!, heating],
      [deleted!, fifthThe],
    ] as const) {
      expect(change.PageInfo.PageNumber).toBe(word.page);
      expect(change.Box.X).toBeLessThan(word.x + word.width);
      expect(change.Box.X + change.Box.Width).toBeGreaterThan(word.x);
      expect(change.Box.Y).toBeLessThan(word.y + word.height);
      expect(change.Box.Y + change.Box.Height).toBeGreaterThan(word.y);
    }
    expect(fifthThe.page).toBeGreaterThan(1);
  });
});

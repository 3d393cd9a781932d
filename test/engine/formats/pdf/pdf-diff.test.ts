import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DIFF_OPTIONS, type EngineChange } from '../../../../src/engine/diff/types';
import { diffDocuments } from '../../../../src/engine/diff/compare';
import { pdfReader, type ParagraphWords, type PdfFamilyData } from '../../../../src/engine/formats/pdf/index';
import { blockText, type Block, type DocumentModel } from '../../../../src/engine/model/document';

const SENTENCE =
  'The board agreed that every member should receive the minutes of the meeting within two weeks of the day it was held';

/** Paragraphs of numbered sentences flowing over A4 pages; `top` is where the first line of each page sits. */
async function flow(paragraphs: string[], top = 760): Promise<DocumentModel> {
  return (await flowWithPages(paragraphs, top)).model;
}

/** The document and the page each paragraph's first line was drawn on. */
async function flowWithPages(paragraphs: string[], top = 760): Promise<{ model: DocumentModel; pageOf: number[] }> {
  const pageOf: number[] = [];
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const size = 11;
  let page = pdf.addPage([595, 842]);
  let y = top;
  for (const paragraph of paragraphs) {
    let line: string[] = [];
    let first = true;
    const flush = () => {
      if (y < 90) {
        page = pdf.addPage([595, 842]);
        y = top;
      }
      if (first) pageOf.push(pdf.getPageCount());
      first = false;
      page.drawText(line.join(' '), { x: 72, y, size, font });
      y -= size * 1.2;
      line = [];
    };
    for (const word of paragraph.split(' ')) {
      if ([...line, word].join(' ').length > 80) flush();
      line.push(word);
    }
    flush();
    y -= size * 0.9;
  }
  return { model: await pdfReader.read(await pdf.save(), 'pdf', {}), pageOf };
}

const paragraphs = (count: number) =>
  Array.from({ length: count }, (_, i) => `Item ${i + 1}. ${SENTENCE}, said speaker ${i + 1}.`);

/** The model with one body paragraph cut in two before word `at`, words and boxes kept. */
function splitParagraph(model: DocumentModel, index: number, at: number): DocumentModel {
  const data = model.familyData as PdfFamilyData;
  const words = data.paragraphs[index];
  const text = blockText(model.stories[0].blocks[index]);
  const cut = words.starts[at];
  const part = (from: number, to: number, shift: number): ParagraphWords => ({
    starts: words.starts.slice(from, to).map((x) => x - shift),
    ends: words.ends.slice(from, to).map((x) => x - shift),
    pages: words.pages.slice(from, to),
    boxes: words.boxes.slice(from * 4, to * 4),
    styles: words.styles.slice(from, to),
  });
  const block = (t: string): Block => ({ type: 'paragraph', runs: [{ text: t, style: {} }] });
  const blocks = [...model.stories[0].blocks];
  blocks.splice(index, 1, block(text.slice(0, cut - 1)), block(text.slice(cut)));
  const paragraphs = [...data.paragraphs];
  paragraphs.splice(index, 1, part(0, at, 0), part(at, words.starts.length, cut));
  return {
    ...model,
    stories: [{ ...model.stories[0], blocks }, ...model.stories.slice(1)],
    familyData: { ...data, paragraphs },
  };
}

function diff(a: DocumentModel, b: DocumentModel): EngineChange[] {
  return pdfReader.diff!(a, b, DEFAULT_DIFF_OPTIONS);
}

describe('PDF differ: one word stream over the body', () => {
  it('reports nothing when paragraphs are split differently (as at another page break)', async () => {
    const a = await flow(paragraphs(20));
    const b = splitParagraph(await flow(paragraphs(20)), 7, 9);
    expect(b.stories[0].blocks).toHaveLength(21);
    // The block-by-block diff sees a changed paragraph; the word stream does not.
    expect(diffDocuments(a, b).length).toBeGreaterThan(0);
    expect(diff(a, b)).toEqual([]);
    expect(diff(await flow(paragraphs(60)), await flow(paragraphs(60), 700))).toEqual([]);
  });

  it('reports one replaced word after a reflow, with its page and box', async () => {
    const source = paragraphs(60);
    const target = [...source];
    target[40] = target[40].replace('minutes', 'records');
    const b = await flowWithPages(target, 700);
    const changes = diff(await flow(source), b.model);
    expect(changes.map((c) => [c.kind, c.unit, c.text, c.targetText])).toEqual([
      ['Modified', 'text', 'minutes', 'records'],
    ]);
    expect(b.pageOf[40]).toBe(3);
    expect(changes[0].box?.page).toBe(3);
    expect(changes[0].box!.width).toBeGreaterThan(20);
    expect(changes[0].box!.width).toBeLessThan(60);
  });

  it('reports a deleted paragraph as one paragraph with its place in the target', async () => {
    const source = paragraphs(30);
    const target = source.filter((_, i) => i !== 12);
    const a = await flowWithPages(source);
    const changes = diff(a.model, await flow(target));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ kind: 'Deleted', unit: 'paragraph', text: source[12], targetText: '' });
    expect(changes[0].anchor?.blockPath).toHaveLength(1);
    expect(a.pageOf[12]).toBe(1);
    expect(changes[0].box?.page).toBe(1);
  });

  it('reports a paragraph moved to another page as one Moved change', async () => {
    const source = paragraphs(40);
    const target = [...source];
    const [moved] = target.splice(3, 1);
    target.splice(30, 0, moved);
    const b = await flowWithPages(target);
    const changes = diff(await flow(source), b.model);
    expect(changes.map((c) => [c.kind, c.unit, c.targetText])).toEqual([['Moved', 'paragraph', source[3]]]);
    expect(changes[0].source?.blockPath).toEqual([3]);
    expect(b.pageOf[30]).toBe(2);
    expect(changes[0].box?.page).toBe(2);
  });

  it('reports an inserted paragraph and an inserted word separately', async () => {
    const source = paragraphs(20);
    const target = [...source];
    target.splice(5, 0, `A new paragraph about the budget. ${SENTENCE}.`);
    target[15] = target[15].replace('every member', 'every voting member');
    const changes = diff(await flow(source), await flow(target));
    expect(changes.map((c) => [c.kind, c.unit, c.targetText])).toEqual([
      ['Inserted', 'paragraph', `A new paragraph about the budget. ${SENTENCE}.`],
      ['Inserted', 'text', 'voting'],
    ]);
  });

  it('keeps an unchanged heading between a deleted paragraph and an inserted one that share words', async () => {
    const source = paragraphs(12);
    const target = [...source];
    const deleted =
      'The accessory dwelling unit is located within a portion of the dwelling that is not used as living space.';
    const inserted =
      'D. The accessory dwelling unit meets all requirements for any dwelling located on the same lot in the same zoning district.';
    source.splice(6, 0, deleted, '3. Directly involve ensure');
    target.splice(6, 0, '3. Directly involve ensure', inserted);
    const changes = diff(await flow(source), await flow(target));
    expect(changes.map((c) => [c.kind, c.unit, c.text, c.targetText])).toEqual([
      ['Deleted', 'paragraph', deleted, ''],
      ['Inserted', 'paragraph', '', inserted],
    ]);
  });

  it('reports a paragraph moved past two short ones as moved, not as reading-order noise', async () => {
    const source = paragraphs(12);
    source.splice(6, 0, 'a. Miramar: bounded by the road to the north.', '2. With contained driveway');
    const target = [...source];
    const [moved] = target.splice(5, 1);
    target.splice(7, 0, moved);
    const changes = diff(await flow(source), await flow(target));
    expect(changes.map((c) => [c.kind, c.unit, c.targetText])).toEqual([['Moved', 'paragraph', source[5]]]);
  });
});

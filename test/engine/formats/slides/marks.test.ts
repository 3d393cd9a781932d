import type { Element } from '@xmldom/xmldom';
import { unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compareFiles,
  compareToDocument,
  readDocument,
  type EngineChange,
  type InputDocument,
} from '../../../../src/engine/index';
import { slidesData } from '../../../../src/engine/formats/slides/model';
import { parseXml } from '../../../../src/engine/formats/package/xml-dom';
import { type Block, type DocumentModel, type ShapeBlock } from '../../../../src/engine/model/document';
import { buildPptx, fakePng, withoutShapes, type TestShape } from './build';

/**
 * "Change marks are where the change list says": for every change the engine lists, the styled
 * result carries a mark of that change's colour on the slide and in the shape the change names.
 */

const P = 'http://schemas.openxmlformats.org/presentationml/2006/main';
const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const COLOURS = { Inserted: '0000FF', Deleted: 'FF0000', changed: '008000' };
const FIXTURES = join(__dirname, '../../../fixtures/real');
const fixture = (name: string): InputDocument => ({
  bytes: new Uint8Array(readFileSync(join(FIXTURES, name))),
  fileName: name,
});

const box = (y: number): [number, number, number, number] => [36, y, 300, 60];
const textShape = (id: number, name: string, text: string, y: number): TestShape => ({ id, name, text, box: box(y) });
const generated = {
  // Slides deleted, moved, inserted; text edited and moved.
  slides: {
    source: buildPptx([
      { shapes: [textShape(2, 'Body', 'Welcome to the quarterly review', 120)] },
      { shapes: [textShape(2, 'Body', 'This slide is removed in the new version', 120)] },
      { shapes: [textShape(2, 'Body', 'Revenue grew in every region', 120)] },
    ]),
    target: buildPptx([
      { shapes: [textShape(2, 'Body', 'Welcome to the quarterly review', 120)] },
      { shapes: [{ ...textShape(2, 'Body', 'Revenue grew strongly in every region', 140), box: [60, 140, 648, 300] }] },
      { shapes: [textShape(2, 'Body', 'A brand new closing slide appears', 120)] },
    ]),
  },
  // Shapes deleted (text, picture, table, grouped), inserted, text changed inside shapes and a table.
  shapes: {
    source: buildPptx([
      {
        shapes: [
          textShape(2, 'Title', 'Results by region', 20),
          textShape(3, 'Gone', 'This box is removed', 100),
          { id: 4, name: 'Logo', image: fakePng(3), box: [400, 100, 80, 80] },
          textShape(5, 'Notes box', 'Sales rose in the north', 200),
          {
            id: 6,
            name: 'Numbers',
            table: [
              ['North', '12'],
              ['South', '7'],
            ],
            box: [36, 300, 300, 60],
          },
        ],
        group: {
          id: 10,
          box: [400, 300, 200, 100],
          child: [0, 0, 200, 100],
          shapes: [textShape(11, 'G1', 'Grouped one', 0), textShape(12, 'G2', 'Grouped two', 50)],
        },
      },
      { shapes: [textShape(2, 'Title', 'Unchanged slide', 20)] },
    ]),
    target: buildPptx([
      {
        shapes: [
          textShape(2, 'Title', 'Results by region', 20),
          textShape(5, 'Notes box', 'Sales rose sharply in the north', 200),
          {
            id: 6,
            name: 'Numbers',
            table: [
              ['North', '15'],
              ['South', '7'],
            ],
            box: [36, 300, 300, 60],
          },
          textShape(7, 'Added', 'A new remark', 420),
        ],
        group: {
          id: 10,
          box: [400, 300, 200, 100],
          child: [0, 0, 200, 100],
          shapes: [textShape(11, 'G1', 'Grouped one', 0)],
        },
      },
      { shapes: [textShape(2, 'Title', 'Unchanged slide', 20)] },
    ]),
  },
  // Two words changed in each of two paragraphs of one shape, with formatting runs around them.
  twoEdits: {
    source: buildPptx([
      {
        shapes: [
          textShape(
            2,
            'Body',
            'Annotated with source, ranges, description, citation\nFormal definitions of accuracy measures',
            120,
          ),
        ],
      },
    ]),
    target: buildPptx([
      {
        shapes: [
          textShape(2, 'Body', 'Annotated with origin, ranges, notes, citation\nFormal notions of error measures', 120),
        ],
      },
    ]),
  },
};

interface ResultSlides {
  parts: Map<string, Element>;
  order: string[];
}

async function resultSlides(bytes: Uint8Array): Promise<ResultSlides> {
  const files = unzipSync(bytes);
  const model = await readDocument({ bytes, fileName: 'r.pptx' });
  const data = slidesData(model.familyData)!;
  const parts = new Map<string, Element>();
  for (const name of Object.keys(files))
    if (/^ppt\/(slides|notesSlides)\/[^/]+\.xml$/.test(name))
      parts.set(name, parseXml(new TextDecoder().decode(files[name]), name).documentElement as unknown as Element);
  return { parts, order: data.slides.map((s) => s.part) };
}

function all(root: Element, namespace: string, local: string): Element[] {
  return Array.from(root.getElementsByTagNameNS(namespace, local) as unknown as ArrayLike<Element>);
}

function shapeElements(root: Element): Element[] {
  return ['sp', 'pic', 'grpSp', 'graphicFrame', 'cxnSp'].flatMap((local) => all(root, P, local));
}

const nameOf = (shape: Element) => all(shape, P, 'cNvPr')[0]?.getAttribute('name') ?? '';
const idOf = (shape: Element) => all(shape, P, 'cNvPr')[0]?.getAttribute('id') ?? '';

/** Text of the runs in the shape whose properties carry this colour. */
function colouredText(shape: Element, colour: string): string {
  return all(shape, A, 'r')
    .filter((run) =>
      all(run, A, 'rPr').some((rPr) => all(rPr, A, 'srgbClr').some((c) => c.getAttribute('val') === colour)),
    )
    .map((run) => all(run, A, 't')[0]?.textContent ?? '')
    .join('');
}

/** Whether the shape has an outline of this colour, or a docdelta frame of it right after it. */
function framed(shape: Element, colour: string): boolean {
  const outline = (e: Element | null) =>
    !!e && all(e, A, 'ln').some((ln) => all(ln, A, 'srgbClr').some((c) => c.getAttribute('val') === colour));
  const own = Array.from(shape.childNodes as unknown as ArrayLike<Element>).find((e) => e.localName === 'spPr');
  if (own && outline(own)) return true;
  let next = shape.nextSibling as Element | null;
  while (next && next.nodeType !== 1) next = next.nextSibling as Element | null;
  return !!next && nameOf(next).startsWith('docdelta') && outline(next);
}

/** The innermost shape along a block path, and the slide's own part. */
function shapeAlong(model: DocumentModel, story: string, path: readonly number[]): ShapeBlock | undefined {
  let list: readonly Block[] | undefined = model.stories.find((s) => s.key === story)?.blocks;
  let shape: ShapeBlock | undefined;
  for (const index of path) {
    const block: Block | undefined = list?.[index];
    if (block?.type !== 'shape') break;
    shape = block;
    list = block.blocks;
  }
  return shape;
}

function partOf(model: DocumentModel, story: string): string | undefined {
  const data = slidesData(model.familyData)!;
  if (story.startsWith('notes:')) return data.slides.find((s) => s.key === story.slice(6))?.notesPart;
  return data.slides.find((s) => s.key === story)?.part;
}

const words = (text: string) => text.replace(/\s+/g, '');

/** The text of a block's runs only (tables without their cell separators). */
function runText(block: Block): string {
  if (block.type === 'paragraph') return block.runs.map((r) => r.text).join('');
  if (block.type === 'table')
    return block.rows.flatMap((row) => row.cells.flatMap((cell) => cell.blocks.map(runText))).join('');
  if (block.type === 'shape') return block.blocks.map(runText).join('');
  return '';
}

/** Checks one change; returns what is wrong, or undefined when the mark is where the change says. */
function checkChange(
  change: EngineChange,
  source: DocumentModel,
  target: DocumentModel,
  result: ResultSlides,
  siblings: readonly EngineChange[] = [],
): string | undefined {
  const colour =
    change.kind === 'Inserted' ? COLOURS.Inserted : change.kind === 'Deleted' ? COLOURS.Deleted : COLOURS.changed;
  const story = (change.source ?? change.target)!.story;
  if (story.startsWith('comment:')) return undefined; // comments are listed, not marked (a warning says so)
  if (change.unit === 'story') {
    const labelled = (part: string, label: string) =>
      all(result.parts.get(part)!, A, 't').some((t) => t.textContent?.startsWith(label));
    if (change.kind === 'Deleted') {
      const number = slidesData(source.familyData)!.slides.find((s) => s.key === change.source!.story)!.number;
      const at = result.order.findIndex((part) => labelled(part, `Deleted slide (was slide ${number})`));
      if (at < 0) return 'no restored slide';
      const anchorPart = slidesData(target.familyData)!.slides[change.anchor!.blockPath[0]]?.part;
      const anchorAt = anchorPart ? result.order.indexOf(anchorPart) : result.order.length;
      return at < anchorAt ? undefined : `restored at ${at}, anchor at ${anchorAt}`;
    }
    const part = partOf(target, change.target!.story)!;
    return labelled(part, change.kind === 'Inserted' ? 'Inserted slide' : 'Moved slide')
      ? undefined
      : `no label on ${part}`;
  }
  if (change.kind === 'Deleted' && change.unit === 'object') {
    // A deleted shape: back on the anchor's slide under its own name, with its text and the deleted marks.
    const original = shapeAlong(source, change.source!.story, change.source!.blockPath)!;
    const part = partOf(target, change.anchor!.story)!;
    const copies = shapeElements(result.parts.get(part)!).filter((e) => nameOf(e) === (original.name ?? ''));
    const copy = copies.find((e) => framed(e, colour) && words(colouredText(e, colour)) === words(runText(original)));
    return copy ? undefined : `no marked copy of "${original.name}" on ${part}`;
  }
  const side = change.target ?? change.anchor!;
  const shape = shapeAlong(target, side.story, side.blockPath);
  const part = partOf(target, side.story)!;
  if (!shape) return `no target shape for ${change.place}`;
  const element = shapeElements(result.parts.get(part)!).find(
    (e) => idOf(e) === shape.id && nameOf(e) === (shape.name ?? ''),
  );
  if (!element) return `shape ${shape.id} "${shape.name}" not on ${part}`;
  if (change.unit !== 'text' && change.unit !== 'paragraph')
    return framed(element, colour) ? undefined : `shape "${shape.name}" not framed in ${colour}`;
  const expected = change.kind === 'Deleted' ? change.text : change.targetText;
  const marked = colouredText(element, colour);
  if (!marked || !words(marked).includes(words(expected)))
    return `"${expected}" not in ${colour} in "${shape.name}" (marked: "${marked}")`;
  const paragraph = locateParagraph(target, side.story, side.blockPath);
  if (!paragraph || side.start === undefined) return undefined;
  return checkOffsets(
    change,
    colour,
    element,
    paragraph,
    siblings.filter((c) => c !== change && sameParagraph(c, change)),
  );
}

/** The target paragraph a change side names, when it names one. */
function locateParagraph(model: DocumentModel, story: string, path: readonly number[]): string | undefined {
  let list: readonly Block[] | undefined = model.stories.find((s) => s.key === story)?.blocks;
  let block: Block | undefined;
  for (let k = 0; k < path.length; k++) {
    block = list?.[path[k]];
    if (block?.type === 'shape') list = block.blocks;
    else if (block?.type === 'table') {
      const cell = block.rows[path[k + 1]]?.cells[path[k + 2]];
      list = cell?.blocks;
      k += 2;
    } else if (k < path.length - 1) return undefined;
  }
  return block?.type === 'paragraph' ? block.runs.map((r) => r.text).join('') : undefined;
}

const sameParagraph = (a: EngineChange, b: EngineChange) => {
  const [x, y] = [a.target ?? a.anchor, b.target ?? b.anchor];
  return !!x && !!y && x.story === y.story && x.blockPath.join() === y.blockPath.join() && x.start !== undefined;
};

interface MarkedRun {
  text: string;
  colour?: string;
  struck: boolean;
}

function paragraphRuns(paragraph: Element): MarkedRun[] {
  return Array.from(paragraph.childNodes as unknown as ArrayLike<Element>)
    .filter((e) => e.nodeType === 1 && (e.localName === 'r' || e.localName === 'fld' || e.localName === 'br'))
    .map((run) => {
      const rPr = all(run, A, 'rPr')[0];
      return {
        text: run.localName === 'br' ? '\n' : (all(run, A, 't')[0]?.textContent ?? ''),
        colour: rPr ? (all(rPr, A, 'srgbClr')[0]?.getAttribute('val') ?? undefined) : undefined,
        struck: rPr?.getAttribute('strike') === 'sngStrike',
      };
    });
}

/**
 * The mark sits at the change's own offsets: in the result paragraph whose text without the
 * put-back deleted runs is the target paragraph, exactly the change's characters carry its colour
 * (their neighbours do not, unless another change covers them) and deleted text is put back
 * right at the change's start.
 */
function checkOffsets(
  change: EngineChange,
  colour: string,
  shape: Element,
  targetText: string,
  others: EngineChange[],
): string | undefined {
  const side = change.target ?? change.anchor!;
  const start = side.start!;
  const end = change.kind === 'Deleted' ? start : (side.end ?? start);
  const problems: string[] = [];
  for (const paragraph of all(shape, A, 'p')) {
    const runs = paragraphRuns(paragraph);
    const kept = runs.filter((r) => !r.struck);
    if (kept.map((r) => r.text).join('') !== targetText) continue;
    // Per target character: its colour; per target offset: the deleted text put back there.
    const colours: (string | undefined)[] = [];
    const putBack = new Map<number, string>();
    for (const run of runs) {
      if (run.struck) putBack.set(colours.length, (putBack.get(colours.length) ?? '') + run.text);
      else for (const _ of run.text) colours.push(run.colour);
    }
    const coveredByOther = (k: number) =>
      others.some((o) => (o.target ?? o.anchor)!.start! <= k && k < ((o.target ?? o.anchor)!.end ?? 0));
    if (change.kind !== 'Deleted') {
      for (let k = start; k < end; k++)
        if (colours[k] !== colour) problems.push(`character ${k} "${targetText[k]}" not in ${colour}`);
      if (start > 0 && colours[start - 1] === colour && !coveredByOther(start - 1))
        problems.push(`character ${start - 1} "${targetText[start - 1]}" before the change is in ${colour}`);
      if (end < colours.length && colours[end] === colour && !coveredByOther(end))
        problems.push(`character ${end} "${targetText[end]}" after the change is in ${colour}`);
    }
    if (change.text && change.kind !== 'Inserted' && !(putBack.get(start) ?? '').includes(change.text))
      problems.push(`deleted "${change.text}" not put back at ${start} (there: "${putBack.get(start) ?? ''}")`);
    if (!problems.length) return undefined;
  }
  return problems.length ? problems.join('; ') : `no paragraph reads "${targetText}"`;
}

async function checkPair(
  source: InputDocument,
  target: InputDocument,
): Promise<{ checked: number; problems: string[]; kinds: string[]; places: string[] }> {
  const compared = await compareFiles(source, target);
  const styled = await compareToDocument({ source, target });
  expect(styled.changes).toHaveLength(compared.changes.length);
  const result = await resultSlides(styled.bytes);
  const problems: string[] = [];
  const kinds: string[] = [];
  let checked = 0;
  compared.changes.forEach((change, index) => {
    if ((change.source ?? change.target)?.story.startsWith('comment:')) return;
    checked++;
    kinds.push(`${change.kind} ${change.unit}`);
    const problem = checkChange(change, compared.source, compared.target, result, compared.changes);
    if (problem) problems.push(`${index} ${change.kind} ${change.place}: ${problem}`);
  });
  return { checked, problems, kinds, places: compared.changes.map((c) => c.place) };
}

describe('styled results mark each change where the change list says', () => {
  it('on generated slide changes (deleted, moved, inserted slides and edited text)', async () => {
    const { problems, kinds } = await checkPair(
      { bytes: generated.slides.source, fileName: 'a.pptx' },
      { bytes: generated.slides.target, fileName: 'b.pptx' },
    );
    expect(problems).toEqual([]);
    expect(kinds).toEqual(['Deleted story', 'MovedAndResized object', 'Inserted text', 'Inserted story']);
  });

  it('on generated shape changes (deleted shapes, pictures, tables, grouped shapes, inserted shapes, edited text)', async () => {
    const { problems, kinds } = await checkPair(
      { bytes: generated.shapes.source, fileName: 'a.pptx' },
      { bytes: generated.shapes.target, fileName: 'b.pptx' },
    );
    expect(problems).toEqual([]);
    expect(kinds.sort()).toEqual([
      'Deleted object',
      'Deleted object',
      'Deleted object',
      'Inserted object',
      'Inserted text',
      'Modified text',
    ]);
  });

  it('with two changes in one paragraph, each at its own offsets', async () => {
    const { problems, kinds, places } = await checkPair(
      { bytes: generated.twoEdits.source, fileName: 'a.pptx' },
      { bytes: generated.twoEdits.target, fileName: 'b.pptx' },
    );
    expect(problems).toEqual([]);
    expect(kinds).toEqual(['Modified text', 'Modified text', 'Modified text', 'Modified text']);
    expect(places).toHaveLength(4);
  });

  it('on the real table pair', async () => {
    const { problems, kinds } = await checkPair(
      fixture('poi-pptx-pair-table-a-no-theme.pptx'),
      fixture('poi-pptx-pair-table-b-with-theme.pptx'),
    );
    expect(problems).toEqual([]);
    expect(kinds).toContain('StyleChanged table');
  });

  it('on a real deck with shapes deleted from surviving slides (text, picture, table, grouped)', async () => {
    const talk = fixture('poi-pptx-realworld-talk-23-slides.pptx');
    let edited = withoutShapes(talk.bytes, 'ppt/slides/slide6.xml', ['TextBox 1', 'Picture 4']);
    edited = withoutShapes(edited, 'ppt/slides/slide16.xml', ['Table 15']);
    edited = withoutShapes(edited, 'ppt/slides/slide5.xml', ['TextBox 25']);
    const { problems, places } = await checkPair(talk, { bytes: edited, fileName: 'edited.pptx' });
    expect(problems).toEqual([]);
    expect(places).toEqual([
      'slide 5 "Growing pains", shape 2 "Group 4", shape 1 "TextBox 25"',
      'slide 6, shape 2 "TextBox 1"',
      'slide 6, shape 3 "Picture 4"',
      'slide 16 "FPBench benchmark suite", shape 6 "Table 15"',
    ]);
  });

  it('on two different real decks', async () => {
    const { checked, problems, kinds } = await checkPair(
      fixture('tika-pptx-various-10-slides.pptx'),
      fixture('poi-pptx-pair-macro-a-plain.pptx'),
    );
    expect(problems).toEqual([]);
    expect(checked).toBe(13);
    expect(new Set(kinds)).toEqual(new Set(['Deleted story', 'Inserted story']));
  });
});

import { Document, Packer, Paragraph, TextRun } from 'docx';

/**
 * The three-reviewer Word case: one source and three reviewers' copies, each saved by another
 * author (core.xml creator and lastModifiedBy), built with the `docx` library as Word-like files.
 * Alice and Bob both rewrite the same words of the second sentence; Carol edits elsewhere.
 */

export const SOURCE_PARAGRAPHS = [
  'The committee met on Monday to review the annual budget.',
  'The proposal was approved by a large majority of members.',
  'Funding for the new library will start next spring.',
  'Minutes were taken by the secretary and filed the same day.',
];

export interface Reviewer {
  author: string;
  fileName: string;
  paragraphs: string[];
}

export const REVIEWERS: Reviewer[] = [
  {
    author: 'Alice Archer',
    fileName: 'alice.docx',
    paragraphs: [
      SOURCE_PARAGRAPHS[0],
      'The proposal was approved by a narrow majority of members.',
      SOURCE_PARAGRAPHS[2],
      'Minutes were taken by the secretary and filed the same day.',
    ],
  },
  {
    author: 'Bob Baker',
    fileName: 'bob.docx',
    paragraphs: [
      SOURCE_PARAGRAPHS[0],
      'The proposal was approved by a clear majority of members.',
      SOURCE_PARAGRAPHS[2],
      SOURCE_PARAGRAPHS[3],
    ],
  },
  {
    author: 'Carol Cole',
    fileName: 'carol.docx',
    paragraphs: [
      'The committee met on Tuesday to review the annual budget.',
      SOURCE_PARAGRAPHS[1],
      'Funding for the new library will start next autumn.',
      SOURCE_PARAGRAPHS[3],
      'The next meeting is planned for June.',
    ],
  },
];

export async function reviewDocx(paragraphs: readonly string[], author: string): Promise<Uint8Array> {
  const document = new Document({
    creator: author,
    lastModifiedBy: author,
    sections: [{ children: paragraphs.map((text) => new Paragraph({ children: [new TextRun(text)] })) }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

export async function threeReviewerCase(): Promise<{
  source: { bytes: Uint8Array; fileName: string };
  targets: { bytes: Uint8Array; fileName: string; author: string; paragraphs: string[] }[];
}> {
  return {
    source: { bytes: await reviewDocx(SOURCE_PARAGRAPHS, 'Olivia Owner'), fileName: 'source.docx' },
    targets: await Promise.all(REVIEWERS.map(async (r) => ({ ...r, bytes: await reviewDocx(r.paragraphs, r.author) }))),
  };
}

/** The deck case: one source deck and three reviewers' copies, each saved by its author (PptxGenJS core properties). */
export const DECK_SOURCE = [
  ['Quarterly review', 'The proposal was approved by a large majority of members.'],
  ['Next steps', 'Funding for the new library will start next spring.'],
];

export const DECK_REVIEWERS: { author: string; fileName: string; slides: string[][] }[] = [
  {
    author: 'Alice Archer',
    fileName: 'alice.pptx',
    slides: [['Quarterly review', 'The proposal was approved by a narrow majority of members.'], DECK_SOURCE[1]],
  },
  {
    author: 'Bob Baker',
    fileName: 'bob.pptx',
    slides: [['Quarterly review', 'The proposal was approved by a clear majority of members.'], DECK_SOURCE[1]],
  },
  {
    author: 'Carol Cole',
    fileName: 'carol.pptx',
    slides: [
      DECK_SOURCE[0],
      ['Next steps', 'Funding for the new library will start next autumn.'],
      ['Questions', 'The next meeting is planned for June.'],
    ],
  },
];

export async function reviewPptx(slides: readonly string[][], author: string): Promise<Uint8Array> {
  const { default: PptxGenJS } = await import('pptxgenjs');
  const deck = new PptxGenJS();
  deck.layout = 'LAYOUT_16x9';
  deck.author = author;
  deck.title = 'Review';
  for (const [title, body] of slides) {
    const slide = deck.addSlide();
    slide.addText(title, { x: 0.5, y: 0.4, w: 9, h: 1, fontSize: 32, bold: true });
    slide.addText(body, { x: 0.5, y: 1.8, w: 9, h: 1.2, fontSize: 20 });
  }
  return new Uint8Array((await deck.write({ outputType: 'uint8array' })) as Uint8Array);
}

export async function threeReviewerDeck(): Promise<{
  source: { bytes: Uint8Array; fileName: string };
  targets: { bytes: Uint8Array; fileName: string; author: string }[];
}> {
  return {
    source: { bytes: await reviewPptx(DECK_SOURCE, 'Olivia Owner'), fileName: 'source.pptx' },
    targets: await Promise.all(
      DECK_REVIEWERS.map(async (r) => ({ ...r, bytes: await reviewPptx(r.slides, r.author) })),
    ),
  };
}

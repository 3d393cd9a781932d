import {
  CommentRangeEnd,
  CommentRangeStart,
  CommentReference,
  Document,
  EndnoteReferenceRun,
  FootnoteReferenceRun,
  Packer,
  Paragraph,
  TextRun,
} from 'docx';
import type { ParagraphChild } from 'docx';

/**
 * Word pairs whose edit is a comment or a note reference added or removed, built with the `docx`
 * library: a comment on a phrase of the second paragraph; footnote and endnote references
 * after "A" and "B"; and a note added before (or removed from before) two kept notes, whose
 * marks and ids renumber as Word numbers them, in document order.
 */

export interface NotePair {
  name: string;
  kind: 'comment' | 'footnote' | 'endnote';
  source: Uint8Array;
  target: Uint8Array;
  /** Comments and notes added or removed. */
  edits: number;
}

const DATE = new Date('2026-01-05T10:00:00Z');

async function commented(withComment: boolean): Promise<Uint8Array> {
  const phrase = 'thirty days';
  const children: ParagraphChild[] = withComment
    ? [
        new TextRun('Payment falls due '),
        new CommentRangeStart(0),
        new TextRun(phrase),
        new CommentRangeEnd(0),
        new TextRun({ children: [new CommentReference(0)] }),
        new TextRun(' after each invoice.'),
      ]
    : [new TextRun(`Payment falls due ${phrase} after each invoice.`)];
  const document = new Document({
    comments: withComment
      ? { children: [{ id: 0, author: 'Reviewer', date: DATE, children: [new Paragraph('Is thirty right?')] }] }
      : undefined,
    sections: [
      {
        children: [
          new Paragraph('The supplier delivers the monthly reports.'),
          new Paragraph({ children }),
          new Paragraph('Notices are sent to the addresses named above.'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

async function noted(kind: 'footnote' | 'endnote', withNotes: boolean): Promise<Uint8Array> {
  const reference = (id: number) => (kind === 'footnote' ? new FootnoteReferenceRun(id) : new EndnoteReferenceRun(id));
  const notes = { 1: { children: [new Paragraph('First note.')] }, 2: { children: [new Paragraph('Second note.')] } };
  const document = new Document({
    ...(withNotes ? (kind === 'footnote' ? { footnotes: notes } : { endnotes: notes }) : {}),
    sections: [
      {
        children: [
          new Paragraph(
            withNotes
              ? { children: [new TextRun('A'), reference(1), new TextRun(' B'), reference(2)] }
              : { children: [new TextRun('A B')] },
          ),
          new Paragraph('The notes are above.'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** "Intro" with a note of its own when `first`, then "A" and "B" with a note each; ids in document order. */
async function renumbered(kind: 'footnote' | 'endnote', first: boolean): Promise<Uint8Array> {
  const reference = (id: number) => (kind === 'footnote' ? new FootnoteReferenceRun(id) : new EndnoteReferenceRun(id));
  const texts = [...(first ? ['Note on the introduction.'] : []), 'First note.', 'Second note.'];
  const notes = Object.fromEntries(texts.map((text, k) => [k + 1, { children: [new Paragraph(text)] }]));
  const at = first ? 2 : 1;
  const document = new Document({
    ...(kind === 'footnote' ? { footnotes: notes } : { endnotes: notes }),
    sections: [
      {
        children: [
          new Paragraph({ children: [new TextRun('Intro'), ...(first ? [reference(1)] : [])] }),
          new Paragraph({ children: [new TextRun('A'), reference(at), new TextRun(' B'), reference(at + 1)] }),
          new Paragraph('The notes are above.'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

export async function notePairs(): Promise<NotePair[]> {
  const [plain, withComment] = await Promise.all([commented(false), commented(true)]);
  const pairs: NotePair[] = [
    { name: 'comment-added', kind: 'comment', source: plain, target: withComment, edits: 1 },
    { name: 'comment-deleted', kind: 'comment', source: withComment, target: plain, edits: 1 },
  ];
  for (const kind of ['footnote', 'endnote'] as const) {
    const [none, both] = await Promise.all([noted(kind, false), noted(kind, true)]);
    pairs.push({ name: `${kind}s-deleted`, kind, source: both, target: none, edits: 2 });
    pairs.push({ name: `${kind}s-added`, kind, source: none, target: both, edits: 2 });
  }
  for (const kind of ['footnote', 'endnote'] as const) {
    const [two, three] = await Promise.all([renumbered(kind, false), renumbered(kind, true)]);
    pairs.push({ name: `${kind}-before-others-deleted`, kind, source: three, target: two, edits: 1 });
    pairs.push({ name: `${kind}-before-others-added`, kind, source: two, target: three, edits: 1 });
  }
  return pairs;
}

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
 * library: a comment on a phrase of the second paragraph, and footnote and endnote references
 * after "A" and "B".
 */

export interface NotePair {
  name: string;
  kind: 'comment' | 'footnote' | 'endnote';
  source: Uint8Array;
  target: Uint8Array;
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

export async function notePairs(): Promise<NotePair[]> {
  const [plain, withComment] = await Promise.all([commented(false), commented(true)]);
  const pairs: NotePair[] = [
    { name: 'comment-added', kind: 'comment', source: plain, target: withComment },
    { name: 'comment-deleted', kind: 'comment', source: withComment, target: plain },
  ];
  for (const kind of ['footnote', 'endnote'] as const) {
    const [none, both] = await Promise.all([noted(kind, false), noted(kind, true)]);
    pairs.push({ name: `${kind}s-deleted`, kind, source: both, target: none });
    pairs.push({ name: `${kind}s-added`, kind, source: none, target: both });
  }
  return pairs;
}

import type { EngineChange } from '../../../diff/types';
import { CorruptDocumentError, errorMessage, InvalidOptionsError, UnsupportedFormatError } from '../../../errors';
import type { ReaderWarning } from '../../../model/document';
import type { CombineInput, CombineReviewer, ResultOutput } from '../../writer';
import type { PdfFamilyData } from '../model';
import { pdfDate, writeMark, type Rect } from './annotations';
import { PdfFile } from './file';
import { addAnnotations, placeChange, type PlacedChange } from './marks';
import type { PdfRef } from './syntax';

/**
 * Several reviewers' copies of one PDF in one result: the original PDF, its bytes untouched, with
 * review annotations appended as an incremental update, each by its reviewer (/T) and saying in
 * its note what that reviewer did. Words a reviewer deleted are highlighted on the original's
 * text in the deleted style, words a reviewer inserted get a caret at their place in the
 * inserted style, words a reviewer replaced are highlighted with the old and the new words. Each
 * reviewer's diff runs from the copy to the original, so its Inserted text is what the reviewer
 * deleted and its Deleted text what the reviewer added. Where reviewers changed the same words
 * of the original differently, each of their notes starts with "Conflict:" and gives every
 * version. A PDF's text cannot be rewritten, so the clean mode is refused.
 */

interface Planned {
  reviewer: number;
  local: number;
  change: EngineChange;
  placed: PlacedChange;
}

export function combinePdfs(input: CombineInput): ResultOutput {
  const other = [input.original, ...input.reviewers].find((side) => side.document.format !== 'pdf');
  if (other)
    throw new UnsupportedFormatError(
      `${other.fileName ?? 'a document'}: a combined PDF result needs PDF targets, not ${other.document.format}`,
    );
  if (input.options.mode === 'clean')
    throw new InvalidOptionsError(
      'a PDF combined result marks each target’s changes on the source with annotations; it cannot apply them (a PDF’s text cannot be rewritten)',
    );
  const originalData = input.original.document.familyData as PdfFamilyData | undefined;
  let file: PdfFile;
  let pages: ReturnType<PdfFile['pages']>;
  try {
    file = new PdfFile(input.original.bytes, input.original.password);
    pages = file.pages();
  } catch (error) {
    if (error instanceof UnsupportedFormatError)
      throw new UnsupportedFormatError(
        `${input.original.fileName ?? 'the source'}: the source PDF is encrypted and cannot be annotated without its user password (${errorMessage(error)})`,
      );
    throw new CorruptDocumentError(`the source PDF cannot be annotated (${errorMessage(error)})`);
  }
  const warnings: ReaderWarning[] = [];
  if (file.rebuilt)
    warnings.push({
      code: 'pdf-xref-rebuilt',
      message:
        "the source PDF's cross-reference table is damaged; the result was written against a scan of its objects, as viewers read it",
    });
  // Seen from the original, a reviewer's insertion is the diff's deletion: the styles trade places.
  const styles = {
    inserted: input.options.deleted,
    deleted: input.options.inserted,
    changed: input.options.changed,
  };
  const planned: Planned[] = [];
  let unplaced = 0;
  input.reviewers.forEach((reviewer, k) => {
    const copyData = reviewer.document.familyData as PdfFamilyData | undefined;
    reviewer.changes.forEach((change, local) => {
      // A reviewer's added words shown only when inserted content is (the diff's Deleted).
      if (change.kind === 'Deleted' && !input.options.showInserted) return;
      if (change.kind === 'Inserted' && !input.options.showDeleted) return;
      const placed = placeChange(change, copyData, originalData, pages, styles);
      if (placed) planned.push({ reviewer: k, local, change, placed });
      else unplaced++;
    });
  });
  const conflicts = findConflicts(planned, input.reviewers);
  const update = file.update();
  const date = pdfDate(input.options.date);
  const annotations = new Map<number, PdfRef[]>();
  planned.forEach((item, n) => {
    const reviewer = input.reviewers[item.reviewer];
    const conflict = conflicts.get(item);
    const refs = writeMark(
      update,
      {
        ...item.placed.mark,
        author: reviewer.author,
        note: conflict ? `Conflict: ${conflict}` : describe(item.change, reviewerLabel(reviewer)),
        popup: true,
      },
      item.placed.page.ref,
      `docdelta-${item.reviewer}-${item.local}-${n}`,
      date,
    );
    annotations.set(item.placed.index, [...(annotations.get(item.placed.index) ?? []), ...refs]);
  });
  for (const [index, refs] of annotations) addAnnotations(file, update, pages[index], refs);
  if (unplaced > 0)
    warnings.push({
      code: 'pdf-unplaced',
      message: `${unplaced} change${unplaced === 1 ? '' : 's'} had no place on a page of the source and ${unplaced === 1 ? 'is' : 'are'} only listed`,
    });
  return { bytes: planned.length ? update.toBytes() : input.original.bytes, warnings };
}

function reviewerLabel(reviewer: CombineReviewer): string {
  return reviewer.fileName && reviewer.fileName !== reviewer.author
    ? `${reviewer.author} (${reviewer.fileName})`
    : reviewer.author;
}

const quoted = (text: string) => `"${text.length > 200 ? `${text.slice(0, 199)}…` : text}"`;

/** What the reviewer did, in the reviewer's direction (the change runs from the copy to the original). */
function describe(change: EngineChange, who: string): string {
  switch (change.kind) {
    case 'Inserted':
      return `Deleted by ${who}: ${change.targetText}`;
    case 'Deleted':
      return `Inserted by ${who}: ${change.text}`;
    case 'Modified':
      return `Changed by ${who}: ${quoted(change.targetText)} → ${quoted(change.text)}`;
    default:
      return `${change.kind} by ${who}: ${change.targetText || change.text}`;
  }
}

function intersects(a: Rect, b: Rect): boolean {
  return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
}

/**
 * Marks of different reviewers whose places on the original overlap and whose changes differ,
 * each with the conflict's text: the original's words and every reviewer's version of them.
 */
function findConflicts(planned: readonly Planned[], reviewers: readonly CombineReviewer[]): Map<Planned, string> {
  const out = new Map<Planned, string>();
  for (const a of planned) {
    const members = planned.filter(
      (b) =>
        b === a ||
        (b.reviewer !== a.reviewer &&
          b.placed.index === a.placed.index &&
          intersects(a.placed.mark.rect, b.placed.mark.rect) &&
          !(b.change.text === a.change.text && b.change.targetText === a.change.targetText)),
    );
    if (members.length < 2) continue;
    const versions = members.map((m) => `${reviewerLabel(reviewers[m.reviewer])} ${quoted(m.change.text)}`).join(' / ');
    out.set(a, a.change.targetText ? `${quoted(a.change.targetText)} → ${versions}` : versions);
  }
  return out;
}

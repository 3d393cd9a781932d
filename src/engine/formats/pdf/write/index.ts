import type { EngineChange } from '../../../diff/types';
import { CorruptDocumentError, errorMessage, UnsupportedFormatError } from '../../../errors';
import type { ReaderWarning } from '../../../model/document';
import type { ResultInput, ResultOutput, ResultWriter, ValidationInputs } from '../../writer';
import type { PdfFamilyData } from '../model';
import { openPdf } from '../pdfjs';
import { pdfDate, writeMark, type Mark } from './annotations';
import { PdfFile, type IncrementalUpdate } from './file';
import { addAnnotations, placeChange } from './marks';
import { dict, name, num, nums, PdfDict, PdfNumber, PdfRef } from './syntax';

/**
 * PDF result: the target with review annotations appended as an incremental update (the
 * original bytes untouched, see file.ts): a translucent highlight under each inserted or changed
 * piece of text (the ItemsStyle colour, the old text in its note), a caret where text was
 * deleted with the deleted words in its note, a frame for changed picture regions, and an
 * optional summary page. Every annotation carries its appearance stream (annotations.ts). PDF has
 * no revisions to accept or reject, so the clean mode keeps the target as it is, and says so for
 * the changes it was asked to reject.
 */
export const pdfWriter: ResultWriter = {
  formats: ['pdf'],
  async write(input: ResultInput): Promise<ResultOutput> {
    const warnings: ReaderWarning[] = [];
    const { options, changes } = input;
    if (options.mode === 'clean') {
      // A clean result carries no marks, so a rejected change has no annotation left either; its
      // text is the target's, since a PDF's text cannot be rewritten in place. Said, not refused:
      // the vendor's updates operation answers a result for PDFs too.
      const rejected = [...options.rejected].filter((id) => id >= 0 && id < changes.length).sort((a, b) => a - b);
      if (rejected.length > 0)
        warnings.push({
          code: 'pdf-reject-text',
          message: `a PDF's text cannot be taken back: rejected change${rejected.length === 1 ? '' : 's'} ${rejected.join(', ')} ${rejected.length === 1 ? 'keeps' : 'keep'} the target's text, without a mark`,
        });
      return { bytes: input.target.bytes, warnings };
    }
    if (options.mode === 'tracked')
      warnings.push({
        code: 'pdf-tracked',
        message: 'PDF has no tracked changes; the result marks changes with annotations instead',
      });
    const targetData = input.target.document.familyData as PdfFamilyData | undefined;
    const sourceData = input.source.document.familyData as PdfFamilyData | undefined;
    let file: PdfFile;
    let pages: ReturnType<PdfFile['pages']>;
    try {
      file = new PdfFile(input.target.bytes, input.target.password);
      pages = file.pages();
    } catch (error) {
      // An encryption the writer cannot open says so as it is.
      if (error instanceof UnsupportedFormatError) throw error;
      throw new CorruptDocumentError(`the target PDF cannot be annotated (${errorMessage(error)})`);
    }
    if (file.rebuilt)
      warnings.push({
        code: 'pdf-xref-rebuilt',
        message:
          "the target PDF's cross-reference table is damaged; the result was written against a scan of its objects, as viewers read it",
      });
    const update = file.update();
    const date = pdfDate(options.date);
    const annotations = new Map<number, PdfRef[]>();
    let marked = 0;
    changes.forEach((change, index) => {
      const placed = placeChange(change, sourceData, targetData, pages, options);
      if (!placed) return;
      const mark: Mark = {
        ...placed.mark,
        note: noteOf(change),
        popup:
          change.kind === 'Deleted' ||
          (change.kind !== 'Inserted' && Boolean(change.text) && change.text !== change.targetText),
      };
      const refs = writeMark(update, mark, placed.page.ref, `docdelta-${index}`, date);
      annotations.set(placed.index, [...(annotations.get(placed.index) ?? []), ...refs]);
      marked++;
    });
    for (const [index, refs] of annotations) addAnnotations(file, update, pages[index], refs);
    if (marked < changes.length) {
      warnings.push({
        code: 'pdf-unplaced',
        message: `${changes.length - marked} change${changes.length - marked === 1 ? '' : 's'} had no place on a page and ${changes.length - marked === 1 ? 'is' : 'are'} only listed`,
      });
    }
    if (options.summaryPage) addSummaryPages(file, update, pages, changes);
    return { bytes: update.toBytes(), warnings };
  },
  // Several reviewers' copies of one PDF: the original with every reviewer's annotations (combine.ts).
  combine: async (input) => (await import('./combine')).combinePdfs(input),
  async validate(bytes: Uint8Array, inputs?: ValidationInputs): Promise<void> {
    const document = await openPdf(bytes, inputs?.password);
    try {
      if (document.numPages < 1) throw new CorruptDocumentError('the written PDF has no pages');
      // Every annotation parsed, for print: for display pdf.js also extracts the text of each page a
      // highlight lies on (the 137-page standard's result: 2 of its 4.5 CPU seconds), which no check needs.
      for (let n = 1; n <= document.numPages; n++) {
        const page = await document.getPage(n);
        await page.getAnnotations({ intent: 'print' });
        page.cleanup();
      }
    } finally {
      await document.destroy();
    }
  },
};

function noteOf(change: EngineChange): string {
  if (change.kind === 'Deleted') return `Deleted: ${change.text}`;
  if (change.kind === 'Inserted') return `Inserted: ${change.targetText}`;
  return change.text && change.text !== change.targetText
    ? `Changed from: ${change.text}`
    : `${change.kind}: ${change.targetText}`;
}

/** Appends pages that count changes by type and list them, in Helvetica, to the root of the page tree. */
function addSummaryPages(
  file: PdfFile,
  update: IncrementalUpdate,
  pages: ReturnType<PdfFile['pages']>,
  changes: readonly EngineChange[],
): void {
  const lines: [string, number][] = [['Summary of changes', 16]];
  const counts = new Map<string, number>();
  for (const c of changes) counts.set(c.kind, (counts.get(c.kind) ?? 0) + 1);
  lines.push([
    `${changes.length} change${changes.length === 1 ? '' : 's'}: ${[...counts].map(([k, n]) => `${n} ${k.toLowerCase()}`).join(', ') || 'none'}`,
    10,
  ]);
  changes.forEach((c, i) => {
    const where = c.box ? `page ${c.box.page}` : c.place;
    const text = c.kind === 'Deleted' ? c.text : c.kind === 'Inserted' ? c.targetText : `${c.text} -> ${c.targetText}`;
    lines.push([`${i}. ${c.kind}, ${where}: ${text.replace(/\s+/g, ' ')}`, 10]);
  });
  const rootRef = file.root.get('Pages');
  const root = file.resolve(rootRef);
  if (!(rootRef instanceof PdfRef) || !(root instanceof PdfDict)) return;
  const box = file.resolve(pages[0]?.dict.get('MediaBox') ?? root.get('MediaBox'));
  const given = Array.isArray(box) && box.length === 4 ? box.map((v) => (v instanceof PdfNumber ? v.value : 0)) : [];
  // The summary takes the first page's size, unless that is too small to hold lines of text (a label, a banner): then A4.
  const [x0, y0, x1, y1] =
    given.length === 4 && given[2] - given[0] >= 300 && given[3] - given[1] >= 300 ? given : [0, 0, 595, 842];
  const [width, height] = [x1 - x0, y1 - y0];
  const font = update.add(
    dict({
      Type: name('Font'),
      Subtype: name('Type1'),
      BaseFont: name('Helvetica'),
      Encoding: name('WinAnsiEncoding'),
    }),
  );
  const added: PdfRef[] = [];
  let content = '';
  let y = height - 60;
  const flush = () => {
    const stream = update.add({ dict: dict({}), data: new TextEncoder().encode(content) });
    added.push(
      update.add(
        dict({
          Type: name('Page'),
          Parent: rootRef,
          MediaBox: nums([x0, y0, x1, y1]),
          Resources: dict({ Font: dict({ F1: font }) }),
          Contents: stream,
        }),
      ),
    );
    content = '';
    y = height - 60;
  };
  for (const [text, size] of lines) {
    if (y < 50) flush();
    const hex = Array.from(latin1(text).slice(0, Math.floor((width - 100) / (size * 0.5))), (c) =>
      c.charCodeAt(0).toString(16).padStart(2, '0'),
    ).join('');
    content += `BT /F1 ${size} Tf ${num(x0 + 50).text} ${num(y0 + y).text} Td <${hex}> Tj ET\n`;
    y -= size * 1.5;
  }
  flush();
  const kids = root.get('Kids');
  const count = root.get('Count');
  root.set('Count', new PdfNumber(String((count instanceof PdfNumber ? count.value : pages.length) + added.length)));
  if (kids instanceof PdfRef) {
    const array = file.resolve(kids);
    update.set(kids, [...(Array.isArray(array) ? array : []), ...added]);
  } else root.set('Kids', [...(Array.isArray(kids) ? kids : []), ...added]);
  update.set(rootRef, root);
}

/** Text the standard Helvetica font can show (WinAnsi); anything else becomes `?`. */
function latin1(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

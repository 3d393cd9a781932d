import { readFileSync } from 'node:fs';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DIFF_OPTIONS, type EngineChange } from '../../../../src/engine/diff/types';
import { PasswordRequiredError, WrongPasswordError } from '../../../../src/engine/errors';
import { pdfReader, type PdfFamilyData } from '../../../../src/engine/formats/pdf/index';
import { blockText, type DocumentModel } from '../../../../src/engine/model/document';

const FIXTURES = new URL('../../../fixtures/real/', import.meta.url);

function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(name, FIXTURES)));
}

async function read(bytes: Uint8Array, password?: string): Promise<DocumentModel> {
  return pdfReader.read(bytes, 'pdf', { password });
}

function diff(a: DocumentModel, b: DocumentModel): EngineChange[] {
  return pdfReader.diff!(a, b, DEFAULT_DIFF_OPTIONS);
}

function bodyText(model: DocumentModel): string[] {
  return model.stories.find((s) => s.key === 'body')!.blocks.map(blockText);
}

const LOREM =
  'The committee met on Tuesday to review the budget for the coming year and agreed that the proposal needs more detail before it can be approved by the board of directors at the next meeting';

interface Drawn {
  bytes: Uint8Array;
  /** Where a marked word was drawn: page (1-based), x, baseline y in user space, size, width. */
  marked?: { page: number; x: number; y: number; size: number; width: number };
}

/**
 * A generated report: a header and a page-numbered footer on every page, and paragraphs of
 * body text wrapped at 80 characters, flowing over pages. `replace` swaps one word of the text.
 */
async function report(
  options: { pages?: number; replace?: [string, string]; rotate?: number; mark?: string } = {},
): Promise<Drawn> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const size = 11;
  const paragraphs: string[] = [];
  for (let i = 0; i < (options.pages ?? 3) * 14; i++) paragraphs.push(`Paragraph ${i + 1}. ${LOREM}.`);
  let text = paragraphs.join('\n');
  if (options.replace) text = text.replace(options.replace[0], options.replace[1]);
  let page = pdf.addPage([595, 842]);
  let y = 760;
  let marked: Drawn['marked'];
  const newPage = () => {
    page = pdf.addPage([595, 842]);
    y = 760;
  };
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(' ');
    let line: string[] = [];
    const flush = () => {
      if (y < 90) newPage();
      let x = 72;
      for (const word of line) {
        page.drawText(word, { x, y, size, font });
        const width = font.widthOfTextAtSize(word, size);
        if (options.mark && word === options.mark && !marked) marked = { page: pdf.getPageCount(), x, y, size, width };
        x += width + font.widthOfTextAtSize(' ', size);
      }
      y -= size * 1.2;
      line = [];
    };
    for (const word of words) {
      if ([...line, word].join(' ').length > 80) flush();
      line.push(word);
    }
    flush();
    y -= size * 0.9;
  }
  pdf.getPages().forEach((p, i) => {
    p.drawText('Quarterly Report of the Committee', { x: 72, y: 800, size: 9, font });
    p.drawText(`Page ${i + 1} of ${pdf.getPageCount()}`, { x: 260, y: 40, size: 9, font });
    if (options.rotate) p.setRotation(degrees(options.rotate));
  });
  return { bytes: await pdf.save(), marked };
}

describe('pdfReader: generated documents', () => {
  it('reads paragraphs across pages as one body and sets repeated headers and footers apart', async () => {
    const model = await read((await report()).bytes);
    const body = bodyText(model);
    expect(body).toHaveLength(42);
    expect(body[0]).toBe(`Paragraph 1. ${LOREM}.`);
    expect(body.every((p) => !p.includes('Quarterly Report') && !/Page \d+ of/.test(p))).toBe(true);
    expect(model.stories.map((s) => s.key)).toEqual(['body', 'header', 'footer']);
    expect(blockText(model.stories[2].blocks[0])).toBe('page # of #');
    expect(model.pageCount).toBe(3);
  });

  it('finds no change between a document and itself, nor its copy with every page rotated', async () => {
    const a = await read((await report()).bytes);
    const rotated = await read((await report({ rotate: 90 })).bytes);
    expect(diff(a, a)).toEqual([]);
    expect(diff(a, rotated)).toEqual([]);
    expect((rotated.familyData as PdfFamilyData).pages[0]).toMatchObject({ width: 842, height: 595 });
  });

  it('reports one replaced word with the box of that word on its page', async () => {
    const a = await read((await report()).bytes);
    const edited = await report({
      replace: ['Paragraph 20. The committee met on Tuesday', 'Paragraph 20. The committee met on Wednesday'],
      mark: 'Wednesday',
    });
    const b = await read(edited.bytes);
    const changes = diff(a, b);
    expect(changes.map((c) => [c.kind, c.text, c.targetText])).toEqual([['Modified', 'Tuesday', 'Wednesday']]);
    const box = changes[0].box!;
    const marked = edited.marked!;
    expect(box.page).toBe(marked.page);
    expect(marked.page).toBe(2);
    expect(box.pageWidth).toBe(595);
    expect(box.pageHeight).toBe(842);
    // Top-left origin: the word's left edge and its baseline measured from the top of the page.
    expect(Math.abs(box.x - marked.x)).toBeLessThan(1.5);
    expect(Math.abs(box.width - marked.width)).toBeLessThan(3);
    expect(box.y).toBeLessThan(842 - marked.y);
    expect(box.y + box.height).toBeGreaterThan(842 - marked.y);
    expect(box.height).toBeGreaterThan(marked.size * 0.8);
    expect(box.height).toBeLessThan(marked.size * 1.3);
  });

  it('does not report text that moved to the next page because an edit above made it longer', async () => {
    const a = await read((await report({ pages: 4 })).bytes);
    const longer = ` ${LOREM}. ${LOREM}.`;
    const b = await read(
      (await report({ pages: 4, replace: ['Paragraph 2. The committee', `Paragraph 2.${longer} The committee`] }))
        .bytes,
    );
    const changes = diff(a, b);
    expect(changes).toHaveLength(1);
    expect(changes[0].kind).toBe('Inserted');
    expect(changes[0].targetText.trim()).toBe(longer.trim());
  });
});

describe('pdfReader: real documents', () => {
  it('reads the two-column tracemonkey paper column by column', async () => {
    const model = await read(fixture('pdfjs-pdf-pair-annot-a-tracemonkey.pdf'));
    const body = bodyText(model);
    expect(model.pageCount).toBe(14);
    const abstract = body.findIndex((p) => p === 'Abstract');
    expect(abstract).toBeGreaterThan(0);
    expect(body[abstract + 1]).toMatch(
      /^Dynamic languages such as JavaScript are more difficult to com-pile than statically typed ones\./,
    );
    const intro = body.indexOf('1. Introduction');
    expect(intro).toBeGreaterThan(abstract);
  });

  it('compares the annotated copy of the paper to the original without text changes', async () => {
    const a = await read(fixture('pdfjs-pdf-pair-annot-a-tracemonkey.pdf'));
    const b = await read(fixture('pdfjs-pdf-pair-annot-b-tracemonkey-annotated.pdf'));
    expect(diff(a, b)).toEqual([]);
  });

  it('compares a page with /Rotate 90 to the upright page without changes', async () => {
    const a = await read(fixture('tika-pdf-pair-rotation-a-upright.pdf'));
    const b = await read(fixture('tika-pdf-pair-rotation-b-rotated-90.pdf'));
    expect(diff(a, b)).toEqual([]);
    expect((b.familyData as PdfFamilyData).pages[0]).toMatchObject({ width: 842, height: 595 });
  });

  it('finds the added link text on page 1 of the 17-page pair', async () => {
    const a = await read(fixture('pdfjs-pdf-pair-link-a-17-pages.pdf'));
    const b = await read(fixture('pdfjs-pdf-pair-link-b-17-pages-with-link.pdf'));
    const changes = diff(a, b);
    const link = changes.find((c) => c.targetText.includes('Go to page 2'));
    expect(link?.kind).toBe('Inserted');
    expect(link?.box?.page).toBe(1);
  });

  it('reads right-to-left Hebrew text', async () => {
    const model = await read(fixture('pdfjs-pdf-hebrew-rtl-from-word.pdf'));
    expect(bodyText(model).join(' ')).toContain('שלום');
  });

  it('keeps the size of each page of a document with mixed page sizes', async () => {
    const model = await read(fixture('pdfjs-pdf-mixed-page-sizes.pdf'));
    const pages = (model.familyData as PdfFamilyData).pages.map((p) => [Math.round(p.width), Math.round(p.height)]);
    expect(pages).toEqual([
      [612, 792],
      [649, 323],
      [792, 612],
    ]);
  });

  it('reads the IRS form and sets its repeated header apart', async () => {
    const model = await read(fixture('pdfjs-pdf-form-irs-1040-prefilled.pdf'));
    expect(model.pageCount).toBe(2);
    expect(bodyText(model).join(' ')).toContain('Department of the Treasury');
  });

  it('needs the password of an AES-256 encrypted PDF and tells a wrong one apart', async () => {
    const bytes = fixture('pdfjs-pdf-encrypted-aes256-password-abc.pdf');
    await expect(read(bytes)).rejects.toBeInstanceOf(PasswordRequiredError);
    await expect(read(bytes, 'wrong')).rejects.toBeInstanceOf(WrongPasswordError);
    const model = await read(bytes, 'abc');
    expect(bodyText(model)).toEqual(['Issue 6010']);
    expect((model.familyData as PdfFamilyData).encrypted).toBe(true);
  });

  it('opens a PDF protected by an owner password only', async () => {
    const model = await read(fixture('tika-pdf-text-heavy-41-pages-owner-password-only.pdf'));
    expect(model.pageCount).toBe(41);
    expect(bodyText(model)[0]).toContain('RETHINKING THE FINANCIAL NETWORK');
  });

  it('compares a scanned page without text as a picture and says so', async () => {
    const model = await read(fixture('pdfjs-pdf-scanned-jbig2-encrypted.pdf'), 'ELXRTQWS');
    expect(model.warnings.map((w) => w.code)).toContain('pdf-scanned-pages');
    expect(model.stories.map((s) => s.key)).toEqual(['body', 'page:1']);
    expect(diff(model, model)).toEqual([]);
  });

  it('finds the filled-in form fields as field changes, not picture regions of a page without text', async () => {
    const a = await read(fixture('pdfjs-pdf-pair-formfill-a-empty.pdf'));
    const b = await read(fixture('pdfjs-pdf-pair-formfill-b-filled.pdf'));
    // The page is drawn only by the fields' widgets: nothing is left to call scanned.
    expect(b.warnings.map((w) => w.code)).not.toContain('pdf-scanned-pages');
    const changes = diff(a, b);
    expect(changes.map((c) => [c.kind, c.place, c.text, c.targetText, c.box?.page])).toEqual([
      ['Modified', 'form field "Date1_af_date"', 'Date1_af_date:', 'Date1_af_date: 01-Jul-25', 1],
      ['Modified', 'form field "Date2_af_date"', 'Date2_af_date:', 'Date2_af_date: 00:34:56', 1],
      ['Modified', 'form field "Date3_af_date"', 'Date3_af_date:', 'Date3_af_date: 7/2/2025 12:34', 1],
    ]);
  });

  it.each([
    'pdfjs-pdf-pair-annot-a-tracemonkey.pdf',
    'pdfjs-pdf-form-irs-1040-prefilled.pdf',
    'pdfjs-pdf-hebrew-rtl-from-word.pdf',
    'pdfjs-pdf-mixed-page-sizes.pdf',
    'pdfjs-pdf-pair-formfill-b-filled.pdf',
    'pdfjs-pdf-pair-link-b-17-pages-with-link.pdf',
    'pdfjs-pdf-scanned-image-only.pdf',
    'tika-pdf-pair-rotation-b-rotated-90.pdf',
    'tika-pdf-text-heavy-41-pages-owner-password-only.pdf',
  ])('finds no change between %s and itself', async (name) => {
    const model = await read(fixture(name));
    expect(model.pageCount).toBeGreaterThan(0);
    expect(diff(model, model)).toEqual([]);
  });
});

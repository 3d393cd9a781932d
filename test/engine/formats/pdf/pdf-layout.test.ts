import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DIFF_OPTIONS, type EngineChange } from '../../../../src/engine/diff/types';
import { readDocument } from '../../../../src/engine/index';
import { pdfReader } from '../../../../src/engine/formats/pdf/index';
import { fragmentsOf, isWhiteSpace, wordsFromItems } from '../../../../src/engine/formats/pdf/layout';
import type { TextItemLike } from '../../../../src/engine/formats/pdf/model';
import { blockText, type DocumentModel } from '../../../../src/engine/model/document';

async function read(bytes: Uint8Array): Promise<DocumentModel> {
  return pdfReader.read(bytes, 'pdf', {});
}

function diff(a: DocumentModel, b: DocumentModel): EngineChange[] {
  return pdfReader.diff!(a, b, DEFAULT_DIFF_OPTIONS);
}

function bodyText(model: DocumentModel): string[] {
  return model.stories.find((s) => s.key === 'body')!.blocks.map(blockText);
}

const SIZE = 11;
const LINE = 12.6;

/** Words of `text` broken into lines no wider than `width`. */
function wrap(text: string, font: PDFFont, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, SIZE) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

const INTRO = 'The table below lists the rooms of the house and what each of them is used for.';
const CLOSING = 'Rooms not listed here are shared by everyone living in the house.';

const ROOMS = [
  ['Room', 'Used for', 'Where'],
  [
    'Kitchen',
    'Cooking and eating meals together with the whole family in the evening',
    'Ground floor, on the north side',
  ],
  ['Study', 'Quiet work and reading', 'First floor, next to the stairs and the small bathroom'],
  ['Garden shed', 'Keeping the bicycles, the lawn mower and the tools for the vegetable beds', 'Behind the house'],
  ['Attic', 'Storage', 'Top floor'],
];

const COLUMNS = [78, 234, 390];
const CELL_WIDTH = 140;

/**
 * A page with a paragraph, a ruled table of three columns whose cells wrap, and a closing
 * paragraph. With `rowsPerPage`, the table goes on over the next page and its first row is
 * repeated there, as word processors do with a repeating header row.
 */
async function tablePdf(
  rows: string[][],
  options: { rowsPerPage?: number; splitRow?: boolean; rowGap?: number } = {},
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  let page: PDFPage = pdf.addPage([595, 842]);
  page.drawText(INTRO, { x: 72, y: 760, size: SIZE, font });
  let top = 740;
  const drawRow = (row: string[], lineFrom = 0, lineTo = Infinity) => {
    const cells = row.map((text) => wrap(text, font, CELL_WIDTH - 12).slice(lineFrom, lineTo));
    const height = Math.max(...cells.map((c) => c.length)) * LINE + (options.rowGap ?? 4);
    page.drawLine({ start: { x: 72, y: top }, end: { x: 72 + 3 * 156, y: top }, thickness: 0.5 });
    cells.forEach((lines, c) =>
      lines.forEach((line, i) => page.drawText(line, { x: COLUMNS[c], y: top - 11 - i * LINE, size: SIZE, font })),
    );
    top -= height;
  };
  rows.forEach((row, index) => {
    if (options.rowsPerPage && index > 0 && index % options.rowsPerPage === 0) {
      // With splitRow, the row's first line ends the page and its other lines follow the header.
      if (options.splitRow) drawRow(row, 0, 1);
      page = pdf.addPage([595, 842]);
      top = 780;
      drawRow(rows[0]);
      drawRow(row, options.splitRow ? 1 : 0);
    } else {
      drawRow(row);
    }
  });
  page.drawText(CLOSING, { x: 72, y: top - 24, size: SIZE, font });
  return pdf.save();
}

describe('PDF layout: tables', () => {
  it('reads a table with wrapped cells row by row, each row one paragraph of its cells in order', async () => {
    const model = await read(await tablePdf(ROOMS));
    expect(bodyText(model)).toEqual([INTRO, ...ROOMS.map((row) => row.join(' ')), CLOSING]);
  });

  it('reads a table with padded rows (a line of space between them) row by row', async () => {
    const model = await read(await tablePdf(ROOMS, { rowGap: 12 }));
    expect(bodyText(model)).toEqual([INTRO, ...ROOMS.map((row) => row.join(' ')), CLOSING]);
  });

  it('reports an inserted row with wrapped cells as one inserted row, its neighbours unchanged', async () => {
    const added = [
      'Laundry',
      'Washing and drying the clothes and the bed linen of the household',
      'Basement, under the kitchen',
    ];
    const a = await read(await tablePdf(ROOMS));
    const b = await read(await tablePdf([...ROOMS.slice(0, 3), added, ...ROOMS.slice(3)]));
    const changes = diff(a, b);
    expect(changes.map((c) => [c.kind, c.targetText.trim()])).toEqual([['Inserted', added.join(' ')]]);
    expect(diff(b, a).map((c) => [c.kind, c.text.trim()])).toEqual([['Deleted', added.join(' ')]]);
  });

  it('reads the first row of a table once when it is repeated at the top of the next page', async () => {
    const model = await read(await tablePdf(ROOMS, { rowsPerPage: 3 }));
    expect(model.pageCount).toBe(2);
    expect(bodyText(model)).toEqual([INTRO, ...ROOMS.map((row) => row.join(' ')), CLOSING]);
  });

  it.each([4, 0])(
    'reads the repeated header once and joins the two parts of a row split by the page break (row spacing %i)',
    async (rowGap) => {
      const model = await read(await tablePdf(ROOMS, { rowsPerPage: 3, splitRow: true, rowGap }));
      expect(model.pageCount).toBe(2);
      // The split row reads as if the break were not there: each cell's lines in order.
      expect(bodyText(model)).toEqual([INTRO, ...ROOMS.map((row) => row.join(' ')), CLOSING]);
    },
  );

  it('tells apart cells whose text runs to the cell edge, close to the next cell', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    const rows = [
      ['Item', 'Notes', 'Owner'],
      ['Roof repairs', 'Quote received', 'Facilities'],
      ['Windows', 'Replace frames', 'Facilities'],
      ['Boiler', 'Annual service', 'Contractor'],
    ];
    // The middle column's text starts 10 points after the widest text of the first column ends.
    const widest = Math.max(...rows.map((r) => font.widthOfTextAtSize(r[0], SIZE)));
    const xs = [72, 72 + widest + 10, 300];
    rows.forEach((row, r) =>
      row.forEach((text, c) => page.drawText(text, { x: xs[c], y: 760 - r * 14.5, size: SIZE, font })),
    );
    const model = await read(await pdf.save());
    expect(bodyText(model)).toEqual(rows.map((row) => row.join(' ')));
  });

  it('joins a word broken at a hyphen over two lines, so a reflow moving the break changes nothing', async () => {
    const draw = async (lines: string[]) => {
      const pdf = await PDFDocument.create();
      const font = await pdf.embedFont(StandardFonts.Helvetica);
      const page = pdf.addPage([595, 842]);
      lines.forEach((line, i) => page.drawText(line, { x: 72, y: 760 - i * LINE, size: SIZE, font }));
      return read(await pdf.save());
    };
    const a = await draw([
      'The new building is a single-family dwelling with a garden',
      'and a garage at the back of the lot.',
    ]);
    const b = await draw([
      'The new building is a single-',
      'family dwelling with a garden and a garage at the back of the lot.',
    ]);
    expect(bodyText(b)).toEqual([
      'The new building is a single-family dwelling with a garden and a garage at the back of the lot.',
    ]);
    expect(diff(a, b)).toEqual([]);
  });

  it('does not take a line with a footnote mark between two words for a table row', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    const first = 'and mortality rates among humans facing disease and infection.';
    const end = 72 + font.widthOfTextAtSize(first, 12);
    page.drawText(first, { x: 72, y: 700, size: 12, font });
    page.drawText('21', { x: end + 1, y: 705.5, size: 8, font });
    page.drawText('Diversity of the', { x: end + 15, y: 700, size: 12, font });
    page.drawText('gene pool, it seems, improves durability.', { x: 72, y: 679, size: 12, font });
    const text = bodyText(await read(await pdf.save())).join(' ');
    expect(text).toContain('infection. Diversity of the gene pool, it seems, improves durability.');
  });

  it('still reads two columns of running text that share baselines column by column', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    const left =
      'The committee met on Tuesday to review the budget for the coming year and agreed that the proposal needs more detail before it can be approved by the board at its next meeting in the spring.';
    const right =
      'Members asked for a breakdown of the costs of the new building, the staff it will need and the income it is expected to bring, and for a comparison with the plans of the two previous years.';
    for (const [x, text] of [
      [72, left],
      [310, right],
    ] as const) {
      wrap(text, font, 210).forEach((line, i) => page.drawText(line, { x, y: 760 - i * LINE, size: SIZE, font }));
    }
    const model = await read(await pdf.save());
    expect(bodyText(model).join(' ')).toBe(`${left} ${right}`);
  });
});

describe('PDF layout: right-to-left text', () => {
  /** A text item as pdf.js gives it: logical text, x at the left end of its glyphs. */
  const item = (str: string, x: number, width: number, dir: 'rtl' | 'ltr'): TextItemLike => ({
    str,
    dir,
    width,
    height: 12,
    transform: [12, 0, 0, 12, x, 700],
  });

  it('tells white space between words as \\s does, for every UTF-16 code unit', () => {
    const differing: number[] = [];
    for (let code = 0; code <= 0xffff; code++)
      if (isWhiteSpace(code) !== /\s/.test(String.fromCharCode(code))) differing.push(code);
    expect(differing).toEqual([]);
  });

  it('splits items at any white space and glues a word pdf.js split into two items', () => {
    const items = [
      { str: 'one\u00a0two\u2003 thr', transform: [10, 0, 0, 10, 100, 700], width: 80, height: 10 },
      { str: 'ee\tfour ', transform: [10, 0, 0, 10, 180, 700], width: 40, height: 10 },
      { str: 'five', transform: [10, 0, 0, 10, 225, 700], width: 20, height: 10 },
    ];
    const words = wordsFromItems(items, 1);
    expect(words.map((w) => w.text)).toEqual(['one', 'two', 'three', 'four', 'five']);
    // "thr" + "ee" is one word from inside the first item to inside the second.
    expect(words[2].x0).toBeGreaterThan(100);
    expect(words[2].x0).toBeLessThan(180);
    expect(words[2].x1).toBeGreaterThan(180);
  });

  it('orders a right-to-left line from the right and keeps numbers and brackets inside it in logical order', () => {
    // "... לפי סעיף 15(ב)(4) לחוק ..." as Word writes it: the pieces of "15(ב)(4)" touch.
    const items = [
      item('לפי סעיף', 493.6, 46.5, 'rtl'),
      item('15', 474.4, 15.2, 'ltr'),
      item('(ב)(', 453.5, 21, 'rtl'),
      item('4', 445.8, 7.6, 'ltr'),
      item(') לחוק מבקר', 380, 65.8, 'rtl'),
    ];
    const fragments = fragmentsOf(wordsFromItems(items, 1), 1);
    expect(fragments).toHaveLength(1);
    expect(fragments[0].words.map((w) => w.text)).toEqual(['לפי', 'סעיף', '15(ב)(4)', 'לחוק', 'מבקר']);
    // The first logical word is the rightmost one.
    const words = fragments[0].words;
    expect(words[0].x0).toBeGreaterThan(words[1].x1);
  });

  it('keeps a run of several Latin words inside a Hebrew line in their own order', () => {
    const items = [
      item('המערכת', 495, 45, 'rtl'),
      item('Doc Delta', 430, 55, 'ltr'),
      item('משווה מסמכים', 340, 80, 'rtl'),
    ];
    const words = fragmentsOf(wordsFromItems(items, 1), 1)[0].words.map((w) => w.text);
    expect(words).toEqual(['המערכת', 'Doc', 'Delta', 'משווה', 'מסמכים']);
  });

  it('glues left-to-right pieces that follow each other leftwards in a right-to-left line, and reads the line from the right', () => {
    // "التعليق العام رقم 20(2016)" as LibreOffice writes it: the number pieces are ltr items, each to the left of the one before.
    const items = [
      item('التعليق العام رقم', 289, 187.1, 'rtl'),
      item('20', 250.7, 30.6, 'ltr'),
      item('(', 240.7, 10.1, 'ltr'),
      item('2016', 179.4, 61.2, 'ltr'),
      item(')', 169.4, 10.1, 'ltr'),
    ];
    const words = fragmentsOf(wordsFromItems(items, 1), 1)[0].words.map((w) => w.text);
    expect(words).toEqual(['التعليق', 'العام', 'رقم', '20(2016)']);
  });

  it('reads the Hebrew PDF exported by Word in logical order', async () => {
    const model = await read(
      new Uint8Array(
        readFileSync(new URL('../../../fixtures/real/pdfjs-pdf-hebrew-rtl-from-word.pdf', import.meta.url)),
      ),
    );
    const text = bodyText(model).join(' ');
    expect(text.startsWith('שלום עולם מה שלום כולם? אני יורד מן החוטים, אני כבר ילד אמיתי.')).toBe(true);
    expect(text).toContain('לפי סעיף 15(ב)(4) לחוק מבקר המדינה');
  });

  const rtlFixture = (name: string) =>
    new Uint8Array(readFileSync(new URL(`../../../fixtures/pdf-rtl/${name}`, import.meta.url)));
  const words = (model: DocumentModel) => bodyText(model).join(' ').split(/\s+/).filter(Boolean);

  it('reads the same words and paragraphs from a Hebrew document as PDF (LibreOffice) as the DOCX reader does', async () => {
    const pdf = await read(rtlFixture('hebrew-rtl-a.pdf'));
    const docx = await readDocument({ bytes: rtlFixture('hebrew-rtl-a.docx'), fileName: 'hebrew-rtl-a.docx' });
    expect(words(docx)).toHaveLength(46);
    expect(words(pdf)).toEqual(words(docx));
    expect(bodyText(pdf)).toEqual(bodyText(docx));
    expect(bodyText(pdf)[2]).toBe('המערכת docdelta משווה מסמכים (גם קבצי PDF) ומציגה את השינויים.');
  });

  it('reports a one-word edit in the Hebrew PDF as one change of that word', async () => {
    const changes = diff(await read(rtlFixture('hebrew-rtl-a.pdf')), await read(rtlFixture('hebrew-rtl-b.pdf')));
    expect(changes.map((c) => [c.kind, c.text, c.targetText])).toEqual([['Modified', 'הילדים', 'התלמידים']]);
  });
});

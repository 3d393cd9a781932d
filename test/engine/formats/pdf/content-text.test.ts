import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, PDFName, type PDFRef } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { configurePdfExtraction } from '../../../../src/engine/formats/pdf/extract-pool';
import { pdfReader } from '../../../../src/engine/formats/pdf/index';
import { readFastDocument } from '../../../../src/engine/formats/pdf/page-text';
import { compareTextPaths } from '../../../helpers/pdf-text-paths';

/**
 * The fast text path (content-text.ts) against pdf.js: on every PDF fixture it reads, and on
 * hand-made PDFs of the kinds it reads (ToUnicode CID fonts, Differences, TJ kerning, form
 * XObjects), it must give the layout the same words (text, box, size, font, weight, slant,
 * colour) as pdf.js; what it does not read (Type3 fonts, LZW streams, right-to-left text,
 * encryption) goes to pdf.js, whose text the reader then gives.
 */

const FIXTURES = fileURLToPath(new URL('../../../fixtures/', import.meta.url));
const original = configurePdfExtraction({});
afterAll(() => {
  configurePdfExtraction(original);
});

function pdfFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return pdfFiles(path);
    return name.endsWith('.pdf') ? [path] : [];
  });
}

/** Fixtures the fast path must read (so that the comparison below cannot pass by reading nothing). */
const READ_FAST = [
  'pdf-producers/latex-linearized-a.pdf',
  'pdf-producers/pypdf-a.pdf',
  'pdf-producers/weasyprint-a.pdf',
  'pdf-producers/incremental-b.pdf',
  'pdf-quality/styles-b.pdf',
  'pdf-quality/table-a.pdf',
  'real/pdfjs-pdf-pair-link-a-17-pages.pdf',
];
/** Fixtures it must leave to pdf.js, and why. */
const LEFT_TO_PDFJS: Record<string, RegExp> = {
  'pdf-rtl/hebrew-rtl-a.pdf': /right-to-left/,
  'pdf-producers/encrypted-aes128-owner-only-b.pdf': /not opened/,
  'real/pdfjs-pdf-pair-annot-a-tracemonkey.pdf': /symbolic font without ToUnicode/,
};

describe('the fast PDF text path', () => {
  it('gives the same words as pdf.js on every PDF fixture it reads', { timeout: 180_000 }, async () => {
    const results = new Map<string, Awaited<ReturnType<typeof compareTextPaths>>>();
    for (const file of pdfFiles(FIXTURES)) {
      const name = file.slice(FIXTURES.length);
      const result = await compareTextPaths(new Uint8Array(readFileSync(file)));
      results.set(name, result);
      if (result.fast === 'read') expect({ name, differences: result.differences }).toEqual({ name, differences: [] });
    }
    for (const name of READ_FAST) expect([name, results.get(name)?.fast]).toEqual([name, 'read']);
    for (const [name, reason] of Object.entries(LEFT_TO_PDFJS)) {
      const result = results.get(name);
      expect(result?.fast).toBe('unsupported');
      expect(result?.fast === 'unsupported' && result.reason).toMatch(reason);
    }
  });

  it('reads ToUnicode CID fonts, Differences, TJ kerning, colours and form XObjects as pdf.js does', async () => {
    const bytes = await handMade();
    const result = await compareTextPaths(bytes);
    expect(result).toEqual({ fast: 'read', pages: 1, differences: [] });
    const fast = readFastDocument(bytes)!;
    const words = fast.pages[0].text.fragments.flatMap((fragment) => fragment.words);
    expect(words.map((word) => word.text)).toEqual([
      'Kerned',
      'words',
      'apart',
      'fine',
      'day’s',
      'Ünïcode',
      'CID',
      'text',
      'Kept',
      '(as)',
      '(nested)',
      'back\\slash',
      'continued',
      'and-dash',
      'Hex',
      'text0',
      'Form',
      'text',
    ]);
    const look = (text: string) => words.find((word) => word.text === text)?.style;
    expect(look('CID')).toEqual({ font: 'Carlito', bold: true, italic: false, color: 'CC0000' });
    expect(look('fine')).toEqual({ font: 'Helvetica', bold: false, italic: false, color: '000000' });
    expect(look('Form')?.color).toBe('0000FF');
  });

  it('leaves a Type3 font, an LZW stream and a form painting itself to pdf.js, which reads their text', async () => {
    const expected = { type3: 'abba', lzw: 'Packed words', 'self-painting form': 'Outside Inside' };
    for (const kind of ['type3', 'lzw', 'self-painting form'] as const) {
      const bytes = await fallbackCase(kind);
      expect(readFastDocument(bytes)).toBeUndefined();
      configurePdfExtraction({ threads: 1 });
      const model = await pdfReader.read(bytes, 'pdf', {});
      const block = model.stories[0].blocks[0];
      expect([kind, block.type === 'paragraph' && block.runs[0].text]).toEqual([kind, expected[kind]]);
    }
  });
});

/** A page of text in a standard font with Differences, a CID font with ToUnicode and a form XObject. */
async function handMade(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([600, 800]);
  const context = pdf.context;
  const register = (value: Record<string, unknown>): PDFRef =>
    context.register(context.obj(value as Parameters<typeof context.stream>[1] & object));
  const simple = register({
    Type: 'Font',
    Subtype: 'Type1',
    BaseFont: 'Helvetica',
    Encoding: { Type: 'Encoding', BaseEncoding: 'WinAnsiEncoding', Differences: [1, 'fi', 'quoteright'] },
  });
  const cmap = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '1 begincodespacerange <0000> <FFFF> endcodespacerange',
    '2 beginbfchar <0001> <00DC> <0002> <00EF> endbfchar',
    '2 beginbfrange <0010> <002F> <0061> <0030> <0032> [<0043> <0049> <0044>] endbfrange',
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  const toUnicode = context.register(context.flateStream(cmap));
  const descriptor = register({
    Type: 'FontDescriptor',
    FontName: 'ABCDEF+Carlito-Bold',
    Flags: 4,
    FontBBox: [0, -250, 1000, 900],
    ItalicAngle: 0,
    Ascent: 900,
    Descent: -250,
    CapHeight: 650,
    StemV: 80,
  });
  const descendant = register({
    Type: 'Font',
    Subtype: 'CIDFontType2',
    BaseFont: 'ABCDEF+Carlito-Bold',
    CIDSystemInfo: { Registry: context.obj('Adobe'), Ordering: context.obj('Identity'), Supplement: 0 },
    FontDescriptor: descriptor,
    DW: 500,
    W: [1, [620, 480], 16, 32, 510, 48, [600, 300, 640]],
  });
  const cid = register({
    Type: 'Font',
    Subtype: 'Type0',
    BaseFont: 'ABCDEF+Carlito-Bold',
    Encoding: 'Identity-H',
    DescendantFonts: [descendant],
    ToUnicode: toUnicode,
  });
  const form = context.register(
    context.flateStream('0 0 1 rg BT /F1 11 Tf 0 0 Td (Form text) Tj ET', {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, 300, 50],
      Matrix: [1, 0, 0, 1, 72, 500],
      Resources: { Font: { F1: simple } },
    }),
  );
  // Codes of the CID font: Ü n ï c o d e (0001 001D 0002 0012 001E 0013 0014), CID (0030 0031 0032), text.
  const content = [
    'BT /F1 12 Tf 72 720 Td [(Ker) 80 (ned) -400 (words) -2000 (apart)] TJ ET',
    'BT /F1 12 Tf 72 700 Td (\\001ne day\\002s) Tj ET',
    '0.8 0 0 rg BT /F2 14 Tf 72 680 Td <0001001D00020012001E00130014> Tj ET',
    'BT /F2 14 Tf 72 660 Td [<003000310032> -300 <0023001400270023>] TJ ET',
    '0 g q /X1 Do Q',
    // Escapes, balanced parentheses and a line continuation inside a string; a hex string with an odd digit count.
    'BT /F1 12 Tf 72 640 Td (Kept \\(as\\) (nested) back\\\\slash con\\\ntinued and\\055dash) Tj ET',
    'BT /F1 12 Tf 72 620 Td <48657820746578743> Tj ET',
  ].join('\n');
  page.node.set(PDFName.of('Resources'), context.obj({ Font: { F1: simple, F2: cid }, XObject: { X1: form } }));
  page.node.set(PDFName.of('Contents'), context.register(context.flateStream(content)));
  return pdf.save({ useObjectStreams: false });
}

/** LZW of `text` written as literal codes only (valid LZW: the decoder's table is never referred to). */
function lzw(text: string): Uint8Array {
  const codes = [256, ...Buffer.from(text, 'latin1'), 257];
  const bytes = new Uint8Array(Math.ceil((codes.length * 9) / 8));
  codes.forEach((code, i) => {
    for (let bit = 0; bit < 9; bit++)
      if (code & (1 << (8 - bit))) bytes[(i * 9 + bit) >> 3] |= 0x80 >> ((i * 9 + bit) & 7);
  });
  return bytes;
}

async function fallbackCase(kind: 'type3' | 'lzw' | 'self-painting form'): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([600, 800]);
  const context = pdf.context;
  let font: PDFRef;
  let content;
  if (kind === 'self-painting form') {
    font = context.register(context.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica' }));
    const form = context.nextRef();
    context.assign(
      form,
      context.flateStream('BT /F1 12 Tf 120 700 Td (Inside) Tj ET /X1 Do', {
        Type: 'XObject',
        Subtype: 'Form',
        BBox: [0, 0, 600, 800],
        Resources: { Font: { F1: font }, XObject: { X1: form } },
      }),
    );
    page.node.set(PDFName.of('Resources'), context.obj({ Font: { F1: font }, XObject: { X1: form } }));
    page.node.set(
      PDFName.of('Contents'),
      context.register(context.flateStream('BT /F1 12 Tf 72 700 Td (Outside) Tj ET /X1 Do')),
    );
    return pdf.save({ useObjectStreams: false });
  }
  if (kind === 'type3') {
    const glyph = context.register(context.stream('500 0 0 0 400 600 d1 0 0 400 600 re f'));
    font = context.register(
      context.obj({
        Type: 'Font',
        Subtype: 'Type3',
        FontBBox: [0, 0, 500, 700],
        FontMatrix: [0.001, 0, 0, 0.001, 0, 0],
        CharProcs: { a: glyph, b: glyph },
        Encoding: { Type: 'Encoding', Differences: [97, 'a', 'b'] },
        FirstChar: 97,
        LastChar: 98,
        Widths: [500, 500],
        Resources: {},
      }),
    );
    content = context.flateStream('BT /F1 12 Tf 72 700 Td (abba) Tj ET');
  } else {
    font = context.register(context.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica' }));
    content = context.stream(lzw('BT /F1 12 Tf 72 700 Td (Packed words) Tj ET'), { Filter: 'LZWDecode' });
  }
  page.node.set(PDFName.of('Resources'), context.obj({ Font: { F1: font } }));
  page.node.set(PDFName.of('Contents'), context.register(content));
  return pdf.save({ useObjectStreams: false });
}

import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DIFF_OPTIONS } from '../../../../../src/engine/diff/types';
import { pdfReader } from '../../../../../src/engine/formats/pdf/index';
import { openPdf } from '../../../../../src/engine/formats/pdf/pdfjs';
import { pdfWriter } from '../../../../../src/engine/formats/pdf/write/index';
import type { ItemStyle, ResultOptions } from '../../../../../src/engine/formats/writer';

async function letter(lines: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  lines.forEach((text, i) => page.drawText(text, { x: 72, y: 700 - i * 30, size: 12, font }));
  return pdf.save();
}

const style = (colour: string): ItemStyle => ({
  fontColor: colour,
  bold: false,
  italic: false,
  strikeThrough: false,
  underline: false,
  beginSeparator: '',
  endSeparator: '',
});
const OPTIONS: ResultOptions = {
  mode: 'styled',
  rejected: new Set(),
  inserted: style('0000FF'),
  deleted: style('FF0000'),
  changed: style('008000'),
  showDeleted: true,
  showInserted: true,
  summaryPage: true,
  markNested: false,
  frames: true,
  metadata: {},
  author: 'docdelta',
  date: '2026-01-01T00:00:00Z',
};

async function result(options: Partial<ResultOptions> = {}) {
  const sourceBytes = await letter([
    'The first line stays.',
    'This sentence will be removed.',
    'The price of the blue bicycle is ten euros in the shop.',
  ]);
  const targetBytes = await letter([
    'The first line stays.',
    'The price of the blue bicycle is twelve euros in the shop.',
    'A new closing line.',
  ]);
  const source = await pdfReader.read(sourceBytes, 'pdf', {});
  const target = await pdfReader.read(targetBytes, 'pdf', {});
  const changes = pdfReader.diff!(source, target, DEFAULT_DIFF_OPTIONS);
  const output = await pdfWriter.write({
    format: 'pdf',
    source: { bytes: sourceBytes, document: source },
    target: { bytes: targetBytes, document: target },
    changes,
    options: { ...OPTIONS, ...options },
  });
  return { output, changes, targetBytes };
}

describe('pdfWriter', () => {
  it('annotates inserted, changed and deleted text where it is and appends a summary page', async () => {
    const { output, changes } = await result();
    expect(changes.map((c) => c.kind)).toEqual(['Deleted', 'Modified', 'Inserted']);
    expect(changes[1]).toMatchObject({ text: 'ten', targetText: 'twelve' });
    expect(changes[2].targetText).toContain('A new closing line');
    await pdfWriter.validate(output.bytes);
    const document = await openPdf(output.bytes);
    expect(document.numPages).toBe(2);
    const annotations = (await (await document.getPage(1)).getAnnotations()) as {
      subtype: string;
      rect: number[];
      contentsObj?: { str: string };
      hasAppearance: boolean;
    }[];
    // The deletion is a caret at the gap, the change and the insertion highlights; the notes of
    // the deletion and the change open in popups.
    expect(annotations.map((a) => a.subtype)).toEqual(['Caret', 'Highlight', 'Highlight', 'Popup', 'Popup']);
    expect(annotations.slice(0, 3).map((a) => a.hasAppearance)).toEqual([true, true, true]);
    expect(annotations[0].contentsObj?.str).toBe('Deleted: This sentence will be removed.');
    expect(annotations[1].contentsObj?.str).toBe('Changed from: ten');
    // "twelve" sits on the second line (baseline 670) after "The price of the blue bicycle is ".
    const [x0, y0, x1, y1] = annotations[1].rect;
    expect(y0).toBeLessThan(670);
    expect(y1).toBeGreaterThan(675);
    expect(x0).toBeGreaterThan(230);
    expect(x1).toBeLessThan(290);
    const summary = await (await document.getPage(2)).getTextContent();
    expect(summary.items.map((i) => ('str' in i ? i.str : '')).join('\n')).toContain(
      '3 changes: 1 deleted, 1 modified, 1 inserted',
    );
    await document.destroy();
  });

  it('keeps the target unchanged in clean mode, and says a rejected change keeps the target text', async () => {
    const clean = await result({ mode: 'clean' });
    expect((await openPdf(clean.output.bytes)).numPages).toBe(1);
    expect(clean.output.warnings).toEqual([]);
    const rejected = await result({ mode: 'clean', rejected: new Set([1, 2, 7]) });
    expect(Buffer.from(rejected.output.bytes).equals(Buffer.from(rejected.targetBytes))).toBe(true);
    expect(rejected.output.warnings).toEqual([
      {
        code: 'pdf-reject-text',
        message: "a PDF's text cannot be taken back: rejected changes 1, 2 keep the target's text, without a mark",
      },
    ]);
  });

  it('warns that tracked mode gives annotations', async () => {
    const { output } = await result({ mode: 'tracked', summaryPage: false });
    expect(output.warnings.map((w) => w.code)).toEqual(['pdf-tracked']);
  });

  it('strikes out deleted text where it was when the target left that spot blank', async () => {
    const pages = async (content: string[][]) => {
      const pdf = await PDFDocument.create();
      const font = await pdf.embedFont(StandardFonts.Helvetica);
      for (const lines of content) {
        const page = pdf.addPage([612, 792]);
        lines.forEach((text, i) => page.drawText(text, { x: 72, y: 700 - i * 30, size: 12, font }));
      }
      return pdf.save();
    };
    const sourceBytes = await pages([
      ['First page stays the same.'],
      ['Second page has this paragraph that goes away entirely.'],
    ]);
    const targetBytes = await pages([['First page stays the same.'], []]);
    const source = await pdfReader.read(sourceBytes, 'pdf', {});
    const target = await pdfReader.read(targetBytes, 'pdf', {});
    const changes = pdfReader.diff!(source, target, DEFAULT_DIFF_OPTIONS);
    const output = await pdfWriter.write({
      format: 'pdf',
      source: { bytes: sourceBytes, document: source },
      target: { bytes: targetBytes, document: target },
      changes,
      options: { ...OPTIONS, summaryPage: false },
    });
    const document = await openPdf(output.bytes);
    const annotations = (await (await document.getPage(2)).getAnnotations()) as {
      subtype: string;
      rect: number[];
      contentsObj?: { str: string };
      hasAppearance: boolean;
    }[];
    const strike = annotations.find((a) => a.subtype === 'StrikeOut')!;
    expect(strike.hasAppearance).toBe(true);
    expect(strike.contentsObj?.str).toBe('Deleted: Second page has this paragraph that goes away entirely.');
    // Over the line the source had at baseline 700 from x 72.
    expect(strike.rect[0]).toBeCloseTo(72, 0);
    expect(strike.rect[1]).toBeLessThan(700);
    expect(strike.rect[3]).toBeGreaterThan(705);
    expect(annotations.map((a) => a.subtype)).toContain('Popup');
    await document.destroy();
  });
});

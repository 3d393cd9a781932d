import type { IncrementalUpdate } from './file';
import { dict, name, num, nums, PdfNumber, type PdfRef, textString } from './syntax';

/**
 * Review marks as PDF annotations that carry their own appearance streams (/AP /N form
 * XObjects), so poppler, pdf.js and Acrobat-compatible viewers draw the same thing instead of
 * each inventing one (poppler paints an appearance-less highlight as an opaque band over the
 * words):
 * - inserted and changed text: a Highlight drawn translucent and multiplied (ExtGState /CA 0.35,
 *   /BM /Multiply), so the words stay as dark as they were and the paper takes the colour;
 * - deleted text: a Caret where the text was taken out (nothing of it is left in the target to
 *   strike through), or a StrikeOut line across the spot when the words were there and the
 *   target left it blank;
 * - changed pictures and regions: a Square frame, stroked only;
 * and a note (Contents plus a closed Popup) with the old text of a change and the deleted words.
 */

export type Rect = [number, number, number, number];
export type MarkKind = 'highlight' | 'caret' | 'strikeout' | 'frame';

export interface Mark {
  kind: MarkKind;
  /** In the page's user space: [x0, y0, x1, y1]. */
  rect: Rect;
  /** RGB, 0–1 each. */
  colour: [number, number, number];
  note: string;
  /** Adds a Popup that shows `note` (the old or deleted text). */
  popup: boolean;
  /** The annotation's author (/T); docdelta unless given. */
  author?: string;
}

export const HIGHLIGHT_OPACITY = 0.35;

/** Writes the mark's annotation (and its popup) into the update; the references to list in the page's /Annots. */
export function writeMark(update: IncrementalUpdate, mark: Mark, page: PdfRef, id: string, date: string): PdfRef[] {
  const [x0, y0, x1, y1] = mark.rect;
  const [r, g, b] = mark.colour.map((c) => num(c).text);
  const width = x1 - x0;
  const height = y1 - y0;
  let rect: Rect = mark.rect;
  let subtype: string;
  let content: string;
  let resources = dict({});
  const extra: Record<string, ReturnType<typeof nums> | PdfNumber> = {};
  switch (mark.kind) {
    case 'highlight': {
      subtype = 'Highlight';
      resources = dict({
        ExtGState: dict({
          GS0: dict({
            Type: name('ExtGState'),
            CA: num(HIGHLIGHT_OPACITY),
            ca: num(HIGHLIGHT_OPACITY),
            BM: name('Multiply'),
          }),
        }),
      });
      content = `/GS0 gs ${r} ${g} ${b} rg ${coords(x0, y0, width, height)} re f`;
      extra.QuadPoints = nums([x0, y1, x1, y1, x0, y0, x1, y0]);
      break;
    }
    case 'strikeout': {
      subtype = 'StrikeOut';
      const middle = y0 + height * 0.45;
      const line = Math.max(1, height * 0.08);
      content = `${r} ${g} ${b} RG ${num(line).text} w ${coords(x0, middle)} m ${coords(x1, middle)} l S`;
      extra.QuadPoints = nums([x0, y1, x1, y1, x0, y0, x1, y0]);
      break;
    }
    case 'caret': {
      subtype = 'Caret';
      // A caret under the gap: thin strokes beside and below the neighbouring glyphs, never over them.
      const size = Math.max(6, height * 0.6);
      const x = x0;
      rect = [x - size / 2, y0 - size * 0.35, x + size / 2, y0 + size * 0.45];
      const [cx0, cy0, cx1, cy1] = rect;
      content = `${r} ${g} ${b} RG 1.2 w 1 J 1 j ${coords(cx0 + 0.6, cy0 + 0.6)} m ${coords(x, cy1 - 0.6)} l ${coords(cx1 - 0.6, cy0 + 0.6)} l S`;
      break;
    }
    case 'frame': {
      subtype = 'Square';
      content = `${r} ${g} ${b} RG 1.5 w ${coords(x0 + 0.75, y0 + 0.75, width - 1.5, height - 1.5)} re S`;
      break;
    }
  }
  const appearance = update.add({
    dict: dict({
      Type: name('XObject'),
      Subtype: name('Form'),
      FormType: new PdfNumber('1'),
      BBox: nums(rect),
      Resources: resources,
    }),
    data: new TextEncoder().encode(content),
  });
  const annotation = update.reserve();
  const entries = dict({
    Type: name('Annot'),
    Subtype: name(subtype),
    Rect: nums(rect),
    P: page,
    C: nums(mark.colour),
    T: textString(mark.author ?? 'docdelta'),
    Contents: textString(mark.note.slice(0, 2000)),
    NM: textString(id),
    M: textString(date),
    CreationDate: textString(date),
    F: new PdfNumber('4'),
    AP: dict({ N: appearance }),
    ...extra,
  });
  if (mark.kind === 'frame') entries.set('BS', dict({ W: num(1.5) }));
  const refs = [annotation];
  if (mark.popup) {
    const popup = update.add(
      dict({
        Type: name('Annot'),
        Subtype: name('Popup'),
        Parent: annotation,
        Rect: nums([rect[2] + 4, rect[3] - 80, rect[2] + 204, rect[3]]),
        Open: false,
        F: new PdfNumber('28'),
      }),
    );
    entries.set('Popup', popup);
    refs.push(popup);
  }
  update.set(annotation, entries);
  return refs;
}

const coords = (...values: number[]) => values.map((v) => num(v).text).join(' ');

/** ISO 8601 (`2026-01-31T12:00:00Z`) as a PDF date (`D:20260131120000Z`). */
export function pdfDate(iso: string): string {
  const digits = iso
    .replace(/[^0-9]/g, '')
    .slice(0, 14)
    .padEnd(14, '0');
  return `D:${digits}Z`;
}

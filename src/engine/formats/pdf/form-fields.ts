import { inflateSync } from 'node:zlib';
import { pageLeaves } from './page-content';
import { PdfFile, isDict, isName, isRef, pdfEnd, type PdfDict, type PdfValue } from './page-count';
import type { FormField } from './model';
import type { PdfDocument } from './pdfjs';

/**
 * Whether the document's catalog plainly has no form fields (so pdf.js need not be opened for
 * them): false only when the file reads plainly and its AcroForm is absent or has no Fields.
 */
export function mayHaveFormFields(bytes: Uint8Array): boolean {
  try {
    const file = new PdfFile(bytes.subarray(0, pdfEnd(bytes)), (raw) => inflateSync(raw));
    file.readXref();
    // Encrypted strings are not decrypted by this reader: pdf.js is asked.
    if (file.trailer.get('Encrypt') !== undefined) return true;
    const root = file.trailer.get('Root');
    if (!isRef(root)) return true;
    const catalog = file.object(root.num);
    if (!isDict(catalog)) return true;
    const form = file.resolve(catalog.get('AcroForm'));
    if (form === undefined || form === null) return false;
    if (!isDict(form)) return true;
    const fields = file.resolve(form.get('Fields'));
    return !Array.isArray(fields) || fields.length > 0;
  } catch {
    return true;
  }
}

interface FieldObject {
  name?: string;
  type?: string;
  value?: unknown;
  page?: number;
  rect?: number[];
  kidIds?: string[];
}

/** The document's terminal fields, in the order pdf.js lists them (the form's field tree order). */
export async function readFormFields(document: PdfDocument): Promise<FormField[]> {
  let objects: Record<string, FieldObject[]> | null;
  try {
    objects = (await document.getFieldObjects()) as Record<string, FieldObject[]> | null;
  } catch {
    return [];
  }
  if (!objects) return [];
  const fields: FormField[] = [];
  for (const [name, widgets] of Object.entries(objects)) {
    // Non-terminal fields (only kids) have no type; push buttons hold no value a reviewer reads.
    const terminal = widgets.filter((w) => w.type && w.type !== 'button');
    if (!terminal.length) continue;
    const placed = terminal.find((w) => typeof w.page === 'number' && w.page >= 0) ?? terminal[0];
    // A radio group's widgets each carry the group's value; a check box's is its state.
    const value = terminal.map((w) => w.value).find((v) => v !== undefined && v !== null && v !== '');
    const rect = placed.rect;
    fields.push({
      name,
      value: valueText(value),
      page: typeof placed.page === 'number' && placed.page >= 0 ? placed.page + 1 : 0,
      rect: rect?.length === 4 ? [rect[0], rect[1], rect[2], rect[3]] : undefined,
      others: terminal
        .filter((w) => w !== placed && typeof w.page === 'number' && w.page >= 0 && w.rect?.length === 4)
        .map((w) => ({ page: w.page! + 1, rect: [w.rect![0], w.rect![1], w.rect![2], w.rect![3]] })),
    });
  }
  return fields;
}

function valueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  return String(value);
}

/**
 * Widgets whose field pdf.js does not list (the caller keeps those whose name it lacks): widgets
 * that lost their field, or fields the AcroForm no longer lists. What they show is read from their appearance (the text their
 * normal appearance stream draws, or a check box's appearance state), so that a re-save which
 * dropped the field tree but kept every widget's look is no change. Empty when the file does not
 * read plainly (then pdf.js's fields are all there is).
 */
export function orphanWidgets(bytes: Uint8Array): FormField[] {
  try {
    const file = new PdfFile(bytes.subarray(0, pdfEnd(bytes)), (raw) => inflateSync(raw));
    file.readXref();
    if (file.trailer.get('Encrypt') !== undefined) return [];
    const root = file.trailer.get('Root');
    const catalog = isRef(root) ? file.object(root.num) : undefined;
    const pagesRef = isDict(catalog) ? catalog.get('Pages') : undefined;
    if (!isRef(pagesRef)) return [];
    const pages = pageLeaves(file, pagesRef) ?? [];
    const found: FormField[] = [];
    for (const [index, page] of pages.entries()) {
      const annots = file.resolve(page.get('Annots'));
      if (!Array.isArray(annots)) continue;
      for (const item of annots) {
        const widget = file.resolve(item);
        if (!isDict(widget) || !isName(widget.get('Subtype'), 'Widget')) continue;
        const rect = file.resolve(widget.get('Rect'));
        if (!Array.isArray(rect) || rect.length !== 4 || !rect.every((n) => typeof n === 'number')) continue;
        const { name, value } = fieldOf(file, widget);
        found.push({
          name,
          value: value ?? appearanceText(file, widget),
          page: index + 1,
          rect: rect as [number, number, number, number],
        });
      }
    }
    return found;
  } catch {
    return [];
  }
}

/**
 * The name and value the widget's own field chain tells (its /T and /V and its parents'), as far
 * as the chain is there: a parent missing from the file ends it.
 */
function fieldOf(file: PdfFile, widget: PdfDict): { name: string; value: string | undefined } {
  const names: string[] = [];
  let value: string | undefined;
  let node: PdfValue | undefined = widget;
  for (let depth = 0; isDict(node) && depth < 32; depth++) {
    const title = node.get('T');
    if (typeof title === 'string') names.unshift(textOf(title));
    const v = file.resolve(node.get('V'));
    if (value === undefined && v !== undefined && v !== null) value = valueOf(v);
    try {
      node = file.resolve(node.get('Parent'));
    } catch {
      break;
    }
  }
  return { name: names.join('.'), value };
}

function valueOf(value: PdfValue): string {
  if (typeof value === 'string') return textOf(value);
  if (isName(value)) return value.name;
  if (Array.isArray(value)) return value.map(valueOf).join(', ');
  return String(value);
}

/** A PDF text string (Latin-1 characters of its bytes): UTF-16BE when it starts with its BOM. */
function textOf(bytes: string): string {
  if (!bytes.startsWith('\xfe\xff')) return bytes;
  return Buffer.from(bytes.slice(2), 'latin1').swap16().toString('utf16le');
}

function appearanceText(file: PdfFile, widget: PdfDict): string {
  const state = widget.get('AS');
  if (isName(state)) return state.name;
  const appearance = file.resolve(widget.get('AP'));
  const normal = isDict(appearance) ? appearance.get('N') : undefined;
  if (!isRef(normal)) return '';
  const content = Buffer.from(file.stream(normal.num)).toString('latin1');
  const lines: string[] = [];
  // The strings shown by Tj, ' and " and inside TJ arrays, one line per showing operator.
  for (const match of content.matchAll(
    /(\[(?:[^\]\\]|\\.|\((?:\\.|[^\\)])*\))*\]|\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f\s]*>)\s*(Tj|TJ|'|")/gs,
  )) {
    const strings =
      match[2] === 'TJ'
        ? [...match[1].matchAll(/\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f\s]*>/gs)].map((m) => m[0])
        : [match[1]];
    lines.push(strings.map(stringText).join(''));
  }
  return lines.join(' ').trim();
}

function stringText(token: string): string {
  if (token.startsWith('<')) return Buffer.from(token.slice(1, -1).replace(/\s/g, ''), 'hex').toString('latin1');
  return token
    .slice(1, -1)
    .replace(/\\([0-7]{1,3}|.)/gs, (_, c: string) =>
      /^[0-7]/.test(c)
        ? String.fromCharCode(parseInt(c, 8) & 0xff)
        : (({ n: '\n', r: '\r', t: '\t' } as Record<string, string>)[c] ?? c),
    );
}

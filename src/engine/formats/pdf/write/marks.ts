import type { EngineChange } from '../../../diff/types';
import type { ItemStyle } from '../../writer';
import { boxOf } from '../diff';
import type { PdfFamilyData } from '../model';
import type { Mark, MarkKind } from './annotations';
import type { IncrementalUpdate, PdfFile } from './file';
import { PdfRef, type PdfDict } from './syntax';

/**
 * Where a change's mark goes on the target PDF and how it looks, shared by the two-document
 * result (index.ts) and the combined result of several reviewers (combine.ts).
 */

export interface PlacedChange {
  /** Index of the page in the target's page list. */
  index: number;
  page: { ref: PdfRef; dict: PdfDict };
  /** The mark without its note. */
  mark: Omit<Mark, 'note' | 'popup'>;
}

/** The mark for a change on the target's page, or undefined when it has no place there. */
export function placeChange(
  change: EngineChange,
  sourceData: PdfFamilyData | undefined,
  targetData: PdfFamilyData | undefined,
  pages: ReturnType<PdfFile['pages']>,
  styles: { inserted: ItemStyle; deleted: ItemStyle; changed: ItemStyle },
): PlacedChange | undefined {
  const box = placeOnTarget(change, sourceData, targetData);
  if (!box || !targetData) return undefined;
  const page = pages[box.page - 1];
  const info = targetData.pages[box.page - 1];
  if (!page || !info) return undefined;
  const rect = userRectangle(info.transform, box.x, box.y, box.x + box.width, box.y + Math.max(box.height, 4));
  const style =
    change.kind === 'Inserted' ? styles.inserted : change.kind === 'Deleted' ? styles.deleted : styles.changed;
  return {
    index: box.page - 1,
    page,
    mark: {
      kind: markKind(change, box, targetData),
      rect: rect[2] - rect[0] < 4 && change.kind !== 'Deleted' ? [rect[0], rect[1], rect[0] + 4, rect[3]] : rect,
      colour: colourOf(style, change.kind),
    },
  };
}

/** A deleted spot the target left blank is struck through where the words were; elsewhere a caret marks the gap. */
function markKind(change: EngineChange, box: NonNullable<EngineChange['box']>, target: PdfFamilyData): MarkKind {
  if (change.unit === 'object') return 'frame';
  if (change.kind !== 'Deleted') return 'highlight';
  if (box.width < 1) return 'caret';
  const overlaps = target.paragraphs.some((words) => {
    for (let i = 0; i < words.pages.length; i++) {
      if (words.pages[i] !== box.page) continue;
      const [x, y, w, h] = words.boxes.subarray(i * 4, i * 4 + 4);
      if (x < box.x + box.width && x + w > box.x && y < box.y + box.height && y + h > box.y) return true;
    }
    return false;
  });
  return overlaps ? 'caret' : 'strikeout';
}

/** Lists the annotations in the page's /Annots: the page (or its indirect /Annots array) is written again with them. */
export function addAnnotations(
  file: PdfFile,
  update: IncrementalUpdate,
  page: { ref: PdfRef; dict: PdfDict },
  refs: PdfRef[],
): void {
  const existing = page.dict.get('Annots');
  if (existing instanceof PdfRef) {
    const array = file.resolve(existing);
    if (Array.isArray(array)) {
      update.set(existing, [...array, ...refs]);
      return;
    }
  }
  page.dict.set('Annots', [...(Array.isArray(existing) ? existing : []), ...refs]);
  update.set(page.ref, page.dict);
}

/** Where a change shows on the target: its own box there, or for deletions the spot they were taken from. */
function placeOnTarget(
  change: EngineChange,
  source: PdfFamilyData | undefined,
  target: PdfFamilyData | undefined,
): EngineChange['box'] {
  if (change.kind !== 'Deleted') return change.box;
  const side = change.target ?? change.anchor;
  const there = boxOf(target, side);
  if (there) return { ...there, width: 0, height: there.height };
  const box = change.box ?? boxOf(source, change.source);
  return box && target?.pages[box.page - 1] ? box : undefined;
}

/** A displayed (top-left) rectangle back in the page's user space, as [x0, y0, x1, y1]. */
function userRectangle(
  transform: readonly number[],
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): [number, number, number, number] {
  const [a, b, c, d, e, f] = transform;
  const determinant = a * d - b * c;
  const invert = (x: number, y: number) => [
    (d * (x - e) - c * (y - f)) / determinant,
    (-b * (x - e) + a * (y - f)) / determinant,
  ];
  const points = [invert(x0, y0), invert(x1, y1), invert(x0, y1), invert(x1, y0)];
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

function colourOf(style: ItemStyle, kind: EngineChange['kind']): [number, number, number] {
  const hex =
    style.highlightColor ??
    style.fontColor ??
    (kind === 'Inserted' ? '0000FF' : kind === 'Deleted' ? 'FF0000' : '008000');
  const value = /^[0-9A-F]{6}$/i.test(hex) ? hex : 'FFFF00';
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16) / 255);
  return [r, g, b];
}

import { diffDocuments } from '../../diff/compare';
import type { ChangeSide, DiffOptions, EngineChange } from '../../diff/types';
import type { DocumentModel } from '../../model/document';
import { changedRegions } from '../image/regions';
import type { PdfFamilyData } from './index';

/**
 * The PDF differ: the generic diff over the body's paragraphs (which already run across page
 * breaks), then each change's character range mapped back to the boxes of its words; pages
 * without text compared pixel by pixel.
 */
export function diffPdfModels(source: DocumentModel, target: DocumentModel, options: DiffOptions): EngineChange[] {
  const textOnly = (model: DocumentModel): DocumentModel => ({ ...model, stories: model.stories.filter((s) => s.kind !== 'page') });
  const changes = diffDocuments(textOnly(source), textOnly(target), options);
  const sourceData = pdfData(source);
  const targetData = pdfData(target);
  for (const change of changes) {
    const useSource = change.kind === 'Deleted' || !change.target;
    const box = useSource ? boxOf(sourceData, change.source) : boxOf(targetData, change.target);
    if (box) change.box = box;
  }
  changes.push(...scannedPageChanges(sourceData, targetData, options));
  return changes;
}

function pdfData(model: DocumentModel): PdfFamilyData | undefined {
  const data = model.familyData as PdfFamilyData | undefined;
  return data?.kind === 'pdf' ? data : undefined;
}

type ChangeBox = NonNullable<EngineChange['box']>;

/** Union of the boxes of the words a change covers, on the page of its first word. */
export function boxOf(data: PdfFamilyData | undefined, side: ChangeSide | undefined): ChangeBox | undefined {
  if (!data || !side || side.story !== 'body' || side.blockPath.length !== 1) return undefined;
  const words = data.paragraphs[side.blockPath[0]];
  if (!words || words.starts.length === 0) return undefined;
  const count = words.starts.length;
  let first = -1;
  let last = -1;
  if (side.start === undefined || side.end === undefined) {
    first = 0;
    last = count - 1;
  } else {
    const { start, end } = side;
    for (let i = 0; i < count; i++) {
      const overlaps = end > start ? words.ends[i] > start && words.starts[i] < end : words.ends[i] >= start;
      if (!overlaps) continue;
      if (first < 0) first = i;
      last = i;
      if (end <= start) break;
    }
    if (first < 0) first = last = count - 1;
  }
  const page = words.pages[first];
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let i = first; i <= last; i++) {
    if (words.pages[i] !== page) continue;
    const x = words.boxes[i * 4];
    const y = words.boxes[i * 4 + 1];
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x + words.boxes[i * 4 + 2]);
    y1 = Math.max(y1, y + words.boxes[i * 4 + 3]);
  }
  const info = data.pages[page - 1];
  return { page, pageWidth: info.width, pageHeight: info.height, x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

function scannedPageChanges(source: PdfFamilyData | undefined, target: PdfFamilyData | undefined, options: DiffOptions): EngineChange[] {
  const changes: EngineChange[] = [];
  const before = new Map((source?.scanned ?? []).map((p) => [p.page, p]));
  const after = new Map((target?.scanned ?? []).map((p) => [p.page, p]));
  const numbers = [...new Set([...before.keys(), ...after.keys()])].sort((a, b) => a - b);
  for (const number of numbers) {
    const a = before.get(number);
    const b = after.get(number);
    const story = `page:${number}`;
    const place = `page ${number} (picture)`;
    if (a && b) {
      if (a.hash === b.hash || a.width !== b.width || a.height !== b.height) {
        if (a.hash !== b.hash) changes.push(wholePage('Modified', number, target!, place, story));
        continue;
      }
      const info = target!.pages[number - 1];
      for (const region of changedRegions(a, b, options.sensitivity)) {
        const scale = b.pointsPerPixel;
        const box = { page: number, pageWidth: info.width, pageHeight: info.height, x: region.x * scale, y: region.y * scale, width: region.width * scale, height: region.height * scale };
        changes.push({
          kind: 'Modified',
          unit: 'object',
          text: '',
          targetText: `region ${Math.round(box.width)}×${Math.round(box.height)} at (${Math.round(box.x)}, ${Math.round(box.y)})`,
          place,
          source: { story, blockPath: [0] },
          target: { story, blockPath: [0] },
          box,
        });
      }
    } else if (b && options.showInserted) {
      changes.push(wholePage('Inserted', number, target!, place, story));
    } else if (a && options.showDeleted) {
      changes.push(wholePage('Deleted', number, source!, place, story));
    }
  }
  return changes;
}

function wholePage(kind: 'Inserted' | 'Deleted' | 'Modified', number: number, data: PdfFamilyData, place: string, story: string): EngineChange {
  const info = data.pages[number - 1];
  const side = { story, blockPath: [0] };
  return {
    kind,
    unit: 'object',
    text: kind === 'Inserted' ? '' : `page ${number} picture`,
    targetText: kind === 'Deleted' ? '' : `page ${number} picture`,
    place,
    source: kind === 'Inserted' ? undefined : side,
    target: kind === 'Deleted' ? undefined : side,
    box: { page: number, pageWidth: info.width, pageHeight: info.height, x: 0, y: 0, width: info.width, height: info.height },
  };
}

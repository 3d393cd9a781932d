import { diffDocuments } from '../../diff/compare';
import type { ChangeSide, DiffOptions, EngineChange, StyleChange } from '../../diff/types';
import type { Block, DocumentModel } from '../../model/document';
import { diagramData, type DiagramData, type DiagramPageData } from './data';
import { STYLE_CELLS, type ShapeFacts } from './shapes';

/**
 * The diagram family's diff: the generic diff pairs pages by name and shapes by ID (text
 * changes, moves, resizes, inserted and deleted shapes); this adds what only a drawing has —
 * line and fill changes of a shape as StyleChanged, connectors glued to other shapes — and
 * gives every shape change its exact box on its page.
 */
export function diffDiagrams(source: DocumentModel, target: DocumentModel, options: DiffOptions): EngineChange[] {
  const changes = diffDocuments(source, target, options);
  const a = diagramData(source);
  const b = diagramData(target);
  if (!a || !b) return changes;
  for (const change of changes) {
    const onTarget = change.kind !== 'Deleted' && change.target;
    const located = onTarget
      ? shapeAt(target, b, change.target!)
      : change.source
        ? shapeAt(source, a, change.source)
        : undefined;
    if (located) {
      const { page, facts } = located;
      change.box = { page: page.number, pageWidth: page.width, pageHeight: page.height, ...facts.pageBox };
    }
  }
  if (options.detectStyleChanges) changes.push(...shapeStyleChanges(target, a, b));
  changes.push(...connectorChanges(target, a, b, options));
  return changes;
}

/** The innermost shape on a change's block path, with its page. */
export function shapeAt(
  model: DocumentModel,
  data: DiagramData,
  side: ChangeSide,
): { page: DiagramPageData; facts: ShapeFacts } | undefined {
  const page = data.pages[side.story];
  const story = model.stories.find((s) => s.key === side.story);
  if (!page || !story) return undefined;
  let blocks: readonly Block[] = story.blocks;
  let found: ShapeFacts | undefined;
  for (const index of side.blockPath) {
    const block = blocks[index];
    if (!block || block.type !== 'shape') break;
    found = (block.id !== undefined && page.shapes[block.id]) || found;
    blocks = block.blocks;
  }
  return found ? { page, facts: found } : undefined;
}

function labelOf(model: DocumentModel, key: string): string {
  return model.stories.find((s) => s.key === key)?.label ?? key;
}

function shapeStyleChanges(target: DocumentModel, a: DiagramData, b: DiagramData): EngineChange[] {
  const out: EngineChange[] = [];
  for (const [key, pageB] of Object.entries(b.pages)) {
    const pageA = a.pages[key];
    if (!pageA) continue;
    for (const [id, after] of Object.entries(pageB.shapes)) {
      const before = pageA.shapes[id];
      if (!before) continue;
      const styleChanges: StyleChange[] = [];
      for (const cell of STYLE_CELLS) {
        const oldValue = before.style[cell];
        const newValue = after.style[cell];
        if (sameCellValue(oldValue, newValue)) continue;
        // The API's StyleChangeInfo has no line or fill properties; the cell name travels in the values.
        styleChanges.push({
          property: 'style',
          oldValue: `${cell} ${oldValue ?? '(default)'}`,
          newValue: `${cell} ${newValue ?? '(default)'}`,
        });
      }
      if (!styleChanges.length) continue;
      out.push({
        kind: 'StyleChanged',
        unit: 'object',
        text: shapeLabel(before),
        targetText: shapeLabel(after),
        place: `${labelOf(target, key)}, ${after.place}`,
        source: { story: key, blockPath: before.blockPath },
        target: { story: key, blockPath: after.blockPath },
        styleChanges,
        box: { page: pageB.number, pageWidth: pageB.width, pageHeight: pageB.height, ...after.pageBox },
      });
    }
  }
  return out;
}

function sameCellValue(x: string | undefined, y: string | undefined): boolean {
  if (x === y) return true;
  if (x === undefined || y === undefined) return false;
  const nx = Number(x);
  const ny = Number(y);
  if (Number.isFinite(nx) && Number.isFinite(ny)) return Math.abs(nx - ny) < 1e-9;
  return x.toLowerCase() === y.toLowerCase();
}

function shapeLabel(facts: ShapeFacts): string {
  return facts.name ?? `shape ${facts.id}`;
}

/** A connector that now joins other shapes is a change even when nothing about it moved. */
function connectorChanges(target: DocumentModel, a: DiagramData, b: DiagramData, options: DiffOptions): EngineChange[] {
  const out: EngineChange[] = [];
  for (const [key, pageB] of Object.entries(b.pages)) {
    const pageA = a.pages[key];
    if (!pageA) continue;
    for (const [id, after] of Object.entries(pageB.shapes)) {
      const before = pageA.shapes[id];
      if (!before || (!before.connects && !after.connects)) continue;
      const was = describeConnection(before, pageA);
      const now = describeConnection(after, pageB);
      if (was === now) continue;
      if (!options.showInserted && !was) continue;
      out.push({
        kind: 'Modified',
        unit: 'object',
        text: was,
        targetText: now,
        place: `${labelOf(target, key)}, ${after.place}`,
        source: { story: key, blockPath: before.blockPath },
        target: { story: key, blockPath: after.blockPath },
        box: { page: pageB.number, pageWidth: pageB.width, pageHeight: pageB.height, ...after.pageBox },
      });
    }
  }
  return out;
}

function describeConnection(facts: ShapeFacts, page: DiagramPageData): string {
  const name = (id: string | undefined) => {
    if (id === undefined) return '(nothing)';
    const other = page.shapes[id];
    return other?.name ? `"${other.name}"` : `shape ${id}`;
  };
  if (!facts.connects) return '';
  return `connects ${name(facts.connects.begin)} → ${name(facts.connects.end)}`;
}
